import { en, type Strings } from './en.js';
import { fr } from './fr.js';

export type { Strings } from './en.js';

/** The theme's string tables by locale code; a locale without its own table reads English. */
export const stringTables: Record<string, Strings> = { en, fr };

export function stringsFor(locale: string): Strings {
  return stringTables[locale] ?? stringTables[locale.split('-')[0]!] ?? en;
}

/** `format('Direct link to {heading}', { heading: 'Install' })`. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
