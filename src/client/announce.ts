/** The live region that reads out a new page's title: outside the React root, so hydration never sees it. */
function liveRegion(): Element {
  const region = document.createElement('div');
  region.className = 'route-announcer';
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  document.body.appendChild(region);
  return region;
}

/**
 * After a client navigation, what a full page load would give a keyboard and screen-reader user:
 * focus back at the top of the document (the next Tab is "Skip to main content", as Docusaurus
 * does), and the new page's title read out by a live region (as Next.js's route announcer does).
 * The region exists before the first navigation, so screen readers watch it when its text
 * changes; there is one even when the router is made twice (StrictMode's double effects in development).
 */
export function createNavigationAnnouncer(): (title: string) => void {
  const region = document.querySelector('.route-announcer') ?? liveRegion();
  return (title) => {
    document.querySelector<HTMLElement>('.skip-to-content-region')?.focus({ preventScroll: true });
    region.textContent = title;
  };
}
