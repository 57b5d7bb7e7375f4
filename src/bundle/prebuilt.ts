import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../config/resolve.js';
import type { ClientBuild } from './clientBuild.js';

/**
 * What scripts/compile.js leaves in dist/theme/: docgen's own theme compiled ahead of time, so a
 * site on the default templates builds without running esbuild. Files are named by content hash;
 * `inputs` are the sources each part was made from, relative to the package folder.
 */
export interface PrebuiltManifest {
  server: { file: string; hash: string; inputs: string[] };
  client: { files: string[]; entry: string; preloads: string[]; pagePreloads?: string[]; stylesheets: string[]; inputs: string[] };
}

export const prebuiltDir = (): string => path.join(packageRoot(), 'dist', 'theme');
export const MANIFEST = 'manifest.json';
/** Where the client files sit below prebuiltDir(). */
export const CLIENT_DIR = 'client';
/** Infima's kept blocks (see infimaBlocks), below prebuiltDir(). */
export const INFIMA_BLOCKS = 'infima-blocks.css';

/**
 * Infima's kept blocks as the prebuild made them: the same for every site, and a tenth of a small
 * site's cold build to make (Infima's whole stylesheet parsed and walked). Infima changes only
 * through npm install, which prebuilds again. Undefined without a prebuild.
 */
export function prebuiltInfimaBlocks(): string | undefined {
  try {
    return fs.readFileSync(path.join(prebuiltDir(), INFIMA_BLOCKS), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The manifest, if the theme folder is docgen's own and a prebuilt exists. Its modification time
 * is when the prebuild started: sources modified later make a part stale.
 */
function readManifest(templates: string): { manifest: PrebuiltManifest; builtAt: number } | undefined {
  if (templates !== path.join(packageRoot(), 'templates')) return undefined;
  const file = path.join(prebuiltDir(), MANIFEST);
  try {
    const builtAt = fs.statSync(file).mtimeMs;
    return { manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as PrebuiltManifest, builtAt };
  } catch {
    return undefined;
  }
}

/**
 * No source of the part was edited, added or removed since the prebuild. Dependencies are left
 * out: they change only through npm install, which prebuilds again (and a registry install may
 * hoist them out of docgen's folder).
 */
function fresh(inputs: string[], builtAt: number): boolean {
  const root = packageRoot();
  return inputs.every((input) => {
    if (input.startsWith('node_modules/')) return true;
    try {
      return fs.statSync(path.join(root, input)).mtimeMs <= builtAt;
    } catch {
      return false;
    }
  });
}

const absolute = (inputs: string[]) => inputs.map((input) => path.join(packageRoot(), input));

/** The prebuilt server module of docgen's own templates, unless `templates` is another folder or a source changed. */
export function prebuiltTheme(templates: string): { file: string; hash: string; inputs: string[] } | undefined {
  const found = readManifest(templates);
  if (!found || !fresh(found.manifest.server.inputs, found.builtAt)) return undefined;
  const { file, hash, inputs } = found.manifest.server;
  const full = path.join(prebuiltDir(), file);
  return fs.existsSync(full) ? { file: full, hash, inputs: absolute(inputs) } : undefined;
}

/** The prebuilt client bundle of docgen's own templates, unless `templates` is another folder or a source changed. */
export function prebuiltClient(templates: string): ClientBuild | undefined {
  const found = readManifest(templates);
  if (!found || !fresh(found.manifest.client.inputs, found.builtAt)) return undefined;
  const { files, entry, preloads, pagePreloads, stylesheets, inputs } = found.manifest.client;
  try {
    const contents = files.map((file) => ({ path: file, contents: fs.readFileSync(path.join(prebuiltDir(), CLIENT_DIR, file)) }));
    return { files: contents, entry, preloads, pagePreloads, stylesheets, inputs: absolute(inputs) };
  } catch {
    // A file removed by a concurrent prebuild: compile instead.
    return undefined;
  }
}
