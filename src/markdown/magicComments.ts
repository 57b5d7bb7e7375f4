/**
 * Docusaurus's magic comments in a code listing: `highlight-next-line`, and `highlight-start` ...
 * `highlight-end`, in any of the comment forms Docusaurus reads them in (`// x`, `/* x *\/`,
 * `{/* x *\/}`, `# x`, `<!-- x -->`, `-- x`, `% x`, `;; x`), each alone on its line. The comment
 * lines are taken out of the listing; the lines they mark are highlighted.
 */
const MAGIC = /^\s*(?:\/\/|\/\*|\{\s*\/\*|#|<!--|--|%|;;)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}?|-->)?\s*$/;

export interface MagicLines {
  /** The listing without its magic comments. */
  text: string;
  /** Lines (from 1, of `text`) the comments highlight. */
  highlight: Set<number>;
}

export function applyMagicComments(text: string): MagicLines {
  const highlight = new Set<number>();
  if (!text.includes('highlight-')) return { text, highlight };
  const kept: string[] = [];
  let open = 0;
  let next = false;
  for (const line of text.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'highlight-next-line') next = true;
    else if (magic === 'highlight-start') open++;
    else if (magic === 'highlight-end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (open || next) highlight.add(kept.length);
      next = false;
    }
  }
  return { text: kept.join('\n'), highlight };
}
