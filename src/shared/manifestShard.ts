/**
 * Which shard of the route manifest holds a route: fnv1a(route) % count. Used by the build to
 * split the manifest and by the browser to find a route's shard, so both always agree.
 */
export function shardOf(route: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) {
    hash ^= route.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}
