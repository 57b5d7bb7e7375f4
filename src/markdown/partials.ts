import fs from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { removePosition } from 'unist-util-remove-position';
import { parseFrontMatter } from '../content/frontMatter.js';
import { readSource } from '../content/readSource.js';
import { UserError } from '../util/errors.js';

/** Reads a partial's text into a tree, as a page of its format is read (`.md`: Markdown, `.mdx`: MDX). */
export type PartialParser = (text: string, file: string, format: 'md' | 'mdx') => Root;

/** `import Name from './_file.md'` (or `.mdx`, or `@site/...`): a partial, as Docusaurus names them. */
const PARTIAL_IMPORT = /^\s*import\s+[\w$]+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;

/** A partial's file from the path its page imports it by (relative to the page, or `@site/`), or none (a package's). */
function partialFile(specifier: string, from: string, siteDir: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.join(siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return undefined;
}

/**
 * The text of every partial a page imports, its partials' too, in order: what the page's compile is
 * made from besides its own text (a page made again when one of them changes).
 */
export function partialTexts(source: string, file: string, siteDir: string, seen = new Set<string>([file])): string[] {
  const texts: string[] = [];
  for (const [, specifier] of source.matchAll(PARTIAL_IMPORT)) {
    const partial = partialFile(specifier!, file, siteDir);
    if (!partial || seen.has(partial) || !fs.existsSync(partial)) continue;
    seen.add(partial);
    const text = readSource(partial);
    texts.push(partial, text, ...partialTexts(text, partial, siteDir, seen));
  }
  return texts;
}

const isJsx = (node: Nodes): node is MdxJsxFlowElement | MdxJsxTextElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** A relative link or image of a partial, made relative to the page it is shown in (Docusaurus resolves it from the partial's file). */
function rebaseLinks(tree: Root, from: string, to: string): void {
  if (from === to) return;
  const visit = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !/^([a-z][a-z\d+.-]*:|[/#?]|$)/i.test(node.url)) {
      const [, target, rest] = /^([^?#]*)(.*)$/.exec(node.url)!;
      node.url = `${path.relative(to, path.resolve(from, target!)).split(path.sep).join('/') || '.'}${rest}`;
      if (!node.url.startsWith('.')) node.url = `./${node.url}`;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
}

/** The page's imports of partials, taken out of its ESM (they are no modules: their content is put where they are used), by the name each is imported as. */
function takePartialImports(tree: Root, file: string, siteDir: string): Map<string, string> {
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node as MdxjsEsm).data?.estree as Program | undefined;
    if (!program) continue;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !/\.mdx?$/.test(statement.source.value)) return true;
      const [only, ...others] = statement.specifiers;
      const target = partialFile(statement.source.value, file, siteDir);
      if (!target || only?.type !== 'ImportDefaultSpecifier' || others.length) return true;
      partials.set(only.local.name, target);
      return false;
    });
  }
  tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm' || ((node as MdxjsEsm).data?.estree as Program | undefined)?.body.length !== 0);
  return partials;
}

/** A partial's own imports, hoisted into its page: a relative one made absolute (it is resolved from the partial's folder). */
function hoistImports(partial: Root, file: string): MdxjsEsm[] {
  const imports = partial.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
  partial.children = partial.children.filter((node) => node.type !== 'mdxjsEsm');
  for (const node of imports) {
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if ((statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration' || statement.type === 'ExportNamedDeclaration') && typeof statement.source?.value === 'string' && statement.source.value.startsWith('.')) {
        const absolute = path.resolve(path.dirname(file), statement.source.value);
        statement.source.value = absolute;
        statement.source.raw = JSON.stringify(absolute);
      }
    }
  }
  return imports;
}

/**
 * Docusaurus's partials: `import Note from './_note.md'` then `<Note />` shows that file's
 * content there. docgen puts the partial's tree in place of each `<Note />` (its partials' too),
 * so that its headings are in the page's table of contents (as Docusaurus has them), its text in
 * the page's search records and Markdown version, and its links checked; its own imports join the
 * page's. A `<Note />` inside a line of text is one when the partial is a single paragraph.
 */
export function inlinePartials(tree: Root, file: string, siteDir: string, parse: PartialParser, seen: string[] = [file]): void {
  const partials = takePartialImports(tree, file, siteDir);
  if (!partials.size) return;
  const trees = new Map<string, Root>();
  const hoisted: MdxjsEsm[] = [];
  const contentOf = (name: string, node: Nodes): RootContent[] => {
    const partial = partials.get(name)!;
    if (seen.includes(partial)) {
      throw new UserError({ message: `the partial ${path.basename(partial)} imports itself, through ${seen.map((f) => path.basename(f)).join(' -> ')}`, file, line: node.position?.start.line, hint: 'remove one of the imports of the circle' });
    }
    let read = trees.get(partial);
    if (!read) {
      if (!fs.existsSync(partial)) throw new UserError({ message: `the partial "${name}" is imported from a file that does not exist: ${partial}`, file, line: node.position?.start.line, hint: 'check the import path (relative to this page, or `@site/...`)' });
      const { body } = parseFrontMatter(readSource(partial), partial);
      read = parse(body, partial, partial.endsWith('.mdx') ? 'mdx' : 'md');
      inlinePartials(read, partial, siteDir, parse, [...seen, partial]);
      hoisted.push(...hoistImports(read, partial));
      rebaseLinks(read, path.dirname(partial), path.dirname(file));
      // Its places are in another file: the page's messages would name the wrong lines.
      removePosition(read, { force: true });
      trees.set(partial, read);
    }
    return structuredClone(read.children);
  };
  const visit = (parent: Parent) => {
    const out: RootContent[] = [];
    for (const node of parent.children as RootContent[]) {
      const only = node.type === 'paragraph' && node.children.length === 1 ? node.children[0]! : undefined;
      const used = isJsx(node) ? node : only && isJsx(only) ? only : undefined;
      if (used?.name && partials.has(used.name)) {
        const content = contentOf(used.name, used);
        if (node.type === 'mdxJsxTextElement') {
          const paragraph = content.length === 1 && content[0]!.type === 'paragraph' ? content[0] : undefined;
          if (!paragraph) throw new UserError({ message: `the partial <${used.name} /> is used inside a line of text, and holds more than a paragraph`, file, line: used.position?.start.line, hint: `put <${used.name} /> on a line of its own` });
          out.push(...(paragraph.children as RootContent[]));
        } else out.push(...content);
        continue;
      }
      if ('children' in node) visit(node);
      out.push(node);
    }
    parent.children = out as Parent['children'];
  };
  visit(tree);
  tree.children.unshift(...hoisted);
}
