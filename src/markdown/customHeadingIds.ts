import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** `## Install {#install}`: removes the `{#id}` suffix from the heading and keeps it as the heading's id. */
export function remarkCustomHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading) => {
      const last = heading.children[heading.children.length - 1];
      if (last?.type !== 'text') return;
      const match = /\s*\{#([^\s}]+)\}\s*$/.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
    });
  };
}
