import { describe, expect, it } from 'vitest';
import { buildFailure } from './helpers/fixture.js';
import { migratedReactPagesSite } from './helpers/reactPagesSite.js';

describe("the links a React page renders are checked as a Markdown page's", () => {
  it("a <Link> to no page, in the page or in a component it imports, and an <a href> outside the base URL fail the build, all at once, each where it is written", () => {
    const dir = migratedReactPagesSite({
      'src/components/Cards.js': "import Link from '@docusaurus/Link';\n\nexport default function Cards() {\n  return (\n    <div>\n      <Link to=\"/docs/start\">Fine</Link>\n      <Link to=\"/docs/gone\">Gone</Link>\n    </div>\n  );\n}\n",
      'src/pages/welcome.js': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Cards from '@site/src/components/Cards';

export default function Welcome() {
  return (
    <Layout title="Welcome">
      <Link className="button button--primary" to="/docs/getting-started">Get started</Link>
      <a href="/elsewhere/page">Elsewhere</a>
      <Cards />
    </Layout>
  );
}
`,
    });
    const stderr = buildFailure(dir);
    const errors = stderr.split('\n').filter((line) => line.startsWith('error src/'));
    expect(errors).toEqual([
      'error src/pages/welcome.js:8:51: broken link "/docs/getting-started": no page at /doc/docs/getting-started',
      `error src/pages/welcome.js:9:15: broken link "/elsewhere/page": it leads outside the site's base URL (/doc/): write it as a path of the site with <Link to>, or useBaseUrl`,
      'error src/components/Cards.js:7:16: broken link "/docs/gone": no page at /doc/docs/gone',
    ]);
    expect(stderr).toContain('3 broken link(s)');
  });
});
