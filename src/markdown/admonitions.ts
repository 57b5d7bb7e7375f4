import type { MarkdownIt, StateBlock } from 'markdown-it';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];
/** Docusaurus's aliases. */
const ALIASES: Record<string, AdmonitionType> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

/** `:::tip`, `:::tip Title`, `:::tip[Title]` (3 or more colons). */
const OPENING = /^(:{3,})[ \t]*([A-Za-z]+)(?:\[(.*)\]|[ \t]+(.*?))?[ \t]*$/;
const CLOSING = /^:{3,}[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;

export function admonitionKind(name: string): AdmonitionType | undefined {
  const lower = name.toLowerCase();
  return ALIASES[lower] ?? ADMONITION_TYPES.find((t) => t === lower);
}

/** The text of line `n` after its indentation, and whether it is indented enough to be code. */
function lineAt(state: StateBlock, n: number): { text: string; code: boolean } {
  const start = state.bMarks[n]! + state.tShift[n]!;
  return { text: state.src.slice(start, state.eMarks[n]!), code: state.sCount[n]! - state.blkIndent >= 4 };
}

/**
 * Where the admonition opened at `from` ends: at its closing `:::` line (`closed`), found at the
 * same depth (admonitions nest, with any number of colons) outside fenced code; else where its
 * container ends.
 */
function extent(state: StateBlock, from: number, end: number): { last: number; closed: boolean } {
  let depth = 0;
  let fence: string | undefined;
  for (let n = from + 1; n < end; n++) {
    if (state.isEmpty(n)) continue;
    if (state.sCount[n]! < state.blkIndent) return { last: n, closed: false };
    const { text, code } = lineAt(state, n);
    if (code) continue;
    const f = FENCE.exec(text)?.[1];
    if (f && (!fence || (f[0] === fence[0] && f.length >= fence.length && !text.slice(f.length).trim()))) {
      fence = fence ? undefined : f;
      continue;
    }
    if (fence) continue;
    const open = OPENING.exec(text);
    if (open && admonitionKind(open[2]!)) depth++;
    else if (CLOSING.test(text)) {
      if (!depth) return { last: n, closed: true };
      depth--;
    }
  }
  return { last: end, closed: false };
}

/**
 * Docusaurus's admonitions, `:::note|tip|info|warning|danger [title]` ... `:::`, as block tokens:
 * `admonition_open` (meta: kind), an optional `admonition_title` inline, the content, `admonition_close`.
 * Any other `:::name` stays the text it was written as.
 */
export function admonitionsPlugin(md: MarkdownIt): void {
  md.block.ruler.before(
    'fence',
    'admonition',
    (state, startLine, endLine, silent) => {
      const { text, code } = lineAt(state, startLine);
      if (code || text.charCodeAt(0) !== 0x3a /* : */) return false;
      const open = OPENING.exec(text);
      const kind = open && admonitionKind(open[2]!);
      if (!open || !kind) return false;
      if (silent) return true;
      const { last, closed } = extent(state, startLine, endLine);

      const opening = state.push('admonition_open', 'div', 1);
      opening.meta = { kind };
      opening.map = [startLine, last];
      const title = (open[3] ?? open[4] ?? '').trim();
      if (title) {
        const inline = state.push('inline', '', 0);
        inline.content = title;
        inline.map = [startLine, startLine + 1];
        inline.children = [];
        inline.meta = { admonitionTitle: true };
      }
      const parentType = state.parentType;
      const lineMax = state.lineMax;
      state.parentType = 'blockquote';
      state.lineMax = last;
      state.md.block.tokenize(state, startLine + 1, last);
      state.parentType = parentType;
      state.lineMax = lineMax;
      state.push('admonition_close', 'div', -1);
      state.line = closed ? last + 1 : last;
      return true;
    },
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );
}
