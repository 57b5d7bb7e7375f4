import type { Heading, Root } from 'mdast';

const CUSTOM_ID = /[ \t]*\{#([^\s}]+)\}[ \t]*$/;

/**
 * `## Title {#custom-id}`: the id is taken off the heading's text and given to the heading
 * element. In MDX, `{#custom-id}` is read as an expression, and is taken the same way.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const visit = (node: { children?: unknown[] }) => {
      for (const child of (node.children ?? []) as { type: string; children?: unknown[] }[]) {
        if (child.type === 'heading') takeCustomId(child as Heading);
        else if (child.children) visit(child);
      }
    };
    visit(tree);
  };
}

function takeCustomId(heading: Heading): void {
  const last = heading.children.at(-1) as { type: string; value?: string } | undefined;
  let id: string | undefined;
  if (last?.type === 'text') {
    const match = CUSTOM_ID.exec(last.value!);
    if (!match) return;
    id = match[1];
    last.value = last.value!.slice(0, match.index);
  } else if (last?.type === 'mdxTextExpression' && /^#[^\s}]+$/.test(last.value!.trim())) {
    id = last.value!.trim().slice(1);
    heading.children.pop();
    const before = heading.children.at(-1);
    if (before?.type === 'text') before.value = before.value.replace(/[ \t]+$/, '');
  }
  if (id) heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
}
