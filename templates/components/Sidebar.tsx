import { useEffect, useState } from 'react';
import type { SidebarNode } from '../types.js';
import { useTheme } from '../context.js';
import { format } from '../i18n/index.js';
import { Link } from './Link.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

/** The categories that hold the doc `docId` (it is their page, or it is below them): the path the sidebar opens on that page. */
export function categoriesHolding(items: SidebarNode[], docId: string | undefined): Set<Category> {
  const path = new Set<Category>();
  const visit = (nodes: SidebarNode[]): boolean => {
    let found = false;
    for (const node of nodes) {
      if (node.type === 'doc' && node.id === docId) found = true;
      if (node.type === 'category' && (visit(node.items) || node.docId === docId)) {
        path.add(node);
        found = true;
      }
    }
    return found;
  };
  if (docId) visit(items);
  return path;
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

/** A category's label (a link when it has a page) and the button that opens and closes it. */
export function CategoryHead({ node, open, selfActive, onToggle }: { node: Category; open: boolean; selfActive: boolean; onToggle: () => void }) {
  const { strings } = useTheme();
  return (
    <div className="menu-category-head">
      {node.href ? (
        <a className={selfActive ? 'menu-link menu__link menu-category-link active menu__link--active' : 'menu-link menu__link menu-category-link'} href={node.href} aria-current={selfActive ? 'page' : undefined}>
          {node.label}
        </a>
      ) : (
        <span className="menu-link menu__link menu-category-label">{node.label}</span>
      )}
      <button type="button" className="menu-caret" aria-expanded={open} aria-label={format(strings.toggleCategory, { label: node.label })} onClick={onToggle} />
    </div>
  );
}

/**
 * What the reader opened or closed, kept across client navigations (each page mounts its sidebar
 * anew). Keyed by the category objects of the locale's sidebar, which live as long as the page;
 * written only by a click, so the server (which renders every page in one process) never reads one.
 */
const chosen = new WeakMap<Category, boolean>();

function CategoryItem({ node, activeId, path }: { node: Category; activeId?: string; path: Set<Category> }) {
  const { server } = useTheme();
  const holdsActive = path.has(node);
  // The new page's category opens; any other is as the reader left it.
  const [open, setOpenState] = useState(holdsActive || (chosen.get(node) ?? !node.collapsed));
  const setOpen = (value: boolean) => {
    chosen.set(node, value);
    setOpenState(value);
  };
  // Navigating to a page inside a closed category opens it.
  useEffect(() => {
    if (holdsActive) setOpenState(true);
  }, [holdsActive]);
  const items = useCategoryItems(node, open);
  // On the server, a closed category is the same on every page: its markup is made once (hydration sees the same DOM).
  const prerendered = open ? undefined : server?.closedCategoryHead(node);
  if (prerendered !== undefined) return <li className="menu-item menu-category collapsed" dangerouslySetInnerHTML={{ __html: prerendered }} />;
  const selfActive = node.docId !== undefined && node.docId === activeId;
  return (
    <li className={open ? 'menu-item menu-category' : 'menu-item menu-category collapsed'}>
      <CategoryHead node={node} open={open} selfActive={selfActive} onToggle={() => setOpen(!open)} />
      {/* A closed category's children are not rendered (as Docusaurus does): pages stay small on large sites. */}
      {open && <SidebarMenu items={items} activeId={activeId} path={path} />}
    </li>
  );
}

function SidebarItem({ node, activeId, path }: { node: SidebarNode; activeId?: string; path: Set<Category> }) {
  if (node.type === 'category') return <CategoryItem node={node} activeId={activeId} path={path} />;
  if (node.type === 'link') {
    return (
      <li className="menu-item">
        <Link className="menu-link menu__link" href={node.href} external>
          {node.label}
        </Link>
      </li>
    );
  }
  const active = node.id === activeId;
  return (
    <li className={node.className ? `menu-item ${node.className}` : 'menu-item'}>
      <a className={active ? 'menu-link menu__link active menu__link--active' : 'menu-link menu__link'} href={node.href} aria-current={active ? 'page' : undefined}>
        {node.label}
      </a>
    </li>
  );
}

/**
 * How many items of one list a page's HTML holds at most. Every page of a category shows that
 * category open: with all its items in each page's HTML, a category of 1,500 docs made 1,500
 * pages of 150 KB each (the output growing with the square of the category). The HTML holds the
 * items around the current page (what a reader without JavaScript moves through, with the
 * previous and next links); the browser shows the whole list once the page is hydrated.
 */
export const ITEMS_IN_HTML = 100;

/** The page was hydrated: lists mounted from now on (client navigations) are shown whole at once. */
let hydrated = false;

/** The part of a long list a page's HTML shows: ITEMS_IN_HTML items, the one at `around` among them. */
function htmlWindow(length: number, around: number): [start: number, end: number] {
  if (length <= ITEMS_IN_HTML) return [0, length];
  const start = Math.min(Math.max(0, around - Math.floor(ITEMS_IN_HTML / 2)), length - ITEMS_IN_HTML);
  return [start, start + ITEMS_IN_HTML];
}

function MoreItems({ count }: { count: number }) {
  const { strings } = useTheme();
  return <li className="menu-item menu-more">{format(strings.moreSidebarItems, { count: String(count) })}</li>;
}

/** Categories whose items are all unlisted docs (or such categories), worked out once per category. */
const unlistedOnly = new WeakMap<Category, boolean>();
function allUnlisted(node: Category): boolean {
  let known = unlistedOnly.get(node);
  if (known === undefined) unlistedOnly.set(node, (known = node.items.length > 0 && node.items.every((item) => (item.type === 'doc' ? item.unlisted === true : item.type === 'category' && allUnlisted(item)))));
  return known;
}

/** Whether an item shows: an unlisted doc only on its own page, a category of unlisted docs only on one of them (as Docusaurus). */
function isShown(node: SidebarNode, activeId: string | undefined, holding: Set<Category>): boolean {
  if (node.type === 'doc') return !node.unlisted || node.id === activeId;
  return node.type !== 'category' || holding.has(node) || !allUnlisted(node);
}

/** A list of sidebar items; `path` (the categories leading to the active doc) is worked out once, at the top. */
export function SidebarMenu({ items: all, activeId, path }: { items: SidebarNode[]; activeId?: string; path?: Set<Category> }) {
  const { server } = useTheme();
  const holding = path ?? (server?.categoriesHolding ?? categoriesHolding)(all, activeId);
  const items = all.some((node) => !isShown(node, activeId, holding)) ? all.filter((node) => isShown(node, activeId, holding)) : all;
  // Hydration renders what the server did (the window); the whole list follows.
  const [whole, setWhole] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setWhole(true);
  }, []);
  const around = items.findIndex((node) => (node.type === 'doc' && node.id === activeId) || (node.type === 'category' && holding.has(node)));
  const [start, end] = whole ? [0, items.length] : htmlWindow(items.length, Math.max(0, around));
  return (
    <ul className="menu-list">
      {start > 0 && <MoreItems count={start} />}
      {items.slice(start, end).map((node, i) => (
        <SidebarItem key={start + i} node={node} activeId={activeId} path={holding} />
      ))}
      {end < items.length && <MoreItems count={items.length - end} />}
    </ul>
  );
}

export function Sidebar({ items, activeId }: { items: SidebarNode[]; activeId?: string }) {
  const { strings } = useTheme();
  return (
    <aside className="doc-sidebar" aria-label={strings.docsSidebar}>
      <nav className="menu" aria-label={strings.docsSidebar}>
        <SidebarMenu items={items} activeId={activeId} />
      </nav>
    </aside>
  );
}
