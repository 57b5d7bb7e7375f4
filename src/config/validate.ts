import type { z } from 'zod';
import { UserError, type Problem } from '../util/errors.js';
import { likelyMeant } from '../util/likelyMeant.js';
import { siteConfigSchema, type SiteConfigData } from './schema.js';

/** `navbar.items[2].href` from zod's path array. */
export function formatPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out ? `${out}.${String(seg)}` : String(seg)), '');
}

/** Offset of the n-th element of the array literal that starts at or after `from`, skipping strings. */
function nthElement(source: string, from: number, n: number): number | undefined {
  const open = source.indexOf('[', from);
  if (open < 0) return undefined;
  let depth = 0;
  let count = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      const end = source.indexOf(c, i + 1);
      if (end < 0) return undefined;
      i = end;
    } else if (c === '[' || c === '{' || c === '(') depth++;
    else if (c === ']' || c === '}' || c === ')') {
      if (--depth === 0) return undefined;
    } else if (c === ',' && depth === 1 && ++count === n) return i + 1;
  }
  return undefined;
}

/**
 * Best-effort line of a config path (`navbar.items[2].href`) in the source: each key is searched
 * after the previous one, an index moves to that element of the array literal.
 */
export function lineOfPath(source: string, segments: readonly PropertyKey[]): number | undefined {
  let pos = 0;
  let found: number | undefined;
  for (const seg of segments) {
    if (typeof seg === 'number') {
      const at = seg === 0 ? source.indexOf('[', pos) + 1 : nthElement(source, pos, seg);
      if (!at || at <= 0) break;
      pos = found = at + (/^\s*/.exec(source.slice(at))?.[0].length ?? 0);
      continue;
    }
    const re = new RegExp(`(^|[\\s{,'"])${String(seg).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`, 'gm');
    re.lastIndex = pos;
    const match = re.exec(source);
    if (!match) break;
    pos = found = match.index + match[1]!.length;
  }
  return found === undefined ? undefined : source.slice(0, found).split('\n').length;
}

/** The issue to report: for a union (a navbar or sidebar item), the closest branch's first complaint. */
function innermost(issue: z.core.$ZodIssue, base: readonly PropertyKey[] = []): { path: PropertyKey[]; issue: z.core.$ZodIssue } {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length) {
    const best = [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0];
    if (best) return innermost(best, path);
  }
  return { path, issue };
}

/** What fieldsAt reads of a schema's definition (zod's own, by its `type`). */
interface SchemaDef {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  options?: z.core.$ZodType[];
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
}

/** The fields the schema allows in an object at `path` (any of them, for a union). */
export function fieldsAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  const def = schema._zod.def as SchemaDef;
  const inner = def.innerType ?? def.in ?? def.getter?.();
  if (inner) return fieldsAt(inner, path);
  if (def.options) return def.options.flatMap((option) => fieldsAt(option, path));
  const [first, ...rest] = path;
  if (def.shape) {
    if (first === undefined) return Object.keys(def.shape);
    const field = def.shape[String(first)];
    return field ? fieldsAt(field, rest) : [];
  }
  const next = typeof first === 'number' ? def.element : first !== undefined ? def.valueType : undefined;
  return next ? fieldsAt(next, rest) : [];
}

/** Docusaurus's names of fields docgen has under another name. */
const DOCUSAURUS_NAMES: Record<string, string> = { 'footer.links': 'footer.columns', themeConfig: 'the top-level fields (navbar, footer, colorMode, image, metadata...)', presets: 'docs, customCss... (run `docgen migrate` on a Docusaurus config)' };

function describe(issue: z.core.$ZodIssue, path: readonly PropertyKey[]): string {
  if (issue.code === 'unrecognized_keys') {
    const fields = fieldsAt(siteConfigSchema, path);
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys
      .map((key) => {
        const docgenName = DOCUSAURUS_NAMES[formatPath([...path, key])];
        if (docgenName) return `"${key}" (docgen calls this ${docgenName})`;
        const meant = likelyMeant(key, fields);
        return `"${key}"${meant ? ` (did you mean "${meant}"?)` : ''}`;
      })
      .join(', ')}`;
  }
  return issue.message.replace(/^Invalid input: /, '');
}

export function validateConfig(value: unknown, file: string, source: string): SiteConfigData {
  const result = siteConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const problems: Problem[] = result.error.issues.map((reported) => {
    const { path, issue } = innermost(reported);
    const where = formatPath(path);
    return {
      message: `${where ? `${where}: ` : ''}${describe(issue, path)}`,
      file,
      // An unknown field is where it is written, not where its object begins.
      line: lineOfPath(source, issue.code === 'unrecognized_keys' ? [...path, issue.keys[0]!] : path),
      hint: 'fix this field in the config (see README.md, "Configure the site")',
    };
  });
  throw new UserError(problems);
}
