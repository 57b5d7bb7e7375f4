import fs from 'node:fs';
import path from 'node:path';
import { isMap, LineCounter, parseDocument, type Document } from 'yaml';
import { UserError } from '../util/errors.js';
import { readSource } from './readSource.js';

/** A blog author as the theme shows it (Docusaurus's authors.yml fields, or a post's inline author). */
export interface BlogAuthor {
  /** Its key in authors.yml; inline authors have none. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Whether it has a page of its own (`page: true` in authors.yml): `/blog/authors/<key>`. */
  page: boolean;
}

/** A tag as tags.yml defines it (or a post's inline tag): its permalink is below the tags base path. */
export interface BlogTagDefinition {
  label: string;
  /** `/hello` (relative to `/blog/tags`). */
  permalink: string;
  description?: string;
  inline: boolean;
}

/** lodash's kebabCase, which Docusaurus names tag pages with: words split at case changes, letters and digits, joined by "-". */
export function kebabCase(text: string): string {
  return (text.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).join('-');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** A YAML (or JSON) data file of the blog: its mapping, and the line of each top-level key. */
function readMapping(file: string): { data: Record<string, unknown>; lineOf: (key: string) => number } {
  const lines = new LineCounter();
  const doc: Document = parseDocument(readSource(file), { lineCounter: lines });
  const error = doc.errors[0];
  if (error) {
    const pos = error.linePos?.[0];
    throw new UserError({ message: `invalid YAML: ${error.message.split('\n')[0]}`, file, line: pos?.line, column: pos?.col, hint: 'fix the YAML (quote values that contain ":" or "#")' });
  }
  if (doc.contents !== null && !isMap(doc.contents)) throw new UserError({ message: 'expected a mapping of keys to entries', file, line: 1, hint: 'write one "key:" line per entry, its fields indented below it' });
  const lineOf = (key: string) => {
    const pair = isMap(doc.contents) ? doc.contents.items.find((item) => String((item.key as { value?: unknown })?.value) === key) : undefined;
    const offset = (pair?.key as { range?: [number] } | undefined)?.range?.[0];
    return offset === undefined ? 1 : lines.linePos(offset).line;
  };
  return { data: (doc.toJS() ?? {}) as Record<string, unknown>, lineOf };
}

/** The first of the files that exists: a data file of the locale's blog folder, else of the default locale's. */
export function blogDataFile(dirs: (string | undefined)[], name: string): string | undefined {
  for (const dir of dirs) {
    if (!dir) continue;
    const file = path.resolve(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** Checks that each listed field of an entry is a string (or a boolean where said); a user error at the entry's line otherwise. */
function checkFields(file: string, line: number, key: string, entry: unknown, fields: Record<string, 'string' | 'page'>): Record<string, unknown> {
  if (entry === null || entry === undefined) return {};
  if (typeof entry !== 'object' || Array.isArray(entry)) throw new UserError({ message: `"${key}" must be a mapping of fields, not ${JSON.stringify(entry)}`, file, line, hint: `write its fields below it: ${Object.keys(fields).join(', ')}` });
  const record = entry as Record<string, unknown>;
  for (const [field, kind] of Object.entries(fields)) {
    const value = record[field];
    if (value === undefined || value === null) continue;
    const ok = kind === 'string' ? typeof value === 'string' : typeof value === 'boolean' || (typeof value === 'object' && !Array.isArray(value));
    if (!ok) throw new UserError({ message: `"${key}.${field}" must be ${kind === 'string' ? 'a string' : 'true, false or { permalink }'}, not ${JSON.stringify(value)}`, file, line, hint: `fix the value of ${field}` });
  }
  return record;
}

/** authors.yml (Docusaurus's format): key -> { name, title, url, image_url, email, page }. */
export function readAuthorsFile(file: string | undefined): Map<string, BlogAuthor> {
  const authors = new Map<string, BlogAuthor>();
  if (!file) return authors;
  const { data, lineOf } = readMapping(file);
  for (const [key, entry] of Object.entries(data)) {
    const fields = checkFields(file, lineOf(key), key, entry, { name: 'string', title: 'string', url: 'string', image_url: 'string', imageURL: 'string', email: 'string', page: 'page' });
    authors.set(key, authorOf(fields, key));
  }
  return authors;
}

/** An author from authors.yml fields or a post's inline author (which may use the legacy `imageURL`). */
export function authorOf(fields: Record<string, unknown>, key?: string): BlogAuthor {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  return { key, name: text('name'), title: text('title'), url: text('url'), imageURL: text('image_url') ?? text('imageURL'), email: text('email'), page: Boolean(fields.page) };
}

/** tags.yml: key -> { label, permalink, description }, with Docusaurus's defaults for what is left out. */
export function readTagsFile(file: string | undefined): Map<string, BlogTagDefinition> {
  const tags = new Map<string, BlogTagDefinition>();
  if (!file) return tags;
  const { data, lineOf } = readMapping(file);
  for (const [key, entry] of Object.entries(data)) {
    const fields = checkFields(file, lineOf(key), key, entry, { label: 'string', permalink: 'string', description: 'string' });
    const label = (fields.label as string | undefined) ?? capitalize(key);
    tags.set(key, { label, permalink: (fields.permalink as string | undefined) ?? `/${kebabCase(key)}`, description: (fields.description as string | undefined) ?? `${capitalize(key)} tag description`, inline: false });
  }
  return tags;
}
