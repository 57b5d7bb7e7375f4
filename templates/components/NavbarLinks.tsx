import type { NavbarHtml, NavbarLink } from '../types.js';
import { Link } from './Link.js';
import { NavbarDropdown } from './NavbarDropdown.js';

/**
 * A link of the navbar or of one of its menus (`base`: the class of each), with the site's class
 * and accessible name. A link without a label (an icon the site's CSS draws) has no external-link
 * icon, as in Docusaurus, but still opens in a new tab.
 */
export function NavbarLinkView({ item, base, active }: { item: NavbarLink; base: string; active: boolean }) {
  const className = [base, item.className, active && 'active'].filter(Boolean).join(' ');
  if (item.external && !item.label) return <a href={item.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={item.ariaLabel} />;
  return (
    <Link href={item.href} external={item.external} className={className} aria-label={item.ariaLabel}>
      {item.label}
    </Link>
  );
}

/** HTML of the site's config, as it wrote it (Docusaurus's `html` item). */
export function NavbarHtmlView({ item, base }: { item: NavbarHtml; base: string }) {
  return <div className={[base, item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html }} />;
}

/** Docusaurus's `dropdown` item: a menu of links and HTML. */
export function NavbarLinkMenu({ label, items, isActive }: { label: string; items: (NavbarLink | NavbarHtml)[]; isActive: (item: NavbarLink) => boolean }) {
  return (
    <NavbarDropdown toggle={label}>
      {items.map((item, i) => (
        <li key={i}>{item.type === 'html' ? <NavbarHtmlView item={item} base="dropdown-html" /> : <NavbarLinkView item={item} base="dropdown-link" active={isActive(item)} />}</li>
      ))}
    </NavbarDropdown>
  );
}
