// Compiles the CLI (src/) into dist/ with esbuild, the public API's declaration files into dist/types/,
// then docgen's own theme into dist/theme/ (sites on the default templates build without esbuild);
// run by `npm install` (prepare) and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { esmRequireBanner } from './esmRequire.js';
import { emitDeclarations } from './declarations.js';

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

// Until the files compiled below are recorded, docgen is known by their times (a docgen that
// runs meanwhile must not take the new files for the ones the last record describes).
fs.rmSync(path.join(dist, 'identity.json'), { force: true });

const shared = {
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled too: Node loads a few files instead of hundreds of small modules
  // (half a second saved on every build). esbuild has a native binary and React must be the one
  // the compiled theme imports, so both stay external.
  external: ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*'],
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [englishOnlyZod],
};

// The CLI, its build worker and the up-to-date check of `docgen build` (src/upToDateCli.ts):
// CommonJS, one file each, which the launcher (bin/codeCache.cjs) runs from a V8 code cache (Node
// 20 caches no ES module); a tenth to a fifth of a small build.
const cli = await build({
  ...shared,
  entryPoints: { cli: 'src/cli.ts', worker: 'src/pipeline/worker.ts', upToDate: 'src/upToDateCli.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  define: { 'import.meta.url': '__docgenUrl' },
  banner: { js: "const __docgenUrl = require('node:url').pathToFileURL(__filename).href;" },
});

// What a site's config imports (`defineConfig`) and the theme's prebuild: ES modules.
const modules = await build({
  ...shared,
  entryPoints: { index: 'src/index.ts', prebuild: 'src/pipeline/prebuild.ts' },
  splitting: true,
  format: 'esm',
  banner: esmRequireBanner,
});

// The launcher reads an ASCII file as Latin-1, a copy (Node reads a CommonJS file as UTF-8, up to
// a fortieth of a second for the CLI's bundle). esbuild escapes its strings but leaves comments and
// regular expression literals as written: their few other characters become \u escapes, which
// mean the same there.
for (const file of Object.keys(cli.metafile.outputs).filter((f) => f.endsWith('.cjs'))) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const ascii = text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== text) fs.writeFileSync(path.join(root, file), ascii);
}

// The types a site's config is checked against (package.json's `types`): dist/types/. Not for the
// bench's snapshots of docgen (bench/docgen.js), which only run it.
if (!process.argv.includes('--no-declarations')) await emitDeclarations(root);

// Chunk names carry hashes: remove the chunks of earlier compiles, never the current ones (a
// running docgen may be loading them). dist/theme/ is the prebuild's own.
const current = new Set([...Object.keys(cli.metafile.outputs), ...Object.keys(modules.metafile.outputs)].map((file) => path.resolve(root, file)));
for (const entry of fs.readdirSync(dist, { withFileTypes: true })) {
  const file = path.join(dist, entry.name);
  if (entry.isFile() && !current.has(file)) fs.rmSync(file, { force: true });
}

// A theme that does not compile is no reason to fail an install: docgen then compiles it on each
// build, and reports the error there, with its file and line.
const { prebuildDefaultTheme, recordCompiled } = await import('../dist/prebuild.js');
try {
  await prebuildDefaultTheme();
} catch (error) {
  fs.rmSync(path.join(dist, 'theme', 'manifest.json'), { force: true });
  console.warn(`docgen: the default theme was not prebuilt (builds will compile it): ${error.message}`);
}

// What docgen is known by in its caches: the contents of the files compiled above and the
// theme's manifest (see src/util/docgenIdentity.ts), hashed once here rather than on every run.
recordCompiled();
