/** A resolved sidebar entry: plain data, rendered by the theme and shipped to the client. */
export type SidebarNode =
  | { type: 'doc'; id: string; label: string; href: string; className?: string; unlisted?: true }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; collapsed: boolean; href?: string; docId?: string; items: SidebarNode[] };
