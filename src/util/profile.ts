/** Time spent per build stage, printed with --profile or DOCGEN_PROFILE=1 to locate a slowdown. */
export class Profiler {
  private readonly stages = new Map<string, number>();
  /** The steps of the pages the build threads make (docs and blog posts), summed over those threads (see Laps), and the threads. */
  private readonly steps = new Map<string, number>();
  private readonly threads = new Set<number>();
  /** How many of those pages were made and came from the cache, and the listings of those made (see PageCounts). */
  private readonly counts = new Map<string, number>();

  async time<T>(stage: string, run: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      this.stages.set(stage, (this.stages.get(stage) ?? 0) + performance.now() - start);
    }
  }

  /** Adds what a thread spent on each step of a block of pages (docs or blog posts), and what it made and took from the cache. */
  addSteps(thread: number, steps: Record<string, number>, counts: Record<string, number>): void {
    this.threads.add(thread);
    for (const [step, ms] of Object.entries(steps)) this.steps.set(step, (this.steps.get(step) ?? 0) + ms);
    for (const [name, n] of Object.entries(counts)) this.counts.set(name, (this.counts.get(name) ?? 0) + n);
  }

  /** The stages, then the steps of the threads' pages; `wallMs`, how long the build took (stages that run at the same time add up to more). */
  report(wallMs: number): string {
    const line = ([name, ms]: [string, number]) => `  ${name.padEnd(10)} ${ms.toFixed(1).padStart(8)} ms`;
    const total = [...this.stages.values()].reduce((a, b) => a + b, 0);
    const lines = ['time per stage:', ...[...this.stages].map(line), `${line(['total', total])} (stages that overlap each count; the build took ${Math.round(wallMs)} ms)`];
    if (this.steps.size) {
      const threads = this.threads.size > 1 ? ` (summed over the ${this.threads.size} threads that made them)` : '';
      // Blog posts are made by the same threads and steps as docs: the heading and the count name both.
      lines.push(`docs and blog posts (the pages the build threads make), time per step${threads}:`, ...[...this.steps].map(line));
      const count = (name: string) => this.counts.get(name) ?? 0;
      lines.push(`docs and blog posts: ${count('made')} made (listings: ${count('highlighted')} highlighted, ${count('listingsFromCache')} from the cache), ${count('fromCache')} from the cache`);
    }
    return lines.join('\n');
  }
}

/**
 * A thread's time split into steps: each lap adds the time since the one before to its step. What
 * a block of pages carries to the main thread (see MadeBlock), for `--profile`.
 */
export class Laps<Step extends string> {
  readonly totals: Record<Step, number>;
  private last = performance.now();

  /** `steps` in the order a report lists them. */
  constructor(steps: readonly Step[]) {
    this.totals = Object.fromEntries(steps.map((step) => [step, 0])) as Record<Step, number>;
  }

  lap(step: Step): void {
    const now = performance.now();
    this.totals[step] += now - this.last;
    this.last = now;
  }
}
