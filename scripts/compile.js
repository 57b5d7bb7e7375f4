// Compiles the CLI (src/) into dist/ with esbuild; run by `npm install` (prepare) and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

const result = await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', worker: 'src/build/worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled too: Node loads a few files instead of hundreds of small modules
  // (half a second saved on every build). esbuild has a native binary and React must be the one
  // the compiled theme imports, so both stay external.
  external: ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*'],
  banner: { js: "import { createRequire as __docgenRequire } from 'node:module'; const require = __docgenRequire(import.meta.url);" },
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

// Chunk names carry hashes: remove the chunks of earlier compiles, never the current ones (a
// running docgen may be loading them).
const current = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file)));
for (const name of fs.readdirSync(dist)) {
  const file = path.join(dist, name);
  if (!current.has(file)) fs.rmSync(file, { force: true });
}
