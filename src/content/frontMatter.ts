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

/** Where the field `key` of the front matter `yamlText` starts, in the file (its line after the opening `---`). */
function fieldAt(yamlText: string, key: string): { line: number; column: number } | undefined {
  const offset = yamlText.search(new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm'));
  if (offset < 0) return undefined;
  const { line, column } = lineCol(yamlText, offset);
  return { line: line + 1, column };
}

/** Where the front matter field `key` starts in a Markdown file's `source`, if it has it. */
export function frontMatterFieldAt(source: string, key: string): { line: number; column: number } | undefined {
  const yamlText = FENCE.exec(source)?.[1];
  return yamlText === undefined ? undefined : fieldAt(yamlText, key);
}

/** Front matter read by the YAML parser; a YAML error or a value that is not a mapping is a user error. */
function parseYaml(yamlText: string, file: string): Record<string, unknown> {
  const doc = parseDocument(yamlText);
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = yamlError.linePos?.[0];
    throw new UserError({
      // The location is ours (the file's line): the YAML parser's own, of the YAML text alone, is cut off.
      message: `invalid YAML front matter: ${yamlError.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      file,
      line: pos ? pos.line + 1 : 2,
      column: pos?.col,
      hint: 'fix the YAML between the two --- lines (quote values that contain ":" or "#")',
    });
  }
  let data: unknown;
  try {
    // Copied: the parser's strings are slices of the file, which each would keep whole (V8) for as
    // long as the build keeps the value (a doc's title is in every sidebar that lists it).
    data = structuredClone(doc.toJS()) ?? {};
  } catch (error) {
    // The parser refuses aliases that would expand into a huge value (a "billion laughs" document).
    throw new UserError({ message: `invalid YAML front matter: ${(error as Error).message}`, file, line: 2, hint: 'write the values out instead of repeating aliases (*name) of aliases' }, { cause: error });
  }
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
  const data = parseYaml(yamlText, file);
  const result = checkFrontMatter(data);
  if (!result.ok) {
    const { path, message } = result.problem;
    const key = String(path[0]);
    throw new UserError({
      message: `front matter "${path.join('.')}": ${message}`,
      file,
      ...(fieldAt(yamlText, key) ?? { line: 2, column: 1 }),
      hint: `see the front matter fields in README.md; "${key}" has the wrong type`,
    });
  }
  const blanked = match[0].replace(/[^\n]/g, '');
  return { frontMatter: result.data, body: blanked + source.slice(match[0].length) };
}
