import { describe, expect, it } from 'vitest';
import { compareNames } from '../src/content/nameOrder.js';

const english = new Intl.Collator('en');

describe('the order of sidebar items of equal position, by name', () => {
  it('is an English collator\'s, for file names and others', () => {
    const names = ['page-10', 'page-2', 'Page-2', 'page_2', 'page 2', 'page.2', 'intro', 'Intro', 'INTRO', 'a-b', 'a_b', 'ab', 'aB', 'Ab', '1-setup', '10-setup', '2-setup', 'Zed', 'zed', 'z', 'éclair', 'eclair', 'Éclair', 'naïve', 'über', 'user', '$cost', '~temp', '(draft)', '[x]', 'README', 'readme.md', ''];
    const sorted = (compare: (a: string, b: string) => number) => [...names].sort(compare);
    expect(sorted(compareNames)).toEqual(sorted(english.compare));
  });

  it('is an English collator\'s for any printable ASCII names (the ones compared without a collator)', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const name = () => Array.from({ length: 1 + Math.floor(random() * 8) }, () => String.fromCharCode(0x20 + Math.floor(random() * 95))).join('');
    const mismatches: [string, string][] = [];
    for (let i = 0; i < 20000; i++) {
      const a = name();
      // Half the pairs differ in case only, where the order is decided last.
      const b = i % 2 ? name() : a.replace(/[a-z]/g, (letter) => (random() < 0.5 ? letter.toUpperCase() : letter));
      if (Math.sign(compareNames(a, b)) !== Math.sign(english.compare(a, b))) mismatches.push([a, b]);
    }
    expect(mismatches).toEqual([]);
  });
});
