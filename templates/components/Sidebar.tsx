import { useEffect, useState } from 'react';
import type { SidebarNode } from '../types.js';
import { useTheme } from '../context.js';
import { format } from '../i18n/index.js';
import { Link } from './Link.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

function containsDoc(node: SidebarNode, docId: string | undefined): boolean {
  if (!docId) return false;
  if (node.type === 'doc') return node.id === docId;
  if (node.type === 'category') return node.docId === docId || node.items.some((n) => containsDoc(n, docId));
  return false;
}

/**
 * A category's children. On large sites they are a separate module (`lazyItems`), loaded the
 * first time the category opens; the categories leading to the current page come with the page.
 */
function useCategoryItems(node: Category, open: boolean): SidebarNode[] {
  const [items, setItems] = useState(node.items);
  useEffect(() => {
    if (!open || items.length || !node.lazyItems) return;
    let live = true;
    import(/* @vite-ignore */ node.lazyItems).then((mod: { default: SidebarNode[] }) => {
      node.items = mod.default;
      if (live) setItems(mod.default);
    });
    return () => {
      live = false;
    };
  }, [open, items, node]);
  return node.items.length ? node.items : items;
}

function CategoryItem({ node, activeId }: { node: Category; activeId?: string }) {
  const { strings } = useTheme();
  const holdsActive = containsDoc(node, activeId);
  const [open, setOpen] = useState(holdsActive || !node.collapsed);
  // Navigating to a page inside a closed category opens it.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  const items = useCategoryItems(node, open);
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
      {/* A closed category's children are not rendered (as Docusaurus does): pages stay small on large sites. */}
      {open && <SidebarMenu items={items} activeId={activeId} />}
    </li>
  );
}

function SidebarItem({ node, activeId }: { node: SidebarNode; activeId?: string }) {
  if (node.type === 'category') return <CategoryItem node={node} activeId={activeId} />;
  if (node.type === 'link') {
    return (
      <li className="menu-item">
        <Link className="menu-link" href={node.href} external>
          {node.label}
        </Link>
      </li>
    );
  }
  const active = node.id === activeId;
  return (
    <li className="menu-item">
      <a className={active ? 'menu-link active' : 'menu-link'} href={node.href} aria-current={active ? 'page' : undefined}>
        {node.label}
      </a>
    </li>
  );
}

export function SidebarMenu({ items, activeId }: { items: SidebarNode[]; activeId?: string }) {
  return (
    <ul className="menu-list">
      {items.map((node, i) => (
        <SidebarItem key={i} node={node} activeId={activeId} />
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
