// Compiles the CLI (src/) into dist/ with esbuild, then docgen's own theme into dist/theme/ (sites on
// the default templates build without esbuild); run by `npm install` (prepare) and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

/**
 * zod's namespace re-exports its messages in some forty languages (half of its code, all parsed
 * when the config is validated); docgen reports in English, zod's default: the others are left out.
 */
const englishOnlyZod = {
  name: 'english-only-zod',
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: path.join(path.dirname(args.importer), args.path), namespace: 'zod-locales' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(path.join(path.dirname(args.path), 'en.js'))};`,
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

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
  plugins: [englishOnlyZod],
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
