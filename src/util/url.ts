/** `https://...`, `mailto:...`, `//host/...`: URLs docgen leaves alone. */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** decodeURIComponent that returns the text unchanged when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A path segment a URL reads as `.` or `..` (WHATWG URL: `%2e` is a dot there too). */
const DOT = /^(?:\.|%2e)$/i;
const DOTS = /^(?:\.|%2e){2}$/i;

/** Whether a path (a URL's, or a file's relative one) has a `..` segment, as a URL reads it: one that can climb out of where it starts. */
export const climbs = (pathname: string): boolean => pathname.split(/[/\\]/).some((part) => DOTS.test(part));

/**
 * An absolute URL path with its `.` and `..` segments resolved as a browser resolves them (a `\`
 * is a `/`, and `..` stops at the root): `/doc/docs/../../search` -> `/search`. A path with
 * neither is returned as it is.
 */
export function withoutDotSegments(pathname: string): string {
  if (!/\\|(?:^|\/)(?:\.|%2e)/i.test(pathname)) return pathname;
  const parts = pathname.replace(/\\/g, '/').split('/');
  const kept: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (DOTS.test(part)) {
      if (kept.length > 1) kept.pop();
    } else if (!DOT.test(part)) {
      kept.push(part);
      continue;
    }
    // A path that ends in a dot segment names a folder: it keeps its trailing slash.
    if (i === parts.length - 1) kept.push('');
  }
  return kept.join('/');
}
