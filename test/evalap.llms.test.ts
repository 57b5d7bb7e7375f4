import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docgen, Page, repoRoot } from './helpers/fixture.js';
import { EVALAP_DOC_ROUTES } from './helpers/evalap.js';

describe('the EvalAP site for LLMs and agents', () => {
  let out: string;
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  beforeAll(() => {
    out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-evalap-llms-')), 'build');
    const result = docgen(['build', '--out', out], repoRoot);
    expect(result.code, result.stderr).toBe(0);
  });

  it('has llms.txt and llms-full.txt in both locales, listing every doc by its Markdown version, in its language', () => {
    for (const [prefix, tagline, section] of [
      ['', 'Evaluation API and Platform for LLM models', '## User Guides'],
      ['fr/', "API et plateforme d'évaluation pour les modèles de langage (LLM)", "## Guides d'utilisation"],
    ] as const) {
      const llms = read(`${prefix}llms.txt`);
      expect(llms.startsWith(`# EvalAP\n\n> ${tagline}\n`), prefix).toBe(true);
      expect(llms).toContain(section);
      const listed = [...llms.matchAll(/^- \[[^\]]+\]\(https:\/\/evalap\.etalab\.gouv\.fr\/doc\/(.*?)\.md\): \S/gm)].map((m) => m[1]);
      // Every doc, and the home page (a standalone MDX page) under Pages.
      expect(listed.sort()).toEqual([`${prefix}docs`, ...EVALAP_DOC_ROUTES.map((r) => `${prefix}docs/${r}`), `${prefix}index`].sort());
      expect(llms).toMatch(new RegExp(`\\n## Pages\\n\\n- \\[EvalAP\\]\\(https://evalap\\.etalab\\.gouv\\.fr/doc/${prefix}index\\.md\\): \\S`));
      const full = read(`${prefix}llms-full.txt`);
      for (const route of ['', ...EVALAP_DOC_ROUTES.map((r) => `/${r}`)]) {
        const md = read(`${prefix}docs${route}.md`);
        // Each doc's Markdown: its title as on the page, and in llms-full.txt under it with its URL.
        const title = Page.read(path.join(out, `${prefix}docs${route}.html`)).text('article h1');
        expect(md.startsWith(`# ${title}\n\n`), route).toBe(true);
        expect(full).toContain(`# ${title}\n\nURL: https://evalap.etalab.gouv.fr/doc/${prefix}docs${route}\n\n`);
      }
    }
    // The MDX intro as Markdown: no import line, the cards' titles and links kept, links absolute.
    const intro = read('docs.md');
    expect(intro).not.toMatch(/^import /m);
    expect(intro).toContain('**Getting Started**');
    expect(intro).toContain('[Install with Docker](https://evalap.etalab.gouv.fr/doc/docs/getting-started/install-with-docker)');
    expect(intro).toMatch(/^:::info\[The web app shows results, the API does the work\]$/m);
  });
});
