import { useEffect, useRef, useState } from 'react';
import type { NavbarHtml, NavbarLink, PageData } from '../types.js';
import { useTheme } from '../context.js';
import { SidebarMenu } from './Sidebar.js';
import { NavbarHtmlView, NavbarLinkView } from './NavbarLinks.js';
import { inertOutside } from 'docgen/client/inertOutside.js';

/** A navbar link (or HTML) as the mobile menu lists it; an icon-only link keeps its icon and name. */
function MobileLink({ item }: { item: NavbarLink | NavbarHtml }) {
  return item.type === 'html' ? <NavbarHtmlView item={item} base="menu-html" /> : <NavbarLinkView item={item} base="menu-link" active={false} />;
}

/** Below the desktop breakpoint: the navbar items, and on doc pages the docs sidebar as a secondary menu. */
export function MobileSidebar({ page, open, onClose }: { page: PageData; open: boolean; onClose: () => void }) {
  const { site, strings } = useTheme();
  const sidebar = page.doc?.sidebarId ? site.sidebars[page.doc.sidebarId] : undefined;
  const [secondary, setSecondary] = useState(Boolean(sidebar));
  useEffect(() => setSecondary(Boolean(sidebar)), [open, sidebar]);
  const panel = useRef<HTMLDivElement>(null);
  // Closed by the reader (Escape, the close button, the backdrop): focus goes back to the menu button.
  // Closed by a navigation, it does not: the new page puts focus at its top.
  const undoInert = useRef<() => void>(undefined);
  const dismiss = () => {
    // The page comes back before focus goes to the button (an inert button takes no focus).
    undoInert.current?.();
    onClose();
    document.querySelector<HTMLElement>('.navbar-toggle')?.focus();
  };
  useEffect(() => {
    if (!open || !panel.current) return;
    // While open, the page behind does not scroll, and focus is in the panel and stays there (the rest is inert).
    const { style } = document.body;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    const undo = (undoInert.current = inertOutside(panel.current));
    panel.current.querySelector<HTMLElement>('.navbar-sidebar-close')?.focus();
    return () => {
      style.overflow = overflow;
      undo();
    };
  }, [open]);
  // "Back to main menu" leaves with its button: focus goes to the main menu's first item, not to the page.
  const backPressed = useRef(false);
  useEffect(() => {
    if (!backPressed.current || secondary) return;
    backPressed.current = false;
    panel.current?.querySelector<HTMLElement>('.navbar-sidebar-primary a, .navbar-sidebar-primary button')?.focus();
  }, [secondary]);
  return (
    <div className={open ? 'navbar-sidebar open' : 'navbar-sidebar'} aria-hidden={!open} onKeyDown={(event) => event.key === 'Escape' && dismiss()}>
      <div className="navbar-sidebar-backdrop" onClick={dismiss} />
      {/* Its content exists only while open: the page HTML does not carry a second sidebar. */}
      {open && <div className="navbar-sidebar-panel" ref={panel}>
        <div className="navbar-sidebar-brand">
          <a className="navbar-brand" href={site.localeBase}>
            {site.navbar.title && <b className="navbar-title">{site.navbar.title}</b>}
          </a>
          <button type="button" className="navbar-sidebar-close" aria-label={strings.closeMenu} onClick={dismiss}>
            ×
          </button>
        </div>
        {secondary && sidebar ? (
          <div className="navbar-sidebar-secondary">
            <button type="button" className="navbar-sidebar-back" onClick={() => {
                backPressed.current = true;
                setSecondary(false);
              }}>
              {strings.backToMainMenu}
            </button>
            <nav className="menu">
              <SidebarMenu items={sidebar} activeId={page.doc?.id} />
            </nav>
          </div>
        ) : (
          <ul className="menu-list navbar-sidebar-primary">
            {site.navbar.items.map((item, i) =>
              item.type === 'link' || item.type === 'html' ? (
                <li key={i} className="menu-item">
                  <MobileLink item={item} />
                </li>
              ) : item.type === 'dropdown' ? (
                <li key={i} className="menu-item">
                  <span className="menu-link menu-dropdown-label">{item.label}</span>
                  <ul className="menu-list">
                    {item.items.map((link, j) => (
                      <li key={j} className="menu-item">
                        <MobileLink item={link} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : item.type === 'localeDropdown' ? (
                site.locales.map((l) => (
                  <li key={`${i}-${l.code}`} className="menu-item">
                    <a className={l.code === site.locale ? 'menu-link active' : 'menu-link'} href={page.alternates[l.code] ?? site.localeBase} hrefLang={l.htmlLang} lang={l.htmlLang}>
                      {l.label}
                    </a>
                  </li>
                ))
              ) : null,
            )}
          </ul>
        )}
      </div>}
    </div>
  );
}

