import MarkdownIt, { type MarkdownIt as Parser, type StateCore } from 'markdown-it';
import footnotes from 'markdown-it-footnote';
import { admonitionsPlugin } from './admonitions.js';

/**
 * The end of a `www.` autolink (GFM): a domain, then anything up to a space or `<`, without the
 * trailing punctuation of the sentence or an unbalanced closing parenthesis.
 */
export function wwwLinkLength(text: string): number {
  let url = /^[\w-]+(?:\.[\w-]+)+[^\s<]*/.exec(text)?.[0] ?? '';
  for (;;) {
    const last = url.at(-1);
    const unbalanced = last === ')' && url.split(')').length > url.split('(').length;
    if (last && (/[?!.,:*_~'"]/.test(last) || unbalanced)) url = url.slice(0, -1);
    else return url.length;
  }
}

/** What every link linkify can find contains (see createParser). */
const MAY_LINK = /https?:|ftp:|mailto:|\/\/|www\.|@/i;

/** GFM leaves a sentence's punctuation out of a bare URL (`see http://x/docs: the API`); linkify keeps some. */
function trimLinkifiedPunctuation(state: StateCore): void {
  for (const block of state.tokens) {
    const children = block.children;
    if (block.type !== 'inline' || !children) continue;
    for (let i = 0; i < children.length - 2; i++) {
      const [open, label, close] = [children[i]!, children[i + 1]!, children[i + 2]!];
      const trailing = open.markup === 'linkify' && label.type === 'text' && close.type === 'link_close' ? /[?!.,:*_~]+$/.exec(label.content)?.[0] : undefined;
      if (!trailing) continue;
      label.content = label.content.slice(0, -trailing.length);
      const href = String(open.attrGet('href'));
      if (href.endsWith(trailing)) open.attrSet('href', href.slice(0, -trailing.length));
      const rest = new state.Token('text', '', 0);
      rest.content = trailing;
      children.splice(i + 3, 0, rest);
    }
  }
}

/**
 * CommonMark with GFM (tables, strikethrough, autolinks; task lists are read by toHast),
 * footnotes, raw HTML and Docusaurus's admonitions. One instance serves every page: parsing keeps
 * no state between documents.
 */
export function createParser(): Parser {
  const md = new MarkdownIt({ html: true, linkify: true });
  // GFM links bare URLs, `www.` names and e-mail addresses; not `main.py` or `example.com`.
  md.linkify.set({ fuzzyLink: false });
  md.linkify.add('www.', {
    validate: (text: string, pos: number) => wwwLinkLength(text.slice(pos)),
    normalize: (match: { url: string }) => {
      match.url = `http://${match.url}`;
    },
  });
  // linkify-it runs large Unicode regular expressions over every paragraph (its "quick" pretest
  // too: markdown-it runs it on every inline block); one without anything a link of these schemas
  // begins with (`http:`, `https:`, `ftp:`, `mailto:`, `//`, `www.`, an e-mail's `@`) cannot hold
  // one, and is passed over.
  const mayLink = (check: (text: string) => boolean) => (text: string) => MAY_LINK.test(text) && check(text);
  md.linkify.pretest = mayLink(md.linkify.pretest.bind(md.linkify));
  md.linkify.test = mayLink(md.linkify.test.bind(md.linkify));
  md.core.ruler.after('linkify', 'linkify_trim', trimLinkifiedPunctuation);
  return md.use(footnotes).use(admonitionsPlugin);
}
