#!/usr/bin/env node
// CommonJS (see bin/package.json): Node starts a CommonJS entry a few milliseconds sooner than a module.
// `docgen --version` alone is answered here, before docgen loads: it is what scripts call most.
const path = require('node:path');
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  console.log(JSON.parse(require('node:fs').readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version);
} else {
  // React renders the pages: its production build, unless the user asks otherwise.
  process.env.NODE_ENV ??= 'production';
  // docgen's CommonJS bundles, through the launcher that keeps their compiled code between runs.
  const launcher = require('./codeCache.cjs');
  const bundle = (name) => path.join(__dirname, '..', 'dist', `${name}.cjs`);
  // A build whose last one is current is answered by a small bundle; the CLI loads only if not.
  const start = async () => {
    const answer = args[0] === 'build' ? await launcher.run(bundle('upToDate')).answerUpToDate(args.slice(1)) : undefined;
    if (answer?.startsWith('--stamp-checked')) process.argv.push(answer);
    if (answer !== 'up to date') launcher.run(bundle('cli'));
  };
  start();
}
