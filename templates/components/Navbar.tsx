import { useEffect, useState } from 'react';
import type { NavbarItem, NavbarLogo, PageData } from '../types.js';
import { useTheme } from '../context.js';
import { cycleColorMode, nextColorChoice, useColorChoice } from 'docgen/client/colorMode.js';
import { MobileSidebar } from './MobileSidebar.js';
import { format } from '../i18n/index.js';
import { Link } from './Link.js';
import { LanguageIcon, MenuIcon, MoonIcon, SunIcon, SystemIcon } from './Icons.js';
import { SearchButton } from './search/SearchButton.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { VersionDropdown, VersionNavLink } from './VersionMenu.js';

function LocaleDropdown({ page }: { page: PageData }) {
  const { site } = useTheme();
  const current = site.locales.find((l) => l.code === site.locale);
  return (
    <NavbarDropdown
      toggle={
        <>
          <LanguageIcon />
          {current?.label ?? site.locale}
        </>
      }
    >
      {site.locales.map((l) => (
        <li key={l.code}>
          <a
            href={page.alternates[l.code] ?? site.localeBase}
            hrefLang={l.htmlLang}
            lang={l.htmlLang}
            className={l.code === site.locale ? 'dropdown-link active' : 'dropdown-link'}
            aria-current={l.code === site.locale ? 'true' : undefined}
          >
            {l.label}
          </a>
        </li>
      ))}
    </NavbarDropdown>
  );
}

/**
 * Cycles light -> dark -> system, with an icon for each and a name that says the mode and the next
 * one ("Light mode (switch to dark mode)"): on a light OS, system -> light changes no colour, and
 * the toggle must still show it did something. Once clicked (`data-switched`), the icon each click
 * shows comes in with a short animation (theme.css). The server renders "system"; the real choice
 * shows after hydration.
 */
export function ColorModeToggle() {
  const { site, strings } = useTheme();
  const choice = useColorChoice();
  const [switched, setSwitched] = useState(false);
  const names = { light: strings.colorModeLight, dark: strings.colorModeDark, system: strings.colorModeSystem };
  const mode = names[choice].charAt(0).toLocaleUpperCase(site.htmlLang) + names[choice].slice(1);
  const label = format(strings.colorModeToggle, { mode, next: names[nextColorChoice(choice)] });
  const onClick = () => {
    setSwitched(true);
    cycleColorMode();
  };
  return (
    <button type="button" className="color-mode-toggle" title={label} aria-label={label} data-mode={choice} data-switched={switched ? '' : undefined} onClick={onClick}>
      <SunIcon />
      <MoonIcon />
      <SystemIcon />
    </button>
  );
}

/** Whether a link of the navbar is the current page's (its docs, or the page itself). */
const isActive = (item: NavbarItem, page: PageData): boolean => item.type === 'link' && !item.external && (item.sidebarId ? page.doc?.sidebarId === item.sidebarId : page.route === item.href);

/** What the inside of the navbar shows of the page: which link is active, and where the language menu leads (when there is one). */
export function navbarKey(items: NavbarItem[], page: PageData): string {
  const versioned = items.some((item) => item.type === 'docsVersionDropdown' || item.type === 'docsVersion');
  return JSON.stringify([items.map((item) => isActive(item, page)), items.some((item) => item.type === 'localeDropdown') ? page.alternates : null, versioned ? page.doc?.version ?? null : null]);
}

export function NavbarItemView({ item, page }: { item: NavbarItem; page: PageData }) {
  if (item.type === 'search') return <SearchButton />;
  if (item.type === 'localeDropdown') return <LocaleDropdown page={page} />;
  if (item.type === 'docsVersionDropdown') return <VersionDropdown page={page} pluginId={item.pluginId} />;
  if (item.type === 'docsVersion') return <VersionNavLink page={page} pluginId={item.pluginId} label={item.label} />;
  const active = isActive(item, page);
  return (
    <Link href={item.href} external={item.external} className={active ? 'navbar-link active' : 'navbar-link'}>
      {item.label}
    </Link>
  );
}

/** The logo, 32 px unless the config sizes it; with `srcDark`, one image per colour mode (Docusaurus's themedImage classes), the other hidden by CSS. */
function NavbarLogoImage({ logo }: { logo: NavbarLogo }) {
  const size = logo.width === undefined && logo.height === undefined ? { width: 32, height: 32 } : { width: logo.width, height: logo.height };
  if (!logo.srcDark) return <img className="navbar-logo" src={logo.src} alt={logo.alt} {...size} />;
  return (
    <>
      <img className="navbar-logo themedImage themedImage--light" src={logo.src} alt={logo.alt} {...size} />
      <img className="navbar-logo themedImage themedImage--dark" src={logo.srcDark} alt={logo.alt} {...size} />
    </>
  );
}

const DESKTOP = '(min-width: 997px)';

/** Hides the navbar while the reader scrolls down, shows it when they scroll up. */
function useHideOnScroll(enabled: boolean, route: string): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => setHidden(false), [route]);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 60;
      if (y < height) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

export function Navbar({ page }: { page: PageData }) {
  const { site, strings, server } = useTheme();
  const { navbar } = site;
  const hidden = useHideOnScroll(navbar.hideOnScroll, page.route);
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => setMobileOpen(false), [page.route]);
  // Forced closed when the window grows to desktop width.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const onChange = () => query.matches && setMobileOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const className = hidden ? 'navbar navbar-hidden' : 'navbar';
  const hideOnScroll = navbar.hideOnScroll ? 'true' : undefined;
  // On the server, the inside is the same on every page with the same navbarKey: its markup is made once (see server.tsx).
  const prerendered = server?.navbarContent(page);
  if (prerendered !== undefined) return <nav className={className} aria-label={strings.mainNavigation} data-hide-on-scroll={hideOnScroll} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  return (
    <nav className={className} aria-label={strings.mainNavigation} data-hide-on-scroll={hideOnScroll}>
      <NavbarContent page={page} mobileOpen={mobileOpen} setMobileOpen={setMobileOpen} />
    </nav>
  );
}

export function NavbarContent({ page, mobileOpen, setMobileOpen }: { page: PageData; mobileOpen: boolean; setMobileOpen: (open: boolean) => void }) {
  const { site, strings } = useTheme();
  const { navbar } = site;
  const side = (position: 'left' | 'right') =>
    navbar.items
      .filter((item) => item.position === position)
      .map((item, i) => <NavbarItemView key={`${position}${i}`} item={item} page={page} />);
  return (
    <>
      <div className="navbar-inner">
        <div className="navbar-items">
          <button type="button" className="navbar-toggle" aria-label={strings.openMenu} aria-expanded={mobileOpen} onClick={() => setMobileOpen(true)}>
            <MenuIcon />
          </button>
          <a className="navbar-brand navbar__brand" href={navbar.logo?.href ?? site.localeBase} {...(navbar.logo?.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {navbar.logo && <NavbarLogoImage logo={navbar.logo} />}
            {navbar.title && <b className="navbar-title navbar__title">{navbar.title}</b>}
          </a>
          {side('left')}
        </div>
        <div className="navbar-items navbar-items-right">
          {side('right')}
          {!site.colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </div>
      <MobileSidebar page={page} open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </>
  );
}
