import { describe, expect, it } from 'vitest';
import { stringTables } from '../templates/i18n/index.js';

describe('UI string tables', () => {
  const en = stringTables.en!;
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  for (const [locale, table] of Object.entries(stringTables)) {
    it(`${locale} has every key of the English table, none empty, with the same placeholders`, () => {
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    });
  }

  it('French is really translated: the strings a reader sees differ from English', () => {
    const fr = stringTables.fr!;
    const same = Object.keys(en).filter((k) => en[k as keyof typeof en] === fr[k as keyof typeof fr]);
    // Words that are the same in both languages.
    expect(same.sort()).toEqual(['admonitionDanger', 'admonitionInfo', 'blogArchive', 'blogTags', 'blogTitle', 'llmsPages', 'searchShortcut', 'version'].sort());
  });
});
