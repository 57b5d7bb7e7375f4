/**
 * After a client navigation, what a full page load would give a keyboard and screen-reader user:
 * focus back at the top of the document (the next Tab is "Skip to main content", as Docusaurus
 * does), and the new page's title read out by a live region (as Next.js's route announcer does).
 */
export function createNavigationAnnouncer(): (title: string) => void {
  // Outside the React root: hydration never sees it, and it exists before the first navigation,
  // so screen readers watch it when its text changes.
  const region = document.createElement('div');
  region.className = 'route-announcer';
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  document.body.appendChild(region);
  return (title) => {
    const top = document.querySelector<HTMLElement>('.skip-to-content-region');
    top?.focus({ preventScroll: true });
    region.textContent = title;
  };
}
