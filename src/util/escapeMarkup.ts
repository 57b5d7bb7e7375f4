const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for HTML or XML, in element content or a quoted attribute. Most text has nothing to escape: a test first spares the replacement. */
export const escapeMarkup = (text: string) => (/[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (c) => ESCAPES[c]!) : text);
