declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';
  /** Footnotes (`[^label]`, `^[inline]`): `footnote_*` tokens, the notes gathered at the end. */
  export default function footnotes(md: MarkdownIt): void;
}
