import type { Element, ElementContent, Properties, Root, Text } from 'hast';
import type { Token } from 'markdown-it';
import type { AdmonitionType } from './admonitions.js';
import { codeBlock, type ListingStore } from './code.js';
import { footnoteBackref, footnoteItem, footnoteRef, footnotesSection, type FootnoteMeta } from './footnotes.js';
import { linkColumns } from './links.js';

/** The page's words the tree needs. */
export interface TreeLabels {
  copy: string;
  footnotes: string;
  backToContent: string;
  admonitions: Record<AdmonitionType, string>;
}

type Parent = Root | Element;

const text = (value: string): Text => ({ type: 'text', value });
const el = (tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });

const CUSTOM_ID = /[ \t]*\{#([^\s}]+)\}[ \t]*$/;
const TASK = /^\[([ xX])\][ \t]+/;

/** `## Title {#id}`: takes the `{#id}` off the heading's text and returns it. */
function takeCustomId(inline: Token | undefined): string | undefined {
  const last = inline?.children?.at(-1);
  const match = last?.type === 'text' ? CUSTOM_ID.exec(last.content) : null;
  if (!last || !match) return undefined;
  last.content = last.content.slice(0, match.index);
  return match[1];
}

/** `- [x] done`: takes the box off the item's text and says whether it is checked. */
function takeTaskBox(tokens: Token[], i: number): boolean | undefined {
  const inline = tokens[i + 2];
  const first = inline?.children?.[0];
  const match = tokens[i + 1]?.type === 'paragraph_open' && inline?.type === 'inline' && first?.type === 'text' ? TASK.exec(first.content) : null;
  if (!first || !match) return undefined;
  first.content = first.content.slice(match[0].length);
  return match[1] !== ' ';
}

/** What markdown-it-footnote put on a footnote token. */
const noteOf = (token: Token) => token.meta as unknown as FootnoteMeta;

/** Block tokens that open a plain element: their tag is the element's. */
const PLAIN_BLOCKS = new Set(['blockquote_open', 'bullet_list_open', 'table_open', 'thead_open', 'tbody_open', 'tr_open']);

/**
 * markdown-it's token stream -> a hast tree, shaped like remark-rehype's output (GFM footnotes and
 * task lists, `{#custom-id}` headings, raw HTML kept as `raw` nodes), with every link and image
 * carrying the line and column it was written at.
 */
export function tokensToHast(tokens: Token[], source: string, labels: TreeLabels, listings?: ListingStore): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: Parent[] = [root];
  const top = () => stack[stack.length - 1]!;
  const columns = linkColumns(source);
  /** Block content is separated by newlines, as remark-rehype does. */
  const addBlock = (node: ElementContent) => {
    const parent = top();
    if (parent.children.length) parent.children.push(text('\n'));
    parent.children.push(node);
  };
  const open = (node: Element) => {
    addBlock(node);
    stack.push(node);
  };
  let checkbox: boolean | undefined;
  let admonitionHeading: Element | undefined;

  tokens.forEach((token, i) => {
    switch (token.type) {
      case 'paragraph_open':
        if (token.hidden) stack.push(top());
        else open(el('p'));
        return;
      case 'heading_open': {
        const id = takeCustomId(tokens[i + 1]);
        return open(el(token.tag, id ? { id } : {}));
      }
      case 'ordered_list_open': {
        const start = Number(token.attrGet('start') ?? 1);
        return open(el('ol', start !== 1 ? { start } : {}));
      }
      case 'list_item_open': {
        checkbox = takeTaskBox(tokens, i);
        if (checkbox === undefined) return open(el('li'));
        const list = top() as Element;
        list.properties.className = ['contains-task-list'];
        return open(el('li', { className: ['task-list-item'] }));
      }
      case 'th_open':
      case 'td_open': {
        const align = /text-align:(\w+)/.exec(String(token.attrGet('style') ?? ''))?.[1];
        return open(el(token.tag, align ? { align } : {}));
      }
      case 'admonition_open': {
        const kind = (token.meta as { kind: AdmonitionType }).kind;
        const hasTitle = tokens[i + 1]?.meta?.admonitionTitle === true;
        admonitionHeading = el('div', { className: ['admonition-heading'] }, hasTitle ? [] : [text(labels.admonitions[kind])]);
        const content = el('div', { className: ['admonition-content'] });
        addBlock(el('div', { className: ['admonition', `admonition-${kind}`] }, [admonitionHeading, text('\n'), content]));
        stack.push(content);
        return;
      }
      case 'footnote_block_open': {
        const { section, list } = footnotesSection(labels.footnotes);
        addBlock(section);
        stack.push(list);
        return;
      }
      case 'footnote_open':
        return open(footnoteItem(noteOf(token)));
      case 'footnote_anchor':
        top().children.push(text(' '), footnoteBackref(noteOf(token), labels.backToContent));
        return;
      case 'inline': {
        const into = token.meta?.admonitionTitle ? admonitionHeading! : top();
        if (checkbox !== undefined) into.children.push(el('input', { type: 'checkbox', checked: checkbox, disabled: true }), text(' '));
        checkbox = undefined;
        inlineToHast(token.children ?? [], into, token.map ? token.map[0] + 1 : undefined, columns);
        return;
      }
      case 'fence':
      case 'code_block':
        return addBlock(codeBlock(token.content, token.type === 'fence' ? token.info : '', labels, listings));
      case 'html_block':
        return addBlock({ type: 'raw', value: token.content } as never);
      case 'hr':
        return addBlock(el('hr'));
      default:
        if (PLAIN_BLOCKS.has(token.type)) return open(el(token.tag));
        // Any other container (from a plugin) keeps its tag; closings end the open element.
        if (token.nesting === 1) return open(el(token.tag || 'div'));
        if (token.nesting === -1) stack.pop();
    }
  });
  return root;
}

