import type { Code, InlineCode, Nodes, Root, Table, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A fenced code block of a doc page: its language, `title="..."` and first line of code in the file. */
export interface CodeBlock {
  lang: string;
  title: string | undefined;
  code: string;
  line: number;
}

/** A table whose first column names fields (header "Field" or "Champ"): each row's names and "Required" cell. */
export interface FieldTable {
  line: number;
  rows: { line: number; names: string[]; required: boolean | undefined }[];
}

/** A `/v1/...` route the prose of a page names, with its method when the page gives one. */
export interface RouteMention {
  line: number;
  method: string | undefined;
  path: string;
  query: string[];
}

export interface DocPage {
  codeBlocks: CodeBlock[];
  fieldTables: FieldTable[];
  routes: RouteMention[];
}

const FIELD_HEADERS = new Set(['Field', 'Champ']);
const REQUIRED_HEADERS = new Set(['Required', 'Obligatoire']);
const YES = new Set(['yes', 'oui']);
const NO = new Set(['no', 'non']);
/** Hosts of EvalAP's API in the docs: a local instance and the public one. Other `/v1` URLs are model providers. */
export const EVALAP_HOSTS = new Set(['localhost:8000', 'evalap.etalab.gouv.fr']);
const ROUTE = /(?:\b(GET|POST|PUT|PATCH|DELETE)\s+)?(?:https?:\/\/([\w.-]+(?::\d+)?))?(\/v1\/[\w{}/$.-]*)(\?[^\s`'")\]]*)?/g;

/**
 * Reads what the EvalAP code-block test checks from one doc page. MDX pages are read as Markdown
 * too: their JSX is left as HTML, and their code blocks, tables and prose read the same.
 */
export function readDocPage(text: string): DocPage {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(text) as Root;
  const page: DocPage = { codeBlocks: [], fieldTables: [], routes: [] };
  walk(tree, (node) => {
    if (node.type === 'code') page.codeBlocks.push(codeBlock(node));
    else if (node.type === 'table') {
      const table = fieldTable(node);
      if (table) page.fieldTables.push(table);
    } else if (node.type === 'text' || node.type === 'inlineCode') page.routes.push(...routeMentions(node));
  });
  return page;
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

function codeBlock(node: Code): CodeBlock {
  const title = /title="([^"]*)"/.exec(node.meta ?? '')?.[1];
  // The code starts on the line after the opening fence.
  return { lang: node.lang ?? '', title, code: node.value, line: (node.position?.start.line ?? 0) + 1 };
}

function fieldTable(node: Table): FieldTable | undefined {
  const [head, ...body] = node.children;
  const headers = head?.children.map((cell) => toString(cell).trim()) ?? [];
  if (!FIELD_HEADERS.has(headers[0] ?? '')) return undefined;
  const requiredColumn = headers.findIndex((h) => REQUIRED_HEADERS.has(h));
  return {
    line: node.position?.start.line ?? 0,
    rows: body.map((row) => {
      const names: string[] = [];
      const [first] = row.children;
      if (first) {
        walk(first, (n) => {
          if (n.type === 'inlineCode') names.push(n.value);
        });
      }
      const required = row.children[requiredColumn];
      const cell = required ? toString(required).trim().toLowerCase() : '';
      return { line: row.position?.start.line ?? 0, names, required: YES.has(cell) ? true : NO.has(cell) ? false : undefined };
    }),
  };
}

function routeMentions(node: Text | InlineCode): RouteMention[] {
  const mentions: RouteMention[] = [];
  for (const match of node.value.matchAll(ROUTE)) {
    const [, method, host, rawPath = '', rawQuery] = match;
    if (host && !EVALAP_HOSTS.has(host)) continue;
    const routePath = rawPath.replace(/[.,]+$/, '');
    if (routePath === '/v1/') continue;
    const query = rawQuery ? [...new URLSearchParams(rawQuery.slice(1)).keys()] : [];
    const line = (node.position?.start.line ?? 0) + (node.value.slice(0, match.index).match(/\n/g)?.length ?? 0);
    mentions.push({ line, method, path: routePath, query });
  }
  return mentions;
}
