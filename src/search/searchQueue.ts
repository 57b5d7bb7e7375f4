/** How many searches `docgen serve` runs at once, and how many may wait for a turn. */
export interface SearchLimits {
  active: number;
  waiting: number;
}

/**
 * Searches are CPU work on one thread: more than a couple at once only holds more answers in
 * memory. A call waiting holds only its body. 32 connections of DocSearch queries fit (with 16,
 * a few of them were turned away under load: npm run bench:load); a burst beyond is a client
 * misbehaving or a server too small for its traffic, better told at once than queued without end.
 */
export const SEARCH_LIMITS: SearchLimits = { active: 2, waiting: 32 };

/**
 * A semaphore with a bounded waiting room: `run(work)` starts `work` when fewer than
 * `limits.active` run, queues it when fewer than `limits.waiting` wait, and otherwise returns
 * undefined without running it (the caller turns the request away).
 */
export function createSearchQueue(limits: SearchLimits = SEARCH_LIMITS) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes to the next in line as it is; none waiting, it is freed.
    if (next) next();
    else active--;
  };
  return function run<T>(work: () => Promise<T>): Promise<T> | undefined {
    // A `work` that throws at once frees its slot too.
    const start = () => Promise.resolve().then(work).finally(release);
    if (active < limits.active) {
      active++;
      return start();
    }
    if (waiting.length >= limits.waiting) return undefined;
    return new Promise<void>((resolve) => waiting.push(resolve)).then(start);
  };
}
