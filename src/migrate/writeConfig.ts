/** A value as TypeScript source: identifier keys bare, strings in single quotes, short lists on one line. */
function toSource(value: unknown, indent: string): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const items = value.map((item) => toSource(item, inner));
    const line = `[${items.join(', ')}]`;
    return line.length < 80 && !line.includes('\n') ? line : `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  const fields = entries.map(([key, v]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : toSource(key, inner)}: ${toSource(v, inner)}`);
  const line = `{ ${fields.join(', ')} }`;
  return line.length < 80 && !line.includes('\n') ? line : `{\n${fields.map((field) => `${inner}${field},`).join('\n')}\n${indent}}`;
}

/**
 * site.config.ts for a migrated site: the config's fields, each top-level one under the comments
 * that say what docgen does differently, and, commented out, the fields this docgen lacks.
 */
export function writeConfigSource(config: Record<string, unknown>, comments: Record<string, string[]>, pending: Record<string, unknown>, from: string): string {
  const lines = [
    `// Written by \`docgen migrate\` from ${from}. Docusaurus's files are read where they are;`,
    '// see README.md, "Move from Docusaurus", for what maps to what.',
    "import { defineConfig } from 'docgen';",
    '',
    'export default defineConfig({',
  ];
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue;
    for (const comment of comments[key] ?? []) lines.push(`  // ${comment}`);
    lines.push(`  ${key}: ${toSource(value, '  ')},`);
  }
  for (const [key, value] of Object.entries(pending)) {
    lines.push('  // Not in this docgen yet (it comes with theming): uncomment once it is.');
    for (const line of `${key}: ${toSource(value, '  ')},`.split('\n')) lines.push(`  // ${line.trimStart() === line ? line : line.slice(2)}`);
  }
  lines.push('});', '');
  return lines.join('\n');
}
