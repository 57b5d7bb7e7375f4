import NProgress from 'nprogress';

/** SPEC.md section 9: the progress bar's constants. */
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

NProgress.configure({ showSpinner: false, minimum: PROGRESS.minimum, speed: PROGRESS.speed, trickleRate: PROGRESS.trickleRate, trickleSpeed: PROGRESS.trickleSpeed } as Partial<NProgress.NProgressOptions>);

/** Starts the bar only if the route change takes longer than the delay; returns the function that ends it. */
export function startProgress(): () => void {
  const timer = window.setTimeout(() => NProgress.start(), PROGRESS.delay);
  return () => {
    window.clearTimeout(timer);
    NProgress.done();
  };
}
