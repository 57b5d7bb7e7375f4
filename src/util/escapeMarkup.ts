const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for HTML or XML, in element content or a quoted attribute. Most text has nothing to escape: a test first spares the replacement. */
export const escapeMarkup = (text: string) => (/[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (c) => ESCAPES[c]!) : text);

/** JSON text for inside a `<script>` element: its `<` escaped, so that no value can close the element (`</script>`) or open a comment. */
export const jsonInScript = (json: string) => json.replace(/</g, '\\u003c');

/** A value as a JavaScript literal inside a `<script>` element (see jsonInScript). */
export const scriptLiteral = (value: unknown) => jsonInScript(JSON.stringify(value));
