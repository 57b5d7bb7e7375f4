import { parseDocument, isMap } from 'yaml';
import { UserError } from '../util/errors.js';
import { checkFrontMatter, type FrontMatter } from './frontMatterFields.js';

export type { FrontMatter } from './frontMatterFields.js';

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The Markdown body with the front matter block blanked out, so line numbers stay those of the file. */
  body: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function lineCol(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** A plain text value: starts with a letter, no character YAML could read otherwise (`:`, `#`, brackets, escapes...). */
const PLAIN_TEXT = /^\p{L}[\p{L}\p{N} .,;!?'"()/&+*=%@$_~-]*$/u;
/** Words the YAML parser (YAML 1.2, core schema) reads as something else than text. */
const NOT_TEXT = /^(true|false|null)$/i;
const plainText = (value: string) => PLAIN_TEXT.test(value) && !NOT_TEXT.test(value);

/**
 * Front matter made only of `key: value` lines whose values are plain text, whole numbers,
 * true/false or `[a, b]` lists of plain text, as the YAML parser reads it; undefined for anything
 * else, which the parser reads (a large site's files are mostly like this, and the parser costs
 * a tenth of a millisecond a file).
 */
function simpleYaml(text: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = /^([A-Za-z_][\w-]*):[ ]+(.*?)[ ]*$/.exec(line);
    if (!match || Object.hasOwn(data, match[1]!)) return undefined;
    const value = match[2]!;
    if (/^-?[0-9]{1,15}$/.test(value)) data[match[1]!] = Number(value);
    else if (value === 'true' || value === 'false') data[match[1]!] = value === 'true';
    else if (plainText(value)) data[match[1]!] = value;
    else if (/^\[.*\]$/.test(value)) {
      const items = value.slice(1, -1).split(',').map((item) => item.trim());
      if (items.length === 1 && items[0] === '') data[match[1]!] = [];
      else if (items.every(plainText)) data[match[1]!] = items;
      else return undefined;
    } else return undefined;
  }
  return data;
}

/** Front matter read by the YAML parser; a YAML error or a value that is not a mapping is a user error. */
function parseYaml(yamlText: string, file: string): Record<string, unknown> {
  const doc = parseDocument(yamlText);
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = yamlError.linePos?.[0];
    throw new UserError({
      message: `invalid YAML front matter: ${yamlError.message.split('\n')[0]}`,
      file,
      line: pos ? pos.line + 1 : 2,
      column: pos?.col,
      hint: 'fix the YAML between the two --- lines (quote values that contain ":" or "#")',
    });
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || (doc.contents !== null && !isMap(doc.contents))) {
    throw new UserError({ message: 'front matter must be a YAML mapping (key: value lines)', file, line: 2 });
  }
  return data as Record<string, unknown>;
}

/** Splits and validates the YAML front matter of a Markdown file; errors carry file:line:col. */
export function parseFrontMatter(source: string, file: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const yamlText = match[1]!;
  const data = simpleYaml(yamlText) ?? parseYaml(yamlText, file);
  const result = checkFrontMatter(data);
  if (!result.ok) {
    const { path, message } = result.problem;
    const key = String(path[0]);
    const keyOffset = yamlText.search(new RegExp(`^${key}\\s*:`, 'm'));
    const where = keyOffset >= 0 ? lineCol(yamlText, keyOffset) : { line: 1, column: 1 };
    throw new UserError({
      message: `front matter "${path.join('.')}": ${message}`,
      file,
      line: where.line + 1,
      column: where.column,
      hint: `see the front matter fields in README.md; "${key}" has the wrong type`,
    });
  }
  const blanked = match[0].replace(/[^\n]/g, '');
  return { frontMatter: result.data, body: blanked + source.slice(match[0].length) };
}
