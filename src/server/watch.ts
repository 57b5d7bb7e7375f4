import fs from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { isWithin } from '../util/childPath.js';
import type { FileChange } from './contentUpdate.js';

/** What the dev server watches, from the current config. */
export interface WatchedPaths {
  configFile: string;
  /** Files the config reads beside it (each docs instance's versions.json): a change is a config change. */
  configInputs: string[];
  /** The content folders (see contentRoots). */
  content: string[];
  static: string;
  templates: string;
  /** The site's `src/`, where the components of its MDX pages are (see bundleMdxPages). */
  components: string;
  /** The site's own CSS files (customCss and what they import): a change remakes the stylesheet alone. */
  css: string[];
}

/** A config, template or component change rebuilds everything; content, static and CSS changes only what they touch. */
export type ChangeKind = 'config' | 'templates' | 'static' | 'content' | 'css';
export interface SiteChange extends FileChange {
  kind: ChangeKind;
}

/**
 * Files added, removed or renamed come in bursts (a folder moved, an editor's safe write): events
 * closer together than this are one change. A file saved in place is read after a shorter pause,
 * enough for the write that follows its truncation.
 */
const QUIET_MS = 12;
const SAVE_MS = 4;
/**
 * chokidar drops a change of a file within 50 ms of the previous one (a save in several writes,
 * or a quick fix after a save): each changed file is looked at again after this long, and a
 * change chokidar did not report is reported then.
 */
const RECHECK_MS = 80;

/** Size too: two writes within one tick of the file system's clock have the same mtime. */
const stampOf = (file: string) => {
  try {
    const stats = fs.statSync(file);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return undefined;
  }
};

export function classify(paths: WatchedPaths, file: string): ChangeKind | undefined {
  if (file === paths.configFile || paths.configInputs.includes(file)) return 'config';
  if (paths.css.includes(file)) return 'css';
  // Content first: a Docusaurus site's pages are in src/pages, among its components.
  if (paths.content.some((root) => isWithin(file, root))) return 'content';
  if (isWithin(file, paths.templates) || isWithin(file, paths.components)) return 'templates';
  if (isWithin(file, paths.static)) return 'static';
  return undefined;
}

/** Editor droppings: swap and backup files, dotfiles. */
const ignored = (file: string) => {
  const name = path.basename(file);
  return name.startsWith('.') || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || /^#.*#$/.test(name);
};

/**
 * Watches the site's files with chokidar and reports the changes of one save together. `paths` is
 * read again by `refresh()`, after a config change that moved a folder.
 */
export function watchSite(paths: () => WatchedPaths, onChanges: (changes: SiteChange[]) => void) {
  const list = (p: WatchedPaths) => [...new Set([p.configFile, ...p.configInputs, ...p.content, p.static, p.templates, p.components, ...p.css])];
  let watched = list(paths());
  // chokidar 4 counts a path that does not exist twice towards 'ready' (a site without static/),
  // so a watcher given one says it is ready before it has read the folders: the edits saved
  // meanwhile (docgen dev has printed its address) were never seen. Each path that does not exist
  // has a watcher of its own, which waits for it to appear and whose 'ready' is not waited for:
  // one watcher waits for only one of the missing paths of a folder (static/ and theme/ of a site).
  const missing = watched.filter((p) => !fs.existsSync(p));
  const options = { ignoreInitial: true, ignored };
  const watcher = watch(watched.filter((p) => !missing.includes(p)), options);
  const watchers = [watcher, ...missing.map((p) => watch(p, options))];
  let batch: SiteChange[] = [];
  let timer: NodeJS.Timeout | undefined;
  const rechecks = new Map<string, NodeJS.Timeout>();
  const report = (change: SiteChange) => {
    batch.push(change);
    clearTimeout(timer);
    const quiet = batch.every((c) => c.event === 'change') ? SAVE_MS : QUIET_MS;
    timer = setTimeout(() => {
      const changes = batch;
      batch = [];
      onChanges(changes);
    }, quiet);
  };
  const recheck = (change: SiteChange) => {
    const seen = stampOf(change.file);
    clearTimeout(rechecks.get(change.file));
    rechecks.set(
      change.file,
      setTimeout(() => {
        rechecks.delete(change.file);
        const now = stampOf(change.file);
        if (now !== undefined && now !== seen) report({ ...change, event: 'change' });
      }, RECHECK_MS),
    );
  };
  for (const each of watchers) {
    each.on('all', (event, file) => {
      if (event !== 'add' && event !== 'addDir' && event !== 'change' && event !== 'unlink' && event !== 'unlinkDir') return;
      const absolute = path.resolve(file);
      const kind = classify(paths(), absolute);
      if (!kind) return;
      const change = { event, file: absolute, kind };
      report(change);
      if (event === 'add' || event === 'change') recheck(change);
    });
  }
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    refresh(): void {
      const next = list(paths());
      const gone = watched.filter((p) => !next.includes(p));
      if (gone.length) for (const each of watchers) each.unwatch(gone);
      watcher.add(next.filter((p) => !watched.includes(p)));
      watched = next;
    },
    async close(): Promise<void> {
      clearTimeout(timer);
      for (const pending of rechecks.values()) clearTimeout(pending);
      await Promise.all(watchers.map((each) => each.close()));
    },
  };
}
