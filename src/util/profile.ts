/** Time spent per build stage, printed with --profile or DOCGEN_PROFILE=1 to locate a slowdown. */
export class Profiler {
  private readonly stages = new Map<string, number>();

  async time<T>(stage: string, run: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      this.stages.set(stage, (this.stages.get(stage) ?? 0) + performance.now() - start);
    }
  }

  report(): string {
    const total = [...this.stages.values()].reduce((a, b) => a + b, 0);
    return [...this.stages].map(([stage, ms]) => `  ${stage.padEnd(10)} ${ms.toFixed(1).padStart(8)} ms`).concat(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(8)} ms`).join('\n');
  }
}
