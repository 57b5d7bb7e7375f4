import type { PageData, SiteData } from '../types.js';
import { useTheme } from '../context.js';
import { saveDocsVersion } from 'docgen/client/preferences.js';
import { NavbarDropdown } from './NavbarDropdown.js';

export interface VersionLink {
  name: string;
  label: string;
  href: string;
  active: boolean;
}

/**
 * The versions of a docs instance as the navbar offers them: each leads to the page being read in
 * that version when it has it, else to the version's first page; the active one is the version of
 * the doc being read, else the last version (as Docusaurus shows before the preference is read).
 */
export function versionLinks(site: SiteData, page: PageData, pluginId: string): VersionLink[] {
  const versions = site.docsVersions.find((entry) => entry.pluginId === pluginId)?.versions ?? [];
  const shown = page.doc?.version?.pluginId === pluginId ? page.doc.version : undefined;
  const activeName = shown?.name ?? versions.find((v) => v.isLast)?.name;
  return versions.map((v) => ({ name: v.name, label: v.label, href: shown?.alternates[v.name] ?? v.href, active: v.name === activeName }));
}

export function VersionDropdown({ page, pluginId }: { page: PageData; pluginId: string }) {
  const { site } = useTheme();
  const links = versionLinks(site, page, pluginId);
  const active = links.find((link) => link.active);
  if (!active) return null;
  return (
    <NavbarDropdown toggle={active.label}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} className={link.active ? 'dropdown-link active' : 'dropdown-link'} aria-current={link.active ? 'true' : undefined} onClick={() => saveDocsVersion(pluginId, link.name)}>
            {link.label}
          </a>
        </li>
      ))}
    </NavbarDropdown>
  );
}

/** Docusaurus's `docsVersion` item: a link to the version shown (or the last one), labelled with it unless the config names it. */
export function VersionNavLink({ page, pluginId, label }: { page: PageData; pluginId: string; label?: string }) {
  const { site } = useTheme();
  const active = versionLinks(site, page, pluginId).find((link) => link.active);
  if (!active) return null;
  const href = site.docsVersions.find((entry) => entry.pluginId === pluginId)!.versions.find((v) => v.name === active.name)!.href;
  return (
    <a href={href} className={page.doc?.version?.pluginId === pluginId ? 'navbar-link active' : 'navbar-link'}>
      {label ?? active.label}
    </a>
  );
}
