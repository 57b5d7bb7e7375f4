import type { Element, ElementContent, Text } from 'hast';
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

/** The languages a docs site shows most (Docusaurus's default set and more); a fence in any other is shown as plain text. */
const LANGUAGES: Syntax[] = [bash, c, cpp, csharp, css, diff, docker, go, graphql, ini, java, javascript, json, jsx, kotlin, lua, makefile, markdown, markup, php, python, ruby, rust, scss, shellSession, sql, swift, toml, tsx, typescript, yaml];
/** Names fences use besides Prism's own names and aliases. */
const MORE_ALIASES: Record<string, string[]> = { bash: ['zsh', 'console'], 'shell-session': ['shellsession'], ini: ['env', 'dotenv'] };

/** Each grammar by every name a fence may give it. */
const GRAMMARS = new Map(LANGUAGES.flatMap((syntax) => [syntax.displayName, ...(syntax.aliases ?? []), ...(MORE_ALIASES[syntax.displayName] ?? [])].map((name) => [name, syntax] as const)));

interface CodeMeta {
  title?: string;
  highlight: Set<number>;
}

/** Reads ```` ```py title="run.py" {1,3-5} ```` meta: a title and highlighted line numbers. */
function parseCodeMeta(text: string): CodeMeta {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let n = from; n <= (to || from); n++) highlight.add(n);
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, highlight };
}

/** Splits highlighted nodes into lines, re-opening the token spans that a newline cuts. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1]!.push({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((inner, i) => {
        if (i > 0) lines.push([]);
        if (inner.length) lines[lines.length - 1]!.push({ ...node, children: inner });
      });
    }
  }
  return lines;
}

/**
 * Prism (through refractor: hast out). A grammar is registered when a fence first names it (with
 * the grammars it builds on): registering them all took ~30 ms in each build thread, which a
 * build whose pages come from the cache, or a site with one language, need not spend. Prism over
 * highlight.js: the same 1,000 code blocks of the bench's corpus took 220 ms instead of 440 ms, and
 * its tokens are the ones Docusaurus sites are styled with.
 */
function highlightCode(value: string, lang: string | undefined): ElementContent[] {
  const syntax = lang && GRAMMARS.get(lang);
  if (!syntax) return [{ type: 'text', value } satisfies Text];
  refractor.register(syntax);
  return refractor.highlight(value, syntax.displayName).children as ElementContent[];
}

const el = (tagName: string, className: string[], children: ElementContent[], extra: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties: { className, ...extra },
  children,
});

/**
 * A fenced code block: highlighted at build time (no highlighter in the browser), one span per
 * line with highlighted lines marked, an optional title, the language label and a copy button.
 */
export function codeBlock(value: string, info: string, labels: { copy: string }): Element {
  const [word, ...rest] = info.trim().split(/\s+/);
  const lang = word ? word.toLowerCase() : undefined;
  const meta = parseCodeMeta(rest.join(' '));
  const lines = splitLines(highlightCode(value.replace(/\n$/, ''), lang));
  const code: ElementContent[] = [];
  lines.forEach((line, i) => {
    if (i > 0) code.push({ type: 'text', value: '\n' });
    code.push(el('span', meta.highlight.has(i + 1) ? ['code-line', 'code-line-highlighted'] : ['code-line'], line));
  });
  const langClass = lang ? [`language-${lang}`] : [];
  return el('div', ['code-block', ...langClass], [
    ...(meta.title ? [el('div', ['code-block-title'], [{ type: 'text', value: meta.title }])] : []),
    el('div', ['code-block-body'], [
      el('pre', ['code-block-pre'], [el('code', langClass, code)], { tabIndex: 0 }),
      ...(lang ? [el('span', ['code-block-lang'], [{ type: 'text', value: lang }])] : []),
      el('button', ['code-block-copy'], [{ type: 'text', value: labels.copy }], { type: 'button', ariaLabel: labels.copy, title: labels.copy }),
    ]),
  ]);
}
