import type { z } from 'zod';
import { UserError, type Problem } from '../util/errors.js';
import { siteConfigSchema, type SiteConfigData } from './schema.js';

/** `navbar.items[2].href` from zod's path array. */
export function formatPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out ? `${out}.${String(seg)}` : String(seg)), '');
}

/**
 * Best-effort line of a config path in the source: each key is searched after the previous one;
 * an index n means the n-th occurrence of the next key. Good enough to point the reader's eye.
 */
export function lineOfPath(source: string, segments: readonly PropertyKey[]): number | undefined {
  let pos = 0;
  let skip = 0;
  let found: number | undefined;
  for (const seg of segments) {
    if (typeof seg === 'number') {
      skip = seg;
      continue;
    }
    const re = new RegExp(`(^|[\\s{,'"])${String(seg).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`, 'gm');
    re.lastIndex = pos;
    let match: RegExpExecArray | null = null;
    for (let i = 0; i <= skip; i++) {
      match = re.exec(source);
      if (!match) break;
    }
    skip = 0;
    if (!match) break;
    pos = match.index + match[0].length;
    found = pos;
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

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  return issue.message.replace(/^Invalid input: /, '');
}

export function validateConfig(value: unknown, file: string, source: string): SiteConfigData {
  const result = siteConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const problems: Problem[] = result.error.issues.map((reported) => {
    const { path, issue } = innermost(reported);
    const where = formatPath(path);
    return {
      message: `${where ? `${where}: ` : ''}${describe(issue)}`,
      file,
      line: lineOfPath(source, path),
      hint: 'fix this field in the config (see README.md, "Configure the site")',
    };
  });
  throw new UserError(problems);
}
