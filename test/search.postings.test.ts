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
    expect(merged.get('docs')).toEqual({ postings: [0, 8 * 10], count: 11 });
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
    expect(merged.get('rare3')).toEqual({ postings: [7, 7], count: 1 });
  });
});
