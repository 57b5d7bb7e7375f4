import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { Element } from 'hast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { State } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { labelsOf } from './fileData.js';

import { admonitionKind } from '../shared/admonitions.js';


/**
 * remark-rehype's handler of the containers admonitions are made of: their element (`data.hName`,
 * `data.hProperties`), with a line break between blocks as between any others.
 */
export function containerHandler(state: State, node: ContainerDirective): Element {
  const element: Element = { type: 'element', tagName: node.data?.hName ?? 'div', properties: { ...node.data?.hProperties }, children: state.wrap(state.all(node), false) };
  state.patch(node, element);
  return element;
}

/** Where an element goes in the HTML: remark-rehype reads `data.hName` and `data.hProperties`. */
const asElement = (className: string[]) => ({ hName: 'div', hProperties: { className } });

/**
 * Docusaurus's admonitions, container directives `:::note|tip|info|warning|danger[Title]` (the
 * `:::tip Title` form is turned into this one before parsing, see admonitionTitles.ts), as
 * `div.admonition.admonition-{type}` holding a heading (the title, else the type's word in the
 * page's language) and the content. Other directives are left to restoreDirectives.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const labels = labelsOf(file);
    const visit = (children: RootContent[]) => {
      for (const node of children) {
        if ('children' in node) visit(node.children as RootContent[]);
        if (node.type !== 'containerDirective') continue;
        const kind = admonitionKind(node.name);
        if (!kind) continue;
        const label = node.children[0]?.type === 'paragraph' && node.children[0].data?.directiveLabel ? (node.children.shift() as Paragraph) : undefined;
        const title: PhrasingContent[] = label?.children.length ? label.children : [{ type: 'text', value: labels.admonitions[kind] }];
        const heading: Paragraph = { type: 'paragraph', children: title, data: asElement(['admonition-heading']) };
        const content: ContainerDirective = { type: 'containerDirective', name: 'content', children: node.children, data: asElement(['admonition-content']) };
        node.children = [heading, content];
        node.data = asElement(['admonition', `admonition-${kind}`]);
        node.attributes = {};
      }
    };
    visit(tree.children);
  };
}
