import type { Element, ElementContent, Root } from 'hast';
import { parseEntities } from 'parse-entities';
import { refractor, type Syntax } from 'refractor/core';
import bash from 'refractor/bash';
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import csharp from 'refractor/csharp';
import css from 'refractor/css';
import diff from 'refractor/diff';
import docker from 'refractor/docker';
import go from 'refractor/go';
import graphql from 'refractor/graphql';
import ini from 'refractor/ini';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import kotlin from 'refractor/kotlin';
import lua from 'refractor/lua';
import makefile from 'refractor/makefile';
import markdown from 'refractor/markdown';
import markup from 'refractor/markup';
import php from 'refractor/php';
import python from 'refractor/python';
import ruby from 'refractor/ruby';
import rust from 'refractor/rust';
import scss from 'refractor/scss';
import shellSession from 'refractor/shell-session';
import sql from 'refractor/sql';
import swift from 'refractor/swift';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import { highlightRangesOf } from '../util/highlightRanges.js';
import type { ListingHtml } from './listingHtml.js';
import { attributes, escapeAttribute, escapeText } from './listingMarkup.js';
import { applyMagicComments } from './magicComments.js';

/** The languages a docs site shows most (Docusaurus's default set and more); a fence in any other is shown as plain text. */
const LANGUAGES: Syntax[] = [bash, c, cpp, csharp, css, diff, docker, go, graphql, ini, java, javascript, json, jsx, kotlin, lua, makefile, markdown, markup, php, python, ruby, rust, scss, shellSession, sql, swift, toml, tsx, typescript, yaml];
/** Names fences use besides Prism's own names and aliases. */
const MORE_ALIASES: Record<string, string[]> = { bash: ['zsh', 'console'], 'shell-session': ['shellsession'], ini: ['env', 'dotenv'] };

/** Each grammar by every name a fence may give it. */
const GRAMMARS = new Map(LANGUAGES.flatMap((syntax) => [syntax.displayName, ...(syntax.aliases ?? []), ...(MORE_ALIASES[syntax.displayName] ?? [])].map((name) => [name, syntax] as const)));

interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  /** `showLineNumbers` (`showLineNumbers=5`: numbered from 5). */
  firstLineNumber?: number;
}

/**
 * Reads ```` ```py title="run.py" {1,3-5} ```` meta: a title and highlighted line numbers, the
 * ranges cut to the listing's `lines` (`{1-99999999999}` on a short listing costs nothing; the
 * content stage warns of it, see highlightOverruns).
 */
function parseCodeMeta(text: string, lines: number): CodeMeta {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const highlight = new Set<number>();
  for (const [from, to] of highlightRangesOf(text)?.ranges ?? []) for (let n = from; n <= Math.min(to, lines); n++) highlight.add(n);
  const numbered = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(text);
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, highlight, firstLineNumber: numbered ? Number(numbered[1] ?? 1) : undefined };
}

/** A Prism grammar: patterns by token name. */
type Grammar = object;

/** Prism's core as refractor extends it: what its types leave out. */
interface Prism {
  languages: Record<string, Grammar>;
  tokenize(text: string, grammar: Grammar): TokenStream;
  hooks: { run(name: string, env: object): void };
}
type TokenStream = (string | Token)[];
interface Token {
  type: string;
  content: string | Token | TokenStream;
  alias?: string | string[] | null;
}
const prism = refractor as unknown as Prism;

/** What a `wrap` hook is given; the content as refractor gives it when it is text (what the grammars' hooks read). */
interface WrapEnv {
  attributes: Record<string, string>;
  classes: string[];
  content: unknown;
  language: string;
  tag: string;
  type: string;
}

/** A listing's HTML before it is cut into lines: text, or an element's start and end tags around what it holds. */
type Piece = string | { start: string; end: string; content: Piece[] };

/**
 * Prism's tokens as pieces of HTML: the markup refractor's `highlight` gives (a `token` span per
 * token, the grammars' `wrap` hooks run on each), without a tree of hast in between. With the
 * tree (each span made from a CSS selector, then cut into lines, then written), the 500 listings
 * of the bench's 1,000 pages took 225 ms; 92 ms this way.
 */
function tokenPieces(value: string | Token | TokenStream, language: string, out: Piece[]): Piece[] {
  if (typeof value === 'string') {
    if (value) out.push(value);
    return out;
  }
  if (Array.isArray(value)) {
    for (const item of value) tokenPieces(item, language, out);
    return out;
  }
  const classes = ['token', value.type];
  if (typeof value.alias === 'string' && value.alias) classes.push(value.alias);
  else if (Array.isArray(value.alias)) classes.push(...value.alias);
  const content = tokenPieces(value.content, language, []);
  const given = typeof value.content === 'string' ? { type: 'text', value: value.content } : content;
  // Markup's hook names an entity in a title; markdown's highlights a fenced block's content (as hast).
  const env: WrapEnv = { attributes: {}, classes, content: given, language, tag: 'span', type: value.type };
  prism.hooks.run('wrap', env);
  let start = `<${env.tag} class="${escapeAttribute(env.classes.join(' '))}"`;
  for (const [name, attribute] of Object.entries(env.attributes)) start += ` ${name}="${escapeAttribute(parseEntities(attribute))}"`;
  out.push({ start: `${start}>`, end: `</${env.tag}>`, content: env.content === given ? content : hastPieces(env.content as ElementContent | ElementContent[] | Root, []) });
  return out;
}

