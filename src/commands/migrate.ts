import path from 'node:path';
import type { Command } from 'commander';
import { colors, createLogger } from '../util/log.js';
import { runCommand } from './run.js';

export function registerMigrate(program: Command): void {
  program
    .command('migrate [dir]')
    .description('write site.config.ts for a Docusaurus 3 site (in dir, default: here), read in place; changes no file of the site')
    .option('--force', 'replace an existing site.config.ts')
    .option('--debug', 'print stack traces of errors')
    .action((dir: string | undefined, opts: { force?: boolean; debug?: boolean }) =>
      runCommand(opts, async () => {
        const logger = createLogger();
        // Loaded on demand: `docgen --version` and `--help` stay instant.
        const { migrate } = await import('../migrate/migrate.js');
        const { formatLocation } = await import('../util/errors.js');
        const result = await migrate(dir ?? '.', { force: opts.force });
        const where = (note: { file?: string; line?: number }) => formatLocation(note);
        const groups = [
          ['mapped', 'carried over'],
          ['differs', 'carried over, docgen does it differently'],
          ['dropped', 'not carried over'],
        ] as const;
        for (const [kind, title] of groups) {
          const notes = result.notes.filter((n) => n.kind === kind);
          if (!notes.length) continue;
          logger.info(`${colors.bold(title)}:`);
          for (const note of notes) logger.info(`  ${note.field}${note.text ? `: ${note.text}` : ''}`);
        }
        // What is not carried over is a warning at its line: never lost quietly.
        for (const note of result.notes.filter((n) => n.kind === 'dropped')) logger.warn(`${where(note)}: ${note.field} not carried over: ${note.text}`);
        const shown = result.written.map((file) => path.relative(process.cwd(), file) || file).join(', ');
        logger.info(`${colors.green('wrote')} ${shown} from ${path.basename(result.configFile)}: run \`docgen build\` to build the site`);
      }),
    );
}
