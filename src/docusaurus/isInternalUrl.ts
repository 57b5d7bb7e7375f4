/** Whether a URL names its protocol (`https:`, `mailto:`) or is protocol-relative (`//host`), as Docusaurus tells them. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** `@docusaurus/isInternalUrl`: a URL of the site (no protocol). */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
