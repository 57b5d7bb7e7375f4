import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../src/content/frontMatter.js';
import { idsInHtml } from '../src/routes/checkLinks.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * The bytes of heap each of `count` values made by `make` keeps alive, once the garbage is
 * collected. A short string cut out of a long one by a regexp or a parser can be a slice that keeps
 * the long one whole; a build keeps some values of every page until its end (the ids for the links
 * check, the titles for the sidebars), so a slice there holds every page's HTML or file at once: on
 * 10,000 pages, the main thread held 700 MB and the build peaked at 2.4 GB.
 */
function heldEach(make: (i: number) => unknown, count = 200): number {
  // Once first, so that what stays of the code it runs is not counted.
  for (let i = 0; i < 20; i++) make(count + i);
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: count }, (_, i) => make(i));
  gc();
  const after = process.memoryUsage().heapUsed;
  expect(kept).toHaveLength(count);
  return (after - before) / count;
}

/** 40 KB of text no other page shares. */
const filler = (i: number) => `${i} `.repeat(20_000 / String(i).length).slice(0, 40_000);

describe('what a build keeps of each page until its end', () => {
  it("keeps a page's ids, not the HTML they were read from", () => {
    const held = heldEach((i) => idsInHtml(`<main><h2 id="a-heading-long-enough-${i}">A</h2><p>${filler(i)}</p><h3 id="another-heading-${i}">B</h3></main>`));
    expect(held).toBeLessThan(4_000);
  });

  it("keeps a doc's front matter, not the file it was read from", () => {
    const held = heldEach((i) => parseFrontMatter(`---\ntitle: A title long enough ${i}\nsidebar_label: A label long enough ${i}\n---\n\n${filler(i)}\n`, `doc-${i}.md`).frontMatter);
    expect(held).toBeLessThan(4_000);
  });
});
