import { describe, expect, it } from 'vitest';
import { Inverter, invertPage } from '../src/search/postings.js';

type Record = readonly [levels: (string | null)[], content: string | null];

/** Postings of pages merged one by one, and of all their records inverted as a single page. */
function mergedAndWhole(pages: Record[][]) {
  const merged = new Inverter();
  for (const page of pages) merged.addPage(invertPage(page));
  const whole = new Inverter();
  whole.addPage(invertPage(pages.flat()));
  return { merged: merged.finish(), whole: whole.finish() };
}

describe('the search postings of a locale, merged from pages inverted one at a time', () => {
  it('are those of every record inverted at once: runs joined across pages, counts summed', () => {
    const page = (title: string, words: string[]): Record[] => [
      [['Docs', title], null],
      ...words.map((w): Record => [['Docs', title, 'Usage'], w]),
    ];
    const pages = [
      page('Alpha setup', ['install alpha', 'run']),
      // "run" in content at the end of one page and the start of the next: one run across the boundary.
      [[['Docs', 'Beta'], 'run beta'], [['Docs', 'Beta', 'Run'], 'other']] as Record[],
      page('Gamma', []),
      page('Delta run', ['delta', 'delta again', 'setup']),
      // No hierarchy below lvl0, no content.
      [[['Docs'], null]] as Record[],
    ];
    const { merged, whole } = mergedAndWhole(pages);
    expect(merged).toEqual(whole);
    // "docs" is in every record's lvl0: a single run over the whole locale.
    expect(merged.get('docs')).toEqual({ postings: Int32Array.of(0, 8 * 10), count: 11 });
    expect(merged.get('run')!.count).toBe(7);
  });

  it('move common content words into a bitmap computed over the whole locale', () => {
    const pages = Array.from({ length: 40 }, (_, i): Record[] => [
      [['Docs', `Page ${i}`], null],
      [['Docs', `Page ${i}`], i % 3 ? 'common word' : `rare${i} common`],
    ]);
    const { merged, whole } = mergedAndWhole(pages);
    expect(merged).toEqual(whole);
    expect(merged.get('common')!.postings).toHaveProperty('content');
    expect(merged.get('rare3')).toEqual({ postings: Int32Array.of(7, 7), count: 1 });
  });

  it('are the same whether a page comes as a plain array or a typed one, over many runs per term', () => {
    // A seeded generator: words from a small vocabulary, so that every term has long run lists that grow its array many times.
    let seed = 7;
    const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 2 ** 24;
    const words = ['alpha', 'beta', 'gamma', 'delta', 'setup', 'run'];
    const pick = () => words[Math.floor(next() * words.length)]!;
    const pages = Array.from({ length: 60 }, (_, i): Record[] =>
      Array.from({ length: 1 + Math.floor(next() * 9) }, (_, r): Record => [['Docs', `Page ${i}`, ...(r && next() < 0.5 ? [pick()] : [])], next() < 0.8 ? `${pick()} ${pick()}` : null]),
    );
    const merged = new Inverter();
    pages.forEach((page, i) => {
      const inverted = invertPage(page);
      merged.addPage(i % 2 ? { ...inverted, runs: Int32Array.from(inverted.runs) } : inverted);
    });
    const whole = new Inverter();
    whole.addPage(invertPage(pages.flat()));
    expect(merged.finish()).toEqual(whole.finish());
    // The merged postings read back as a page give the same postings again.
    const again = new Inverter();
    again.addPage(merged.asPage());
    expect(again.finish()).toEqual(whole.finish());
  });
});

