import { useEffect, useState } from 'react';
import type { SidebarNode } from '../types.js';
import { useTheme } from '../context.js';
import { format } from '../i18n/index.js';
import { Link } from './Link.js';

function containsDoc(node: SidebarNode, docId: string | undefined): boolean {
  if (!docId) return false;
  if (node.type === 'doc') return node.id === docId;
  if (node.type === 'category') return node.docId === docId || node.items.some((n) => containsDoc(n, docId));
  return false;
}

function SidebarItem({ node, activeId, level }: { node: SidebarNode; activeId?: string; level: number }) {
  const { strings } = useTheme();
  if (node.type === 'link') {
    return (
      <li className="menu-item">
        <Link className="menu-link" href={node.href} external>
          {node.label}
        </Link>
      </li>
    );
  }
  if (node.type === 'doc') {
    const active = node.id === activeId;
    return (
      <li className="menu-item">
        <a className={active ? 'menu-link active' : 'menu-link'} href={node.href} aria-current={active ? 'page' : undefined}>
          {node.label}
        </a>
      </li>
    );
  }
  const holdsActive = containsDoc(node, activeId);
  const [open, setOpen] = useState(holdsActive || !node.collapsed);
  // Navigating to a page inside a closed category opens it.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  const selfActive = node.docId !== undefined && node.docId === activeId;
  return (
    <li className={open ? 'menu-item menu-category' : 'menu-item menu-category collapsed'}>
      <div className="menu-category-head">
        {node.href ? (
          <a className={selfActive ? 'menu-link menu-category-link active' : 'menu-link menu-category-link'} href={node.href} aria-current={selfActive ? 'page' : undefined}>
            {node.label}
          </a>
        ) : (
          <span className="menu-link menu-category-label">{node.label}</span>
        )}
        <button type="button" className="menu-caret" aria-expanded={open} aria-label={format(strings.toggleCategory, { label: node.label })} onClick={() => setOpen(!open)} />
      </div>
      <ul className="menu-list">
        {node.items.map((child, i) => (
          <SidebarItem key={i} node={child} activeId={activeId} level={level + 1} />
        ))}
      </ul>
    </li>
  );
}

export function SidebarMenu({ items, activeId }: { items: SidebarNode[]; activeId?: string }) {
  return (
    <ul className="menu-list">
      {items.map((node, i) => (
        <SidebarItem key={i} node={node} activeId={activeId} level={1} />
      ))}
    </ul>
  );
}

export function Sidebar({ items, activeId }: { items: SidebarNode[]; activeId?: string }) {
  const { strings } = useTheme();
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label={strings.docsSidebar}>
        <SidebarMenu items={items} activeId={activeId} />
      </nav>
    </aside>
  );
}
