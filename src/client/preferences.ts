import { storage } from './storage.js';

export const ANNOUNCEMENT_DISMISS_KEY = 'docgen.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docgen.announcement.id';
/** Where the version a reader last chose of a docs instance is kept (Docusaurus's key). */
export const docsVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

export function saveDocsVersion(pluginId: string, version: string): void {
  storage.set(docsVersionKey(pluginId), version);
}

interface InstanceVersions {
  pluginId: string;
  versions: { name: string; base: string; isLast: boolean }[];
}

/**
 * The version of each docs instance a reader is in: the one whose pages the address is below (the
 * longest base: `/docs/1.0/` over `/docs/`), else the one they chose last, else the last version.
 */
export function activeDocsVersions(instances: InstanceVersions[], pathname: string): { pluginId: string; active: string; others: string[] }[] {
  return instances.map(({ pluginId, versions }) => {
    const here = versions.filter((v) => pathname.startsWith(v.base) || `${pathname}/` === v.base).sort((a, b) => b.base.length - a.base.length)[0];
    const saved = storage.get(docsVersionKey(pluginId));
    const active = here?.name ?? versions.find((v) => v.name === saved)?.name ?? versions.find((v) => v.isLast)?.name ?? 'current';
    return { pluginId, active, others: versions.map((v) => v.name).filter((name) => name !== active) };
  });
}

/**
 * A saved preference for a version the site no longer has is dropped. `instances` lists each docs
 * instance with versions and their names; without any, the default instance has one version, "current".
 */
export function clearStaleDocsVersion(instances: { pluginId: string; versions: { name: string }[] }[]): void {
  const known = instances.length > 0 ? instances : [{ pluginId: 'default', versions: [{ name: 'current' }] }];
  for (const { pluginId, versions } of known) {
    const saved = storage.get(docsVersionKey(pluginId));
    if (saved !== null && !versions.some((v) => v.name === saved)) storage.remove(docsVersionKey(pluginId));
  }
}

/** A new announcement (another id) is shown again even if an older one was dismissed. */
export function syncAnnouncement(id: string): boolean {
  if (storage.get(ANNOUNCEMENT_ID_KEY) !== id) {
    storage.set(ANNOUNCEMENT_ID_KEY, id);
    storage.remove(ANNOUNCEMENT_DISMISS_KEY);
  }
  return storage.get(ANNOUNCEMENT_DISMISS_KEY) === 'true';
}

export function dismissAnnouncement(): void {
  storage.set(ANNOUNCEMENT_DISMISS_KEY, 'true');
  document.documentElement.setAttribute('data-announcement-dismissed', '');
}
