import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseFrontMatter } from '../src/content/frontMatter.js';

/** Front matter docgen reads without the YAML parser (plain values), and some it must leave to it. */
const CASES = [
  'title: Evaluate Page 415\ndescription: By from by publish parallel measure, inspect before latency.\nsidebar_position: 6\nkeywords: [report, model]',
  "title: It's \"quoted\" (really) & more / 50% @home\nsidebar_label: Évaluer l'expérience\nkeywords: []",
  'title: Draft\ndraft: true\nhide_table_of_contents: false\nsidebar_position: -3\nextra: 007',
  'id: intro\nslug: /\n',
  'title: T\nextra: yes\nother: NULL\nthird: True',
  'title: On\nextra: no\nkeywords: [on, off, yes, n, Y]\nflag: TRUE\nnone: Null\nfalse_key: fAlSe',
  'title: T\nextra: 1e3\nhex: 0x1F\ntime: 12:30\nlist: [1, two]\nfloat: .5\ntilde: ~',
  'title: T # a comment\nquoted: "text: with colon"\nsingle: \'x\'\nempty:\nnested:\n  a: 1',
  'title: T\nlong: 1234567890123456789\nurl: https://example.org/a#b\nblock: |\n  line one\n  line two',
  'title: Hello,  world  \nkeywords: [ a b , c ]\r\nsidebar_position: 0',
];

describe('front matter', () => {
  it.each(CASES)('reads %j as YAML does', (yaml) => {
    const { frontMatter, body } = parseFrontMatter(`---\n${yaml}\n---\n\n# Body\n`, 'doc.md');
    expect(frontMatter).toEqual(parse(yaml) ?? {});
    expect(body).toBe(`${'\n'.repeat(yaml.split('\n').length + 2)}\n# Body\n`);
  });

  it('reports a key given twice, as YAML does', () => {
    expect(() => parseFrontMatter('---\ntitle: A\ntitle: B\n---\n', 'doc.md')).toThrow(/invalid YAML front matter/);
  });
});
