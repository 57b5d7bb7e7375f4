import type { Root } from 'hast';
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { TocItem } from './headings.js';

/** A page that names `toc` and does not declare it (Docusaurus's `<TOCInline toc={toc} />` reads the page's own). */
const NAMES_TOC = /\btoc\b/;
const DECLARES_TOC = /^\s*export\s+(?:const|let|var|function)\s+toc\b/m;

/**
 * Adds `export const toc = [{ value, id, level }, ...]` to an MDX page's tree, its headings as
 * Docusaurus exports them from every MDX page (`value`: the heading's text), when its source
 * names `toc` and does not declare it itself.
 */
export function addTocExport(tree: Root, headings: TocItem[], source: string): void {
  if (!NAMES_TOC.test(source) || DECLARES_TOC.test(source)) return;
  const value = headings.map((h) => ({ value: h.text, id: h.id, level: h.level }));
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(value) }] },
      },
    ],
  };
  tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: program } } as never);
}
