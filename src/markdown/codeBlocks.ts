import type { Element, Root } from 'hast';
import type { Code } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { codeBlock } from './code.js';
import { pageDataOf } from './fileData.js';

/**
 * remark-rehype's handler of fenced code: `pre > code.language-x` as its own, with the fence's
 * meta (`title="x" {1,3}`) kept as an attribute, so that it survives the raw HTML stage (which
 * rebuilds the tree) and site rehype plugins see the code as they would in Docusaurus.
 */
export function codeHandler(state: State, node: Code): Element {
  const properties: Element['properties'] = node.lang ? { className: [`language-${node.lang}`] } : {};
  if (node.meta) properties.dataMeta = node.meta;
  const code: Element = { type: 'element', tagName: 'code', properties, children: [{ type: 'text', value: `${node.value}\n` }] };
  const pre: Element = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
  state.patch(node, pre);
  return state.applyData(node, pre);
}

/** The fence's info string back from a `code` element: its language, then its meta. */
function infoOf(code: Element): string {
  const className = Array.isArray(code.properties.className) ? code.properties.className : [];
  const lang = className.map(String).find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '';
  return `${lang} ${typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : ''}`;
}

/**
 * Every `pre > code` (in JSX elements too) becomes docgen's code block (see codeBlock: highlighted at build time, lines,
 * title, copy button), after the site's rehype plugins, which may have changed or replaced them.
 */
export function rehypeCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const { labels, listings } = pageDataOf(file);
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, i) => {
        // Through the JSX elements of an MDX page too (a tab's listing).
        if (child.type !== 'element') return void ('children' in child && Array.isArray(child.children) && visit(child as unknown as Element));
        const code = child.tagName === 'pre' && child.children.length === 1 ? child.children[0] : undefined;
        if (code?.type === 'element' && code.tagName === 'code' && code.children.every((c) => c.type === 'text')) {
          const text = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
          const block = codeBlock(text, infoOf(code), labels, listings);
          block.position = child.position;
          parent.children[i] = block;
        } else visit(child);
      });
    };
    visit(tree);
  };
}
