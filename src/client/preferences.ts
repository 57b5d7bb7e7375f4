import { storage } from './storage.js';

export const ANNOUNCEMENT_DISMISS_KEY = 'docgen.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docgen.announcement.id';
export const DOCS_VERSION_KEY = 'docs-preferred-version-default';

/** The site has one docs version ("current", labelled Next): a saved preference for another is dropped. */
export function clearStaleDocsVersion(existing: string[] = ['current']): void {
  const saved = storage.get(DOCS_VERSION_KEY);
  if (saved !== null && !existing.includes(saved)) storage.remove(DOCS_VERSION_KEY);
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
