/**
 * The front matter fields docgen reads, checked by hand (a schema library would be loaded by
 * every build and every build worker for a dozen fields). Unknown fields are kept as they are;
 * a known field of the wrong type is reported with its path, the way the config errors are.
 */

export interface HeroAction {
  text: string;
  link: string;
  theme: 'primary' | 'secondary';
}

export interface FrontMatter {
  id?: string;
  title?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  description?: string;
  keywords?: string[];
  /** The page's social card (a path in the static folder or a URL), in place of the config's `image`. */
  image?: string;
  hide_table_of_contents?: boolean;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  draft?: boolean;
  /** Built, but in no sidebar, list, search index or sitemap, and `noindex` (Docusaurus's `unlisted`). */
  unlisted?: boolean;
  /** The page shows no title of its own (a `# heading` in the Markdown is still shown, as Docusaurus does). */
  hide_title?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** A class on the doc's sidebar link. */
  sidebar_class_name?: string;
  /** The doc's label in the previous / next links of its neighbours. */
  pagination_label?: string;
  /** The doc's edit link in place of the one made from the config's editUrl; `null`: none. */
  custom_edit_url?: string | null;
  hero?: { title?: string; tagline?: string; actions: HeroAction[] };
  features?: { title: string; details: string }[];
  [field: string]: unknown;
}

/** A field that does not fit: where (`hero.actions.0.theme`) and what is wrong. */
export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

class Invalid extends Error {
  constructor(readonly problem: FieldProblem) {
    super(problem.message);
  }
}

type Path = (string | number)[];

const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
};

const fail = (path: Path, message: string): never => {
  throw new Invalid({ path, message });
};
const expected = (path: Path, type: string, value: unknown): never => fail(path, `expected ${type}, received ${kindOf(value)}`);

const string = (value: unknown, path: Path): string => (typeof value === 'string' ? value : expected(path, 'string', value));
const number = (value: unknown, path: Path): number => (typeof value === 'number' && !Number.isNaN(value) ? value : expected(path, 'number', value));
const boolean = (value: unknown, path: Path): boolean => (typeof value === 'boolean' ? value : expected(path, 'boolean', value));
const nullableString = (value: unknown, path: Path): string | null => (value === null ? null : typeof value === 'string' ? value : expected(path, 'string', value));

function array<T>(value: unknown, path: Path, item: (value: unknown, path: Path) => T): T[] {
  if (!Array.isArray(value)) return expected(path, 'array', value);
  return value.map((entry, i) => item(entry, [...path, i]));
}

function object(value: unknown, path: Path): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : expected(path, 'object', value);
}

function id(value: unknown, path: Path): string {
  const text = string(value, path);
  if (!text) fail(path, 'Too small: expected string to have >=1 characters');
  if (text.includes('/')) fail(path, 'an id cannot contain "/"');
  return text;
}

function tocLevel(value: unknown, path: Path): number {
  const level = number(value, path);
  if (!Number.isInteger(level) || level < 2 || level > 6) fail(path, `expected a heading level from 2 to 6, received ${level}`);
  return level;
}

function heroAction(value: unknown, path: Path): HeroAction {
  const action = object(value, path);
  const theme = action.theme ?? 'primary';
  if (theme !== 'primary' && theme !== 'secondary') fail([...path, 'theme'], 'Invalid option: expected one of "primary"|"secondary"');
  return { text: string(action.text, [...path, 'text']), link: string(action.link, [...path, 'link']), theme: theme as HeroAction['theme'] };
}

function hero(value: unknown, path: Path): NonNullable<FrontMatter['hero']> {
  const data = object(value, path);
  const result: NonNullable<FrontMatter['hero']> = { actions: data.actions === undefined ? [] : array(data.actions, [...path, 'actions'], heroAction) };
  if (data.title !== undefined) result.title = string(data.title, [...path, 'title']);
  if (data.tagline !== undefined) result.tagline = string(data.tagline, [...path, 'tagline']);
  return result;
}

function feature(value: unknown, path: Path): { title: string; details: string } {
  const data = object(value, path);
  return { title: string(data.title, [...path, 'title']), details: string(data.details, [...path, 'details']) };
}

/** How each known field is read; any other field is kept as YAML gave it. */
const FIELDS: Record<string, (value: unknown, path: Path) => unknown> = {
  id,
  title: string,
  slug: string,
  sidebar_label: string,
  sidebar_position: number,
  description: string,
  keywords: (value, path) => array(value, path, string),
  image: string,
  hide_table_of_contents: boolean,
  pagination_prev: nullableString,
  pagination_next: nullableString,
  draft: boolean,
  unlisted: boolean,
  hide_title: boolean,
  toc_min_heading_level: tocLevel,
  toc_max_heading_level: tocLevel,
  sidebar_class_name: string,
  pagination_label: string,
  custom_edit_url: nullableString,
  hero,
  features: (value, path) => array(value, path, feature),
};

/** The fields docgen reads. */
export const FRONT_MATTER_FIELDS: readonly string[] = Object.keys(FIELDS);

/** The front matter with its known fields checked (defaults filled), or the first field that does not fit. */
export function checkFrontMatter(data: Record<string, unknown>): { ok: true; data: FrontMatter } | { ok: false; problem: FieldProblem } {
  const result: FrontMatter = {};
  try {
    for (const [key, value] of Object.entries(data)) {
      const read = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
      result[key] = read && value !== undefined ? read(value, [key]) : value;
    }
    const { toc_min_heading_level: min = 2, toc_max_heading_level: max = 6 } = result;
    if (min > max) fail(['toc_min_heading_level'], `the lowest level of the table of contents (${min}) is above its highest (toc_max_heading_level: ${max})`);
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, problem: error.problem };
    throw error;
  }
  return { ok: true, data: result };
}
