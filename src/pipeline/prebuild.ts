import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../config/resolve.js';
import { compileThemeModule } from '../render/theme.js';
import { clientBuildOf, clientBuildOptions } from '../bundle/bundleClient.js';
import { loadEsbuild } from '../util/esbuild.js';
import { infimaBlocks } from '../bundle/infimaCss.js';
import { CLIENT_DIR, INFIMA_BLOCKS, MANIFEST, prebuiltDir, type PrebuiltManifest } from '../bundle/prebuilt.js';
import { writeWhole } from '../util/wholeFiles.js';

export { recordCompiled } from '../util/docgenIdentity.js';

/** A path below the package folder, `/`-separated, as the manifest keeps it. */
const fromRoot = (file: string) => path.relative(packageRoot(), file).split(path.sep).join('/');

/** Names carry content hashes: a file already there is this one. Written whole or not at all. */
function writeFile(file: string, contents: string | Uint8Array): void {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeWhole(file, contents);
}

/** Every file below a folder, absolute. */
const filesBelow = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

/**
 * Compiles docgen's own theme (server module and client bundle) into dist/theme/, for sites that
 * use the default templates (run by scripts/compile.js, so by `npm install` and the tests), with
 * Infima's kept blocks, which every site's stylesheet starts from (see prebuiltInfimaBlocks). The
 * manifest is written last, atomically, and dated to when the compile started: a template saved
 * meanwhile makes it stale. Files of earlier prebuilds are removed afterwards.
 */
export async function prebuildDefaultTheme(): Promise<PrebuiltManifest> {
  const templates = path.join(packageRoot(), 'templates');
  const dir = prebuiltDir();
  const startedAt = new Date();
  const [server, client] = await Promise.all([
    compileThemeModule(path.join(templates, 'server.tsx')),
    loadEsbuild().build(clientBuildOptions(templates)).then((result) => clientBuildOf(templates, result.metafile, result.outputFiles)),
  ]);
  const serverFile = `server-${server.hash}.cjs`;
  writeFile(path.join(dir, serverFile), server.code);
  for (const file of client.files) writeFile(path.join(dir, CLIENT_DIR, file.path), file.contents);
  fs.mkdirSync(dir, { recursive: true });
  writeWhole(path.join(dir, INFIMA_BLOCKS), infimaBlocks());
  const manifest: PrebuiltManifest = {
    server: { file: serverFile, hash: server.hash, inputs: server.inputs.map(fromRoot) },
    client: { files: client.files.map((f) => f.path), entry: client.entry, preloads: client.preloads, pagePreloads: client.pagePreloads, stylesheets: client.stylesheets, inputs: client.inputs.map(fromRoot) },
  };
  const temp = path.join(dir, `${MANIFEST}.${process.pid}.tmp`);
  fs.writeFileSync(temp, JSON.stringify(manifest, null, 1));
  fs.utimesSync(temp, startedAt, startedAt);
  fs.renameSync(temp, path.join(dir, MANIFEST));
  const current = new Set([MANIFEST, INFIMA_BLOCKS, serverFile, ...manifest.client.files.map((f) => `${CLIENT_DIR}/${f}`)].map((f) => path.join(dir, f)));
  for (const file of filesBelow(dir)) if (!current.has(file) && !file.endsWith('.tmp')) fs.rmSync(file, { force: true });
  return manifest;
}
