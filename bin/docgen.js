#!/usr/bin/env node
// `docgen --version` alone is answered here, before docgen loads: it is what scripts call most.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  const { readFileSync } = await import('node:fs');
  console.log(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
} else {
  // React renders the pages: its production build, unless the user asks otherwise.
  process.env.NODE_ENV ??= 'production';
  const { createRequire } = await import('node:module');
  const { fileURLToPath } = await import('node:url');
  // docgen's CommonJS bundle, through the launcher that keeps its compiled code between runs.
  createRequire(import.meta.url)('./codeCache.cjs').run(fileURLToPath(new URL('../dist/cli.cjs', import.meta.url)));
}
