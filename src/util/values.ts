/** What a Docusaurus config's values are checked as, while they are mapped one by one. */

/** An object of a config, as evaluated. */
export type Json = Record<string, unknown>;

/** Whether a value is a plain object (not null, not an array). */
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is an address with a scheme (`https:`, `mailto:`): a link out of the site. */
export const isUrl = (href: unknown) => typeof href === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(href);