/** Hast (what a hook may put in a token) as pieces of HTML; a root stands for its children. */
function hastPieces(node: ElementContent | ElementContent[] | Root, out: Piece[]): Piece[] {
  if (Array.isArray(node)) for (const child of node) hastPieces(child, out);
  else if (node.type === 'root') hastPieces(node.children as ElementContent[], out);
  else if (node.type === 'text' && node.value) out.push(node.value);
  else if (node.type === 'element') out.push({ start: `<${node.tagName}${attributes(node.properties)}>`, end: `</${node.tagName}>`, content: hastPieces(node.children, []) });
  return out;
}

/**
 * Prism (its grammars through refractor). A grammar is registered when a fence first names it
 * (with the grammars it builds on): registering them all took ~30 ms in each build thread, which a
 * build whose pages come from the cache, or a site with one language, need not spend. Prism over
 * highlight.js: the same 1,000 code blocks of the bench's corpus took 220 ms instead of 440 ms, and
 * its tokens are the ones Docusaurus sites are styled with.
 */
function highlightCode(value: string, lang: string | undefined): Piece[] {
  const syntax = lang && GRAMMARS.get(lang);
  if (!syntax) return [value];
  refractor.register(syntax);
  // Prism's own `highlight`, up to the tokens.
  const env = { code: value, grammar: prism.languages[syntax.displayName]!, language: syntax.displayName, tokens: [] as TokenStream };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return tokenPieces(env.tokens, env.language, []);
}

/**
 * The HTML inside a listing's `code` element: a `code-line` span per line (marked when the line
 * is highlighted); a token span that a line break cuts is closed at the end of the line and opened
 * again on the next, if it has text there (a span with no text on a line is left out of it).
 */
function linesHtml(pieces: Piece[], highlight: Set<number>): string {
  let html = '';
  let line = 0;
  /** The elements around the text being written, and how many of them the current line has opened. */
  const open: { start: string; end: string }[] = [];
  let opened = 0;
  const startLine = () => {
    html += highlight.has(++line) ? '<span class="code-line code-line-highlighted">' : '<span class="code-line">';
    opened = 0;
  };
  const endLine = () => {
    while (opened) html += open[--opened]!.end;
    html += '</span>';
  };
  const visit = (piece: Piece) => {
    if (typeof piece !== 'string') {
      open.push(piece);
      for (const inner of piece.content) visit(inner);
      open.pop();
      if (opened > open.length) {
        html += piece.end;
        opened--;
      }
      return;
    }
    let from = 0;
    for (let to = piece.indexOf('\n'); ; to = piece.indexOf('\n', from)) {
      const part = to < 0 ? piece.slice(from) : piece.slice(from, to);
      if (part) {
        while (opened < open.length) html += open[opened++]!.start;
        html += escapeText(part);
      }
      if (to < 0) return;
      endLine();
      html += '\n';
      startLine();
      from = to + 1;
    }
  };
  startLine();
  for (const piece of pieces) visit(piece);
  endLine();
  return html;
}

/**
 * Keeps highlighted listings' HTML between builds (see pipeline/pageListings.ts): gives the HTML kept
 * for a listing in `lang` with these highlighted lines (`lines`, as `1,3,4`) and this text, else
 * the HTML `made` gives, which it keeps.
 */
export type ListingStore = (lang: string, lines: string, text: string, made: () => string) => string;

const el = (tagName: string, className: string[], children: ElementContent[], extra: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties: className.length ? { className, ...extra } : extra,
  children,
});

/**
 * A fenced code block: highlighted at build time (no highlighter in the browser, and none for a
 * listing `listings` kept), one span per line with highlighted lines marked, an optional title,
 * and the word-wrap and copy buttons. The language is a class only: a label floating in the code
 * covered it (Docusaurus shows none either).
 */
export function codeBlock(value: string, info: string, labels: { copy: string; wrap: string }, listings?: ListingStore): Element {
  const [word, ...rest] = info.trim().split(/\s+/);
  const lang = word ? word.toLowerCase() : undefined;
  const magic = applyMagicComments(value.replace(/\n$/, ''));
  const text = magic.text;
  const meta = parseCodeMeta(rest.join(' '), text.split('\n').length);
  for (const line of magic.highlight) meta.highlight.add(line);
  const made = () => linesHtml(highlightCode(text, lang), meta.highlight);
  // Plain text costs less to make again than to look up.
  const html = listings && lang && GRAMMARS.has(lang) ? listings(lang, [...meta.highlight].join(','), text, made) : made();
  const listing: ListingHtml = { type: 'raw', value: html, data: { listing: text } };
  const langClass = lang ? [`language-${lang}`] : [];
  const numbered = meta.firstLineNumber === undefined ? {} : meta.firstLineNumber === 1 ? {} : { style: `counter-reset: code-line ${meta.firstLineNumber - 1}` };
  return el('div', ['code-block', ...(meta.firstLineNumber === undefined ? [] : ['code-block-numbered']), ...langClass], [
    ...(meta.title ? [el('div', ['code-block-title'], [{ type: 'text', value: meta.title }])] : []),
    el('div', ['code-block-body'], [
      el('pre', ['code-block-pre'], [el('code', langClass, [listing as never])], { tabIndex: 0, ...numbered }),
      el('div', ['code-block-buttons'], [
        el('button', ['code-block-wrap'], [], { type: 'button', ariaLabel: labels.wrap, title: labels.wrap, ariaPressed: 'false' }),
        el('button', ['code-block-copy'], [{ type: 'text', value: labels.copy }], { type: 'button', ariaLabel: labels.copy, title: labels.copy }),
      ]),
    ]),
  ]);
}
