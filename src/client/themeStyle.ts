/**
 * A stylesheet of the theme's that a chunk brings when it loads (the copy page menu's, the search
 * modal's colours): rules a first visit does not need, so not in the site's stylesheet. Put before
 * the page's stylesheets, so that the site's customCss, last in its stylesheet, still overrides
 * them as it would if they were in it. Once per id; nothing on the server.
 */
export function addThemeStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.insertBefore(style, document.head.querySelector('link[rel="stylesheet"]'));
}
