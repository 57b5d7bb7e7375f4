import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { unified } from 'unified';
import { namedPlugins, type SitePlugins } from './sitePlugins.js';

const known = new WeakMap<SitePlugins, boolean>();

/** Whether running `plugins` on an empty tree of theirs ends later (a promise): unified says so when asked to run them at once. */
function answersLater(plugins: SitePlugins['remarkPlugins'], kind: 'remark' | 'rehype', tree: MdastRoot | HastRoot): boolean {
  if (!plugins.length) return false;
  try {
    unified().use(namedPlugins(plugins, kind)).runSync(tree as never);
  } catch (error) {
    if (error instanceof Error && /finished async/.test(error.message)) return true;
    // A plugin that fails on an empty tree fails on the pages too, where its error names the page.
  }
  return false;
}

/**
 * Whether some of the site's plugins are asynchronous (their transformer returns a promise, as
 * `@docusaurus/remark-plugin-npm2yarn`'s does): then every page is compiled by the asynchronous
 * MDX compile (a `.md` page as Markdown, Docusaurus's `format: 'md'`), as Docusaurus compiles all
 * its pages. Found once per list, by running them on an empty tree.
 */
export function hasAsyncPlugins(plugins: SitePlugins): boolean {
  let found = known.get(plugins);
  if (found === undefined) {
    found = answersLater(plugins.remarkPlugins, 'remark', { type: 'root', children: [] }) || answersLater(plugins.rehypePlugins, 'rehype', { type: 'root', children: [] });
    known.set(plugins, found);
  }
  return found;
}
