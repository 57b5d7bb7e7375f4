/**
 * Front matter in the shape nearly every file has, read without the YAML parser: its first use in
 * a build costs ~25 ms (its code is not yet optimized), a sixteenth of a small site's build, and
 * one file like a home page's hero is enough to pay it. Read here: `key: value` lines, mappings
 * and `- ` lists nested by indentation, `[a, b]` lists of text, and values that are plain text,
 * whole numbers, true/false or quoted text without escapes, each as YAML 1.2 reads it. Anything
 * else (comments, anchors, block scalars, other numbers, null, a key twice...) is left to the
 * YAML parser: `plainYaml` gives undefined.
 */
export function plainYaml(text: string): Record<string, unknown> | undefined {
  const lines: Line[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const trimmed = raw.trimEnd();
    if (!trimmed.trim()) continue;
    const indent = trimmed.length - trimmed.trimStart().length;
    if (/^ *\t/.test(trimmed)) return undefined;
    lines.push({ indent, text: trimmed.slice(indent) });
  }
  if (!lines.length) return {};
  try {
    // A line the mappings and lists did not take (indented otherwise) ends them all before the last.
    const [data, next] = mapping(lines, 0, 0);
    return next === lines.length ? data : undefined;
  } catch (error) {
    if (error === NOT_PLAIN) return undefined;
    throw error;
  }
}

interface Line {
  indent: number;
  text: string;
}

/** Thrown on the first thing the YAML parser is left to read. */
const NOT_PLAIN = new Error('not plain front matter');
const notPlain = (): never => {
  throw NOT_PLAIN;
};

const isItem = (text: string) => text === '-' || text.startsWith('- ');
const KEY = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
/** Text YAML reads as text: starts with a letter or `/`; no `: ` or ` #`, nothing YAML gives a meaning to (quotes, brackets, `&`-anchors' `*`...) at the start. */
const PLAIN_TEXT = /^[\p{L}/][\p{L}\p{N} .,;:#!?'"()/&+*=%@$_~-]*$/u;
/** Words YAML 1.2 (core schema) reads as something else than text. */
const NOT_TEXT = /^(true|false|null)$/i;
const plainText = (value: string) => PLAIN_TEXT.test(value) && !NOT_TEXT.test(value) && !/: | #|:$/.test(value);

/** The lines from `at` that are the keys of one mapping (at `indent`), and the line after them. */
function mapping(lines: Line[], at: number, indent: number): [Record<string, unknown>, number] {
  const data: Record<string, unknown> = {};
  while (at < lines.length && lines[at]!.indent === indent) {
    const match = KEY.exec(lines[at]!.text) ?? notPlain();
    const key = match[1]!;
    if (Object.hasOwn(data, key) || NOT_TEXT.test(key)) notPlain();
    const next = lines[at + 1];
    if (match[2] !== undefined) [data[key], at] = [scalar(match[2]), at + 1];
    else if (next && next.indent > indent) [data[key], at] = isItem(next.text) ? list(lines, at + 1, next.indent) : mapping(lines, at + 1, next.indent);
    // A list under a key may start at the key's own indentation.
    else if (next && next.indent === indent && isItem(next.text)) [data[key], at] = list(lines, at + 1, indent);
    else notPlain();
  }
  return [data, at];
}

/** The lines from `at` that are the items of one `- ` list (at `indent`), and the line after them. */
function list(lines: Line[], at: number, indent: number): [unknown[], number] {
  const items: unknown[] = [];
  while (at < lines.length && lines[at]!.indent === indent && isItem(lines[at]!.text)) {
    const after = lines[at]!.text.slice(2);
    const content = after.replace(/^ +/, '');
    if (KEY.test(content)) {
      // `- key: value`: a mapping whose keys line up with this first one.
      lines[at] = { indent: indent + 2 + after.length - content.length, text: content };
      const [item, next] = mapping(lines, at, lines[at]!.indent);
      items.push(item);
      at = next;
    } else {
      items.push(scalar(content));
      at++;
    }
  }
  return [items, at];
}

function scalar(value: string): unknown {
  if (/^-?[0-9]{1,15}$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  if (plainText(value)) return value;
  const double = /^"([^"\\]*)"$/.exec(value);
  if (double) return double[1];
  const single = /^'((?:[^']|'')*)'$/.exec(value);
  if (single) return single[1]!.replace(/''/g, "'");
  if (/^\[.*\]$/.test(value)) {
    const items = value.slice(1, -1).split(',').map((item) => item.trim());
    if (items.length === 1 && items[0] === '') return [];
    if (items.every(plainText)) return items;
  }
  return notPlain();
}
