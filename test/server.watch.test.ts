import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSite, writeFiles } from './helpers/fixture.js';
import { waitFor } from './helpers/server.js';
import { watchSite, type SiteChange } from '../src/server/watch.js';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** A site of twenty folders of docs and no static/ or templates/ folder, watched; its changes as they come. */
async function watchedSiteWithoutStatic() {
  const docs = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`content/en/docs/part-${i}/page.md`, `# Part ${i}\n`]));
  const dir = createSite({ 'site.config.ts': 'export default {};\n', ...docs });
  const paths = { configFile: path.join(dir, 'site.config.ts'), configInputs: [path.join(dir, 'versions.json')], content: [path.join(dir, 'content')], static: path.join(dir, 'static'), templates: path.join(dir, 'templates'), components: path.join(dir, 'src'), css: [] };
  const changes: SiteChange[] = [];
  const watcher = watchSite(() => paths, (batch) => changes.push(...batch));
  close = () => watcher.close();
  await watcher.ready;
  const seen = (file: string) => waitFor(`a change of ${file}`, () => changes.find((c) => c.file === path.join(dir, file)), 10_000);
  return { dir, seen };
}

describe('watchSite', () => {
  it('is ready once it watches every folder, when a path it watches does not exist', async () => {
    const { dir, seen } = await watchedSiteWithoutStatic();
    writeFiles(dir, { 'content/en/docs/part-19/page.md': '# Part 19, saved at once\n' });
    expect(await seen('content/en/docs/part-19/page.md')).toMatchObject({ event: 'change', kind: 'content' });
  });

  it('reports the files of a static and a templates folder made after it started', async () => {
    const { dir, seen } = await watchedSiteWithoutStatic();
    // chokidar waits for a missing folder from the folder above, which it watches only a moment
    // after it is asked to: a folder made in between is never seen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    writeFiles(dir, { 'static/notes.txt': 'new', 'templates/Layout.tsx': 'export {};\n' });
    expect(await seen('static/notes.txt')).toMatchObject({ kind: 'static' });
    expect(await seen('templates/Layout.tsx')).toMatchObject({ kind: 'templates' });
  });

  it('reports a versions.json made after it started (docgen docs:version) as a change of the config', async () => {
    const { dir, seen } = await watchedSiteWithoutStatic();
    await new Promise((resolve) => setTimeout(resolve, 500));
    writeFiles(dir, { 'versions.json': '["1.0"]' });
    expect(await seen('versions.json')).toMatchObject({ kind: 'config' });
  });
});