/** Inline tokens -> hast children of `into`; `line` is the line the inline content starts on. */
function inlineToHast(tokens: Token[], into: Parent, line: number | undefined, columns: ReturnType<typeof linkColumns>): void {
  const stack: Parent[] = [into];
  const top = () => stack[stack.length - 1]!;
  const add = (node: ElementContent) => top().children.push(node);
  const open = (node: Element) => {
    add(node);
    stack.push(node);
  };
  /** Where a link or image was written: its line, and its column found by what it starts with. */
  const at = (startsWith: string) => {
    if (line === undefined) return undefined;
    const point = { line, column: columns(line, startsWith) ?? 1 };
    return { start: point, end: point };
  };
  tokens.forEach((token, i) => {
    switch (token.type) {
      case 'text':
        add(text(token.content));
        return;
      case 'softbreak':
        add(text('\n'));
        if (line !== undefined) line++;
        return;
      case 'hardbreak':
        add(el('br'));
        add(text('\n'));
        if (line !== undefined) line++;
        return;
      case 'code_inline':
        add(el('code', {}, [text(token.content)]));
        return;
      case 'em_open':
        open(el('em'));
        return;
      case 'strong_open':
        open(el('strong'));
        return;
      case 's_open':
        open(el('del'));
        return;
      case 'link_open': {
        const title = token.attrGet('title')?.toString();
        const link = el('a', { href: String(token.attrGet('href') ?? ''), ...(title ? { title } : {}) });
        const bare = token.markup === 'linkify' ? tokens[i + 1]?.content : token.markup === 'autolink' ? '<' : undefined;
        link.position = at(bare || '[');
        open(link);
        return;
      }
      case 'image': {
        const title = token.attrGet('title')?.toString();
        const image = el('img', { src: String(token.attrGet('src') ?? ''), alt: plainText(token.children ?? []), ...(title ? { title } : {}) });
        image.position = at('![');
        add(image);
        return;
      }
      case 'html_inline':
        add({ type: 'raw', value: token.content } as never);
        return;
      case 'footnote_ref':
        add(footnoteRef(noteOf(token)));
        return;
      default:
        if (token.nesting === -1) stack.pop();
    }
  });
}

/** The text of inline tokens (an image's alt). */
function plainText(tokens: Token[]): string {
  return tokens.map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : t.type === 'softbreak' ? '\n' : t.children ? plainText(t.children) : '')).join('');
}
