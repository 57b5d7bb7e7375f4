import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseFrontMatter } from '../src/content/frontMatter.js';
import { checkFrontMatter } from '../src/content/frontMatterFields.js';

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
  // A home page's hero and features: mappings and lists nested by indentation.
  'title: EvalAP\nhero:\n  title: EvalAP\n  tagline: Evaluation API and Platform for LLM models\n  actions:\n    - text: Get started\n      link: /docs\n      theme: primary\n    - text: API\n      link: https://evalap.etalab.gouv.fr/redoc\n      theme: secondary\nfeatures:\n  - title: Fast\n    details: It is fast, and light.\n  - title: "Quoted: yes"\n    details: \'It\'\'s #1\'',
  'tags:\n- one\n- two\nnext: 3\nnested:\n  deeper:\n    deepest: x\n  back: y\nitems:\n  -   spaced: 1\n      other: 2\n  - plain',
  'url: https://example.org/a:b#c\npath: /docs/intro\nquoted: "a # b"\nempty_quotes: ""\nsingle: \'\'\nlist: [a:b, c#d, /e]',
];

/** Front matter the fast path must leave to the YAML parser: each means something else than it seems, or is an error. */
const TRICKY = [
  'flow: {a: 1}',
  'hero:\n\ttitle: T',
  'key: value\n  continued on the next line\nother: x',
  'hero:\n  title: T\n   odd: indentation',
  'list:\n  - a\n  b: 1',
  'seq:\n  -\n    - nested',
  'a: text:',
  'a: one: two',
  'a: text # comment',
  'b: "escaped \\" quote"',
  'c: &anchor x\nd: *anchor',
  "e: 'unclosed",
  'null: 1\nTrue: 2',
  'nothing:\nafter: 1',
  'key: x\n# a comment line\nother: y',
];

/** What YAML reads, or the error it reports. */
const yamlReads = (yaml: string): unknown => {
  try {
    return parse(yaml) ?? {};
  } catch (error) {
    return error;
  }
};

describe('front matter', () => {
  it.each(CASES)('reads %j as YAML does', (yaml) => {
    const { frontMatter, body } = parseFrontMatter(`---\n${yaml}\n---\n\n# Body\n`, 'doc.md');
    const checked = checkFrontMatter(parse(yaml) ?? {});
    expect(checked.ok && frontMatter).toEqual(checked.ok && checked.data);
    expect(body).toBe(`${'\n'.repeat(yaml.split('\n').length + 2)}\n# Body\n`);
  });

  it('reports a key given twice, as YAML does, nested too', () => {
    expect(() => parseFrontMatter('---\ntitle: A\ntitle: B\n---\n', 'doc.md')).toThrow(/invalid YAML front matter/);
    expect(() => parseFrontMatter('---\nhero:\n  title: A\n  title: B\n---\n', 'doc.md')).toThrow(/invalid YAML front matter/);
  });

  it.each(TRICKY)('reads %j as YAML does, or reports it as YAML does', (yaml) => {
    const read = yamlReads(yaml);
    if (read instanceof Error) expect(() => parseFrontMatter(`---\n${yaml}\n---\n`, 'doc.md')).toThrow(/invalid YAML front matter/);
    else {
      const checked = checkFrontMatter(read as Record<string, unknown>);
      if (checked.ok) expect(parseFrontMatter(`---\n${yaml}\n---\n`, 'doc.md').frontMatter).toEqual(checked.data);
    }
  });

  it("reads Docusaurus's page fields, and reports one that does not fit at its line", () => {
    const fields = 'hide_title: true\ntoc_min_heading_level: 3\ntoc_max_heading_level: 5\nsidebar_class_name: green\npagination_label: Short\ncustom_edit_url: null\nunlisted: true';
    expect(parseFrontMatter(`---\n${fields}\n---\n`, 'doc.md').frontMatter).toEqual({
      hide_title: true, toc_min_heading_level: 3, toc_max_heading_level: 5, sidebar_class_name: 'green', pagination_label: 'Short', custom_edit_url: null, unlisted: true,
    });
    expect(() => parseFrontMatter('---\ntitle: T\ntoc_max_heading_level: 7\n---\n', 'doc.md')).toThrow(/front matter "toc_max_heading_level": expected a heading level from 2 to 6, received 7/);
    expect(() => parseFrontMatter('---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n', 'doc.md')).toThrow(/front matter "toc_min_heading_level": the lowest level .* \(4\) is above its highest/);
  });
});
