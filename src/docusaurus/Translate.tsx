import type { ReactNode } from 'react';
import translations from 'docgen-docusaurus-translations';
import { interpolate } from './Interpolate.js';
import { currentSite, useSite, type DocusaurusSite } from './site.js';

interface Message {
  id?: string;
  message?: string;
  description?: string;
}

/** The message of `id` (else of the default message itself) in the locale's code.json (`i18n/<locale>/code.json`), else the default message. */
const messageOf = (site: DocusaurusSite, { id, message }: Message) => translations[site.i18n.currentLocale]?.[id ?? message ?? ''] ?? message ?? id ?? '';

/** `translate({ id, message }, values)` from `@docusaurus/Translate`: the message in the page's locale. */
export function translate(message: Message, values?: Record<string, string | number>): string {
  return interpolate(messageOf(currentSite(), message), values) as string;
}

/** `<Translate id="..." values={{ name: <b>x</b> }}>Default {name}</Translate>`. */
export default function Translate({ id, description, values, children }: { id?: string; description?: string; values?: Record<string, ReactNode>; children?: string }) {
  return <>{interpolate(messageOf(useSite(), { id, message: children, description }), values)}</>;
}
