import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { Staging } from '../src/write/writeOutput.js';
import type { WrittenFile } from '../src/write/writtenFile.js';
import { listFiles } from './helpers/fixture.js';

/** A site folder with an output kept aside from an earlier build (files by path), and the live output sharing one of its files. */
function keptOutput(files: Record<string, string>): { dir: string; out: string; kept: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-staging-'));
  const kept = path.join(dir, 'cache', 'out.previous');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(kept, file)), { recursive: true });
    fs.writeFileSync(path.join(kept, file), text);
  }
  const out = path.join(dir, 'build');
  fs.mkdirSync(out);
  fs.linkSync(path.join(kept, 'shared.html'), path.join(out, 'shared.html'));
  return { dir, out, kept };
}

describe('a staging folder made of an earlier output', () => {
  it('makes way for files and folders where the earlier output had the other, and sweeps what was not claimed', () => {
    const { out, kept } = keptOutput({ 'shared.html': 'live', 'page.html': 'a page', 'dir.html/index.html': 'a folder', 'old/gone.html': 'removed' });
    const staging = Staging.open(out, kept);
    expect(staging.recycled).toBe(true);
    expect(fs.existsSync(kept)).toBe(false);
    staging.write('page.html/index.html', 'now a folder', 'k1');
    staging.write('dir.html', 'now a file', 'k2');
    staging.write('shared.html', 'rewritten', 'k3');
    staging.sweep(['page.html/index.html', 'dir.html', 'shared.html']);
    expect(listFiles(staging.dir)).toEqual(['dir.html', 'page.html/index.html', 'shared.html']);
    expect(fs.existsSync(path.join(staging.dir, 'old'))).toBe(false);
    expect(fs.readFileSync(path.join(staging.dir, 'page.html/index.html'), 'utf8')).toBe('now a folder');
    // The file it shared with the live output was replaced, not written into.
    expect(fs.readFileSync(path.join(out, 'shared.html'), 'utf8')).toBe('live');
    const { kept: keptNow } = staging.commit(out, kept);
    expect(keptNow).toBe(true);
    expect(fs.readFileSync(path.join(out, 'dir.html'), 'utf8')).toBe('now a file');
    expect(fs.readFileSync(path.join(kept, 'shared.html'), 'utf8')).toBe('live');
  });

  it('keeps a file only when it is wanted with the same key and is still as written: its size and time, or, the time changed alone, its contents', () => {
    const { out, kept } = keptOutput({ 'shared.html': 'live', 'a.html': 'a page' });
    const staging = Staging.open(out, kept);
    const file = path.join(staging.dir, 'a.html');
    const stat = fs.statSync(file);
    const entry: WrittenFile = ['a.html', 'key-a', stat.size, stat.mtimeMs, crc32('a page')];
    expect(staging.keep('a.html', 'other-key', entry)).toBeUndefined();
    expect(staging.keep('a.html', 'key-a', entry)).toEqual(entry);
    // As a CI cache that rounds times gives it back: kept, with the time it has now.
    const rounded = new Date(Math.floor(stat.mtimeMs / 1000) * 1000 - 1000);
    fs.utimesSync(file, rounded, rounded);
    expect(staging.keep('a.html', 'key-a', entry)).toEqual(['a.html', 'key-a', stat.size, rounded.getTime(), entry[4]]);
    // Edited by hand to the same size, its time set back: not kept.
    fs.writeFileSync(file, 'a PAGE');
    fs.utimesSync(file, rounded, rounded);
    expect(staging.keep('a.html', 'key-a', entry)).toBeUndefined();
    fs.writeFileSync(file, 'a page');
    expect(staging.keep('a.html', 'key-a', entry)?.slice(0, 3)).toEqual(['a.html', 'key-a', stat.size]);
    expect(Staging.open(out, path.join(path.dirname(kept), 'missing')).recycled).toBe(false);
  });
});

describe('the staging folder writes only inside itself, whatever path it is given', () => {
  it('a path that leads out of it (.., or the folder itself) is an internal error before anything is written, copied, linked or removed', () => {
    const { dir, out, kept } = keptOutput({ 'shared.html': 'live', 'page.html': 'a page' });
    fs.writeFileSync(path.join(dir, 'mine.txt'), 'mine');
    fs.writeFileSync(path.join(dir, 'cache', 'mine.txt'), 'mine too');
    const around = () => listFiles(dir).filter((f) => !f.startsWith('cache/out.previous') && !f.startsWith('build/')).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]);
    const before = around();
    for (const staging of [Staging.open(out), Staging.open(out, kept)]) {
      for (const file of ['../mine.txt', '../../mine.txt', 'docs/../../mine.txt', `${'../'.repeat(20)}${dir.slice(1)}/mine.txt`, '.', '']) {
        expect(() => staging.write(file, 'overwritten', 'k'), file).toThrow(/docgen refused to write .*: the path leads out of the output folder/);
        expect(() => staging.copy(path.join(dir, 'mine.txt'), file), file).toThrow(/leads out of the output folder/);
        expect(() => staging.link(path.join(out, 'shared.html'), file, 'k', ['shared.html', 'k', 4, 0, 0]), file).toThrow(/leads out of the output folder/);
        expect(() => staging.unlink([[file, 'k', 4, 0, 0]]), file).toThrow(/leads out of the output folder/);
      }
      expect(around()).toEqual(before);
      staging.drop();
    }
  });
});
