import fs from 'node:fs';
import path from 'node:path';

/** Files written at the same time: enough to keep the disk busy, far below the open-files limit. */
const WRITES_AT_ONCE = 64;

/** A file of the output: text or bytes, or a file to copy. */
export type OutputFile = { path: string; contents: string | Uint8Array } | { path: string; copyFrom: string };

/**
 * Writes the site into a temp folder beside the output, then swaps it in: the output folder is
 * replaced only once every file is written, so a failed build leaves the previous one in place.
 */
export async function writeOutput(outDir: string, files: OutputFile[], staticDir?: string): Promise<{ bytes: number; files: number }> {
  const parent = path.dirname(outDir);
  fs.mkdirSync(parent, { recursive: true });
  const temp = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}-next-`));
  try {
    if (staticDir && fs.existsSync(staticDir)) fs.cpSync(staticDir, temp, { recursive: true, dereference: true });
    const dirs = new Set<string>();
    let bytes = 0;
    const writeOne = async (file: OutputFile) => {
      const target = path.join(temp, file.path);
      const dir = path.dirname(target);
      if (!dirs.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      if ('copyFrom' in file) {
        await fs.promises.copyFile(file.copyFrom, target);
        bytes += fs.statSync(target).size;
      } else {
        await fs.promises.writeFile(target, file.contents);
        bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength;
      }
    };
    // A few writes at a time: a large site has tens of thousands of files, more than a process may open.
    for (let i = 0; i < files.length; i += WRITES_AT_ONCE) await Promise.all(files.slice(i, i + WRITES_AT_ONCE).map(writeOne));
    const old = fs.existsSync(outDir) ? `${temp}-old` : undefined;
    if (old) fs.renameSync(outDir, old);
    fs.renameSync(temp, outDir);
    if (old) fs.rmSync(old, { recursive: true, force: true });
    return { bytes, files: files.length };
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}
