import fs from 'node:fs';
import path from 'node:path';
import { listFiles, Page } from './fixture.js';

/**
 * The doc pages of the EvalAP site in this repo, by route below `docs/`: the nine of SPEC.md
 * section 2 and the three guides EvalAP's own docs added since (sample-your-dataset,
 * evaluate-your-own-ia-system, create-compliance-experiment), thirteen pages with the intro.
 */
export const EVALAP_DOC_ROUTES = [
  'developer-guide/adding-a-new-metric',
  'developer-guide/increase-parallel-requests',
  'getting-started/install-from-source',
  'getting-started/install-with-docker',
  'user-guides/add-your-dataset',
  'user-guides/create-a-simple-experiment',
  'user-guides/create-compliance-experiment',
  'user-guides/create-experiment-set',
  'user-guides/evaluate-your-own-ia-system',
  'user-guides/run-answers-locally',
  'user-guides/sample-your-dataset',
  'user-guides/use-custom-llm-judge-prompt',
];

/**
 * The "Edit this page" links of a built site, each checked against the site's sources: a link must
 * be the docs' `editUrl` followed by a path inside the content folder, and that file must exist
 * (the link opens the file it names). Returns the number of links and what is wrong with any.
 */
export function checkEditLinks(out: string, siteDir: string, editUrl: string | undefined, contentDir = 'content'): { links: number; problems: string[] } {
  const problems: string[] = [];
  let links = 0;
  for (const file of listFiles(out).filter((f) => f.endsWith('.html'))) {
    for (const link of Page.read(path.join(out, file)).all('.edit-link')) {
      links++;
      const href = String(link.properties.href ?? '');
      if (!editUrl || !href.startsWith(editUrl)) {
        problems.push(`${file}: ${href} does not start with the editUrl (${editUrl ?? 'none set'})`);
        continue;
      }
      const source = decodeURIComponent(href.slice(editUrl.length));
      if (!source.startsWith(`${contentDir}/`)) problems.push(`${file}: ${source} is not in ${contentDir}/`);
      else if (!fs.existsSync(path.join(siteDir, source))) problems.push(`${file}: ${source} does not exist`);
    }
  }
  return { links, problems };
}
