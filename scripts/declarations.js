/**
 * The package's declaration files: dist/types/, emitted by TypeScript from tsconfig.types.json
 * (src/index.ts, what a site's config imports, and the files its types come from). A site's
 * `site.config.ts` is then checked against declarations, with the site's own compiler options,
 * instead of against docgen's sources and the options they need.
 *
 * Emitting takes TypeScript five seconds or more (zod's types are inferred), and scripts/compile.js
 * runs before every test run: the files are emitted again only when one of the sources they came
 * from, or package-lock.json (the versions of TypeScript, zod and unified), has changed since.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const hashOf = (file) => {
  try {
    return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
};

/** Whether every file recorded at the last emit is still as it was then (and the emitted files are there). */
function unchanged(root, outDir, recordFile) {
  if (!fs.existsSync(path.join(outDir, 'index.d.ts'))) return false;
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  } catch {
    return false;
  }
  return Object.entries(recorded).every(([file, hash]) => hashOf(path.join(root, file)) === hash);
}

export async function emitDeclarations(root) {
  const outDir = path.join(root, 'dist', 'types');
  // Beside the install, not in dist/: nothing of it belongs in the package.
  const recordFile = path.join(root, 'node_modules', '.cache', 'docgen-declarations.json');
  if (unchanged(root, outDir, recordFile)) return;
  // An installed package has no tsconfig (its declaration files came with it): a compile there,
  // after a template was edited, remakes the theme and keeps them.
  const configFile = path.join(root, 'tsconfig.types.json');
  if (!fs.existsSync(configFile)) return;

  // TypeScript is a dev dependency: a clone installed with --omit=dev runs docgen, without the
  // declaration files (only a package made from it needs them).
  let ts;
  try {
    ({ default: ts } = await import('typescript'));
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.warn('docgen: TypeScript is not installed (a dev dependency): the declaration files (dist/types/) were not emitted');
    return;
  }
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = error ? { errors: [error] } : ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile);
  const format = (diagnostics) => ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' });
  if (parsed.errors.length) throw new Error(`tsconfig.types.json:\n${format(parsed.errors)}`);

  // A source that no longer exists leaves no declaration behind.
  fs.rmSync(outDir, { recursive: true, force: true });
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const result = program.emit();
  if (result.emitSkipped || result.diagnostics.length) throw new Error(`the declaration files were not emitted:\n${format(result.diagnostics)}`);

  const sources = program
    .getSourceFiles()
    .map((file) => path.resolve(file.fileName))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
  const inputs = [...sources, configFile, path.join(root, 'tsconfig.json'), path.join(root, 'package-lock.json')];
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify(Object.fromEntries(inputs.map((file) => [path.relative(root, file), hashOf(file)]))));
}
