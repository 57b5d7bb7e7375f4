/**
 * The tab chosen in each group (`<Tabs groupId="os">`): every Tabs of a group shows it, on this
 * page and, through localStorage under Docusaurus's key, on later ones (a site moving from
 * Docusaurus keeps its readers' choices).
 */
import { useSyncExternalStore } from 'react';
import { storage } from 'docgen/client/storage.js';

const KEY_PREFIX = 'docusaurus.tab.';

/** Each group's choice, read from storage the first time it is asked for (null: none made yet). */
const chosen = new Map<string, string | null>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** A choice made in another window of the site: shown here too, as Docusaurus does. */
function onStorage(event: StorageEvent): void {
  if (event.key === null) chosen.clear();
  else if (event.key.startsWith(KEY_PREFIX)) chosen.delete(event.key.slice(KEY_PREFIX.length));
  else return;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

/** A Tabs without a group has nothing to follow. */
const listenToNothing = () => () => {};

/** The group's choice in this browser (client only). */
export function groupChoice(groupId: string): string | null {
  let value = chosen.get(groupId);
  if (value === undefined) chosen.set(groupId, (value = storage.get(KEY_PREFIX + groupId)));
  return value;
}

/** Shows `value` in every Tabs of the group; `remember`: for later pages too (a choice read from the address is not). */
export function chooseInGroup(groupId: string, value: string, remember: boolean): void {
  if (remember) storage.set(KEY_PREFIX + groupId, value);
  chosen.set(groupId, value);
  notify();
}

/**
 * The group's choice, kept up to date. Null without a group, on the server and while hydrating:
 * the page's HTML shows the default tab, and the first render in the browser must match it.
 */
export function useGroupChoice(groupId: string | undefined): string | null {
  return useSyncExternalStore(
    groupId ? subscribe : listenToNothing,
    () => (groupId ? groupChoice(groupId) : null),
    () => null,
  );
}
