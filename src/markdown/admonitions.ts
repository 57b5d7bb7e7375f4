import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];
/** Docusaurus's aliases. */
const ALIASES: Record<string, AdmonitionType> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

/**
 * Docusaurus writes `:::tip Some title`; remark-directive wants `:::tip[Some title]`. Rewrites
 * those opening lines only (outside fenced code), keeping line numbers.
 */
export function normalizeAdmonitionTitles(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const f = /^\s*(`{3,}|~{3,})/.exec(line);
      if (f) {
        if (!fence) fence = f[1]!;
        else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
        return line;
      }
      if (fence) return line;
      return line.replace(/^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/, (_m, colons: string, name: string, title: string) => `${colons}${name}[${title}]`);
    })
    .join('\n');
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * Turns `:::note` ... `:::` containers into admonition boxes (`div.admonition.admonition-note`
 * with a heading and a content div). Directives that are not admonitions (`10:30`, `a:b` in
 * prose) are put back as the text they were written as.
 */
export function remarkAdmonitions(options: { titles: Record<AdmonitionType, string> }) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      const kind = ALIASES[directive.name] ?? (ADMONITION_TYPES as readonly string[]).find((t) => t === directive.name);
      if (directive.type === 'containerDirective' && kind) {
        const children = [...directive.children];
        let title: string = options.titles[kind as AdmonitionType];
        const first = children[0];
        if (first?.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
          children.shift();
          title = first.children.map((c) => ('value' in c ? c.value : '')).join('');
        }
        directive.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`] } };
        directive.children = [
          { type: 'paragraph', data: { hName: 'div', hProperties: { className: ['admonition-heading'] } }, children: [{ type: 'text', value: title }] },
          { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: children as never },
        ];
        return;
      }
      if (!parent || index === undefined) return;
      const marker = directive.type === 'textDirective' ? ':' : directive.type === 'leafDirective' ? '::' : ':::';
      const restored = [{ type: 'text' as const, value: `${marker}${directive.name}` }, ...(directive.children as never[])];
      if (directive.type === 'textDirective') parent.children.splice(index, 1, ...restored);
      else parent.children.splice(index, 1, { type: 'paragraph', children: restored } as never);
      return [SKIP, index + restored.length];
    });
  };
}
