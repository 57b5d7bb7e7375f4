import { siteConfigSchema } from '../config/schema.js';
import type { Notes } from './notes.js';
import type { Json } from '../util/values.js';

type Segments = (string | number)[];

/** Where a field of docgen's config came from in Docusaurus's, for its line: `navbar.items[2]` is `themeConfig.navbar.items[2]`. */
function docusaurusPath(segments: Segments): Segments {
  const [first, ...rest] = segments;
  if (first === 'footer' && rest[0] === 'columns') return ['themeConfig', 'footer', 'links', ...rest.slice(1)];
  if (['navbar', 'footer', 'announcementBar', 'colorMode', 'image', 'metadata'].includes(String(first))) return ['themeConfig', ...segments];
  return segments;
}

/**
 * What a rejected value is removed as, the `tries`-th time its path is rejected: the innermost
 * item of a list it is in (a navbar link, a menu's link), else the field itself, then the object
 * holding it, and so on up (a field it cannot do without).
 */
function removable(segments: Segments, tries: number): Segments {
  for (let i = segments.length - 1; i > 0; i--) if (typeof segments[i] === 'number') return segments.slice(0, i + 1 - tries);
  return segments.slice(0, Math.max(1, segments.length - tries));
}

function remove(config: Json, segments: Segments): boolean {
  let parent: unknown = config;
  for (const seg of segments.slice(0, -1)) parent = (parent as Record<string | number, unknown> | undefined)?.[seg];
  const last = segments[segments.length - 1]!;
  if (Array.isArray(parent) && typeof last === 'number' && last < parent.length) parent.splice(last, 1);
  else if (parent && typeof parent === 'object' && last in parent) delete (parent as Record<string | number, unknown>)[last];
  else return false;
  return true;
}

/**
 * The config `docgen migrate` writes, made one that docgen's next build takes: what docgen's
 * schema rejects (a link it cannot follow, a value out of its range) is removed and said in
 * `notes`, at the Docusaurus field's line, with the schema's reason. `title` and `url` stay (the
 * build then says what is wrong with them: Docusaurus requires them too).
 */
export function keepValid(config: Json, notes: Notes): void {
  const tries = new Map<string, number>();
  for (let round = 0; round < 100; round++) {
    const parsed = siteConfigSchema.safeParse(config);
    if (parsed.success) return;
    const issue = parsed.error.issues[0]!;
    const at = issue.path.filter((seg): seg is string | number => typeof seg !== 'symbol');
    const tried = tries.get(JSON.stringify(at)) ?? 0;
    tries.set(JSON.stringify(at), tried + 1);
    const segments = removable(at, tried);
    if (!segments.length || ['title', 'url'].includes(String(segments[0]))) return;
    if (remove(config, segments)) notes.dropped(docusaurusPath(segments), `docgen's config does not take it: ${issue.message}`);
  }
}
