import type NProgressType from 'nprogress';

/** SPEC.md section 9: the progress bar's constants. */
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

let bar: Promise<typeof NProgressType> | undefined;
/** nprogress, loaded when the first route change starts (a first visit never needs it), so the bar can show as the delay ends. */
function loadBar(): Promise<typeof NProgressType> {
  return (bar ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ showSpinner: false, minimum: PROGRESS.minimum, speed: PROGRESS.speed, trickleRate: PROGRESS.trickleRate, trickleSpeed: PROGRESS.trickleSpeed } as Partial<NProgressType.NProgressOptions>);
    return NProgress;
  }));
}

/** Starts the bar only if the route change takes longer than the delay; returns the function that ends it. */
export function startProgress(): () => void {
  let ended = false;
  const loading = loadBar();
  const timer = window.setTimeout(() => void loading.then((NProgress) => !ended && NProgress.start()), PROGRESS.delay);
  return () => {
    ended = true;
    window.clearTimeout(timer);
    void bar?.then((NProgress) => NProgress.done());
  };
}
