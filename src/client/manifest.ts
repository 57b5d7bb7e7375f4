import { shardOf } from '../shared/manifestShard.js';

/**
 * The route manifest of a locale, split into shards so that a page never downloads the routes of
 * the whole site: a route's shard is fnv1a(route) % shards.length. Loaded lazily, never before
 * hydration. Each entry: route -> [page chunk URL, title].
 */
export type ManifestShard = Record<string, [chunk: string, title: string]>;

export function createManifest(shardUrls: string[]) {
  const loaded = new Map<number, Promise<ManifestShard>>();
  const load = (index: number) => {
    let shard = loaded.get(index);
    if (!shard) {
      shard = fetch(shardUrls[index]!).then((r) => {
        if (!r.ok) throw new Error(`route manifest ${shardUrls[index]}: HTTP ${r.status}`);
        return r.json() as Promise<ManifestShard>;
      });
      shard.catch(() => loaded.delete(index));
      loaded.set(index, shard);
    }
    return shard;
  };
  return {
    /** The page chunk and title of a route, or undefined when the site has no such page. */
    async lookup(route: string): Promise<[string, string] | undefined> {
      if (!shardUrls.length) return undefined;
      return (await load(shardOf(route, shardUrls.length)))[route];
    },
  };
}
