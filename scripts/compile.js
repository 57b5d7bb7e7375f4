// Compiles the CLI (src/) into dist/ with esbuild, then docgen's own theme into dist/theme/ (sites on
// the default templates build without esbuild); run by `npm install` (prepare) and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

const result = await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', worker: 'src/build/worker.ts', prebuild: 'src/bundle/prebuild.ts' },
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
// running docgen may be loading them). dist/theme/ is the prebuild's own.
const current = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file)));
for (const entry of fs.readdirSync(dist, { withFileTypes: true })) {
  const file = path.join(dist, entry.name);
  if (entry.isFile() && !current.has(file)) fs.rmSync(file, { force: true });
}

// A theme that does not compile is no reason to fail an install: docgen then compiles it on each
// build, and reports the error there, with its file and line.
const { prebuildDefaultTheme } = await import('../dist/prebuild.js');
try {
  await prebuildDefaultTheme();
} catch (error) {
  fs.rmSync(path.join(dist, 'theme', 'manifest.json'), { force: true });
  console.warn(`docgen: the default theme was not prebuilt (builds will compile it): ${error.message}`);
}
