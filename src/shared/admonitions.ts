/** Docusaurus's admonition types, read alike in Markdown (`:::tip`) and MDX (`<Admonition type="tip">`). */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** Docusaurus's other names for them. */
const ALIASES: Record<string, AdmonitionType> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

/** The type a name stands for (any case, aliases too), if any. */
export function admonitionKind(name: string): AdmonitionType | undefined {
  const lower = name.toLowerCase();
  return ALIASES[lower] ?? ADMONITION_TYPES.find((t) => t === lower);
}
