import { Command, CommanderError } from 'commander';
import { version } from '../package.json';
import { registerBuild } from './commands/build.js';
import { registerServe } from './commands/serve.js';
import { registerDev } from './commands/dev.js';
import { registerIndex } from './commands/index.js';
import { registerInit } from './commands/init.js';
import { registerMigrate } from './commands/migrate.js';
import { registerSwizzle } from './commands/swizzle.js';
import { registerDocsVersion } from './commands/docsVersion.js';
import { reportError } from './commands/run.js';

const program = new Command('docgen')
  .description('Build, preview and index a Markdown documentation site')
  .version(version, '-v, --version')
  .showHelpAfterError()
  .exitOverride();

// One file per command in src/commands/; each loads its heavy modules only when it runs.
registerBuild(program);
registerServe(program);
registerDev(program);
registerIndex(program);
registerInit(program);
registerMigrate(program);
registerSwizzle(program);
registerDocsVersion(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) {
    // --help and --version exit 0; misuse (unknown command or option) exits 2.
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else reportError(error, process.argv.includes('--debug'));
});
