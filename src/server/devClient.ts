import { APP_ROOT_ID } from '../shared/boot.js';
import { jsonInScript } from '../util/escapeMarkup.js';

/** Marks the page served while no build has succeeded yet: any good build reloads it. */
export const PLACEHOLDER_ATTRIBUTE = 'data-docgen-placeholder';
export const OVERLAY_ID = '__docgen-error-overlay';

/**
 * The script `docgen dev` adds to every page: it listens to the server's events and refreshes the
 * page in place on an update of its route (through the client router when the theme has one,
 * else by swapping the server-rendered markup), reloads on a template, config or sidebar change,
 * keeping the scroll position either way, swaps the site's stylesheet when the site's CSS changed,
 * and shows build errors in an overlay until fixed.
 */
function devClient(eventsUrl: string, appRootId: string, overlayId: string, placeholder: string): void {
  const overlayStyle = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,24,.92);color:#f5f5f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:2rem';
  type Problem = { message: string; file?: string; line?: number; column?: number; hint?: string };
  type Message = { type: 'update'; routes: string[]; layout?: boolean } | { type: 'reload' } | { type: 'ok' } | { type: 'css'; from: string; to: string } | { type: 'error'; message: string; file?: string; line?: number; problems?: Problem[] };

  function clearOverlay(): void {
    document.getElementById(overlayId)?.remove();
  }
  function showOverlay(message: Extract<Message, { type: 'error' }>): void {
    clearOverlay();
    const overlay = document.createElement('div');
    overlay.id = overlayId;
    overlay.setAttribute('role', 'alertdialog');
    overlay.style.cssText = overlayStyle;
    const title = document.createElement('h2');
    title.style.cssText = 'margin:0 0 1rem;color:#ff6b6b;font-size:18px';
    title.textContent = 'docgen: the site could not be rebuilt';
    overlay.appendChild(title);
    for (const problem of message.problems?.length ? message.problems : [message]) {
      const block = document.createElement('pre');
      block.style.cssText = 'white-space:pre-wrap;margin:0 0 1rem;padding:1rem;background:#000;border-left:4px solid #ff6b6b';
      const where = problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}${problem.line && 'column' in problem && problem.column ? `:${problem.column}` : ''}\n` : '';
      block.textContent = `${where}${problem.message}${'hint' in problem && problem.hint ? `\nhint: ${problem.hint}` : ''}`;
      overlay.appendChild(block);
    }
    const note = document.createElement('p');
    note.textContent = 'The last good version of the site is still served. This disappears once the file is fixed.';
    overlay.appendChild(note);
    document.body.appendChild(overlay);
  }
  function currentRoute(): string {
    try {
      return decodeURIComponent(location.pathname);
    } catch {
      return location.pathname;
    }
  }
  const scrollKey = '__docgen-dev-scroll';
  /** Back where the reader was before a reload asked for by the dev server. */
  function restoreScroll(): void {
    try {
      const saved = JSON.parse(sessionStorage.getItem(scrollKey) ?? 'null') as { path: string; x: number; y: number } | null;
      if (saved?.path !== location.pathname) return;
      window.scrollTo(saved.x, saved.y);
      addEventListener('load', () => {
        window.scrollTo(saved.x, saved.y);
        sessionStorage.removeItem(scrollKey);
      });
    } catch {
      // No storage: the page starts at the top.
    }
  }
  function reloadInPlace(): void {
    try {
      sessionStorage.setItem(scrollKey, JSON.stringify({ path: location.pathname, x: window.scrollX, y: window.scrollY }));
    } catch {
      // No storage: the page reloads at the top.
    }
    location.reload();
  }
  async function refresh(layout: boolean): Promise<void> {
    const router = (window as { __docgenRouter?: { refresh(): Promise<void> } }).__docgenRouter;
    // The router keeps the shared data (sidebar, navbar) it started with: a change to it needs a reload.
    if (router) return layout ? reloadInPlace() : router.refresh();
    const response = await fetch(location.pathname + location.search, { cache: 'no-store' });
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const from = next.getElementById(appRootId);
    const to = document.getElementById(appRootId);
    if (!from || !to) return location.reload();
    const x = window.scrollX;
    const y = window.scrollY;
    to.innerHTML = from.innerHTML;
    document.title = next.title;
    window.scrollTo(x, y);
  }

  /** Links the new stylesheet beside the old one, which goes once the new one applies: the page never shows unstyled. */
  function swapStylesheet(from: string, to: string): void {
    const old = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === from);
    if (!old) return location.reload();
    const next = old.cloneNode() as HTMLLinkElement;
    next.setAttribute('href', to);
    next.onload = () => old.remove();
    next.onerror = () => old.remove();
    old.after(next);
  }

  restoreScroll();
  const placeholderPage = document.documentElement.hasAttribute(placeholder);
  const events = new EventSource(eventsUrl);
  events.onmessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as Message;
    if (message.type === 'error') return showOverlay(message);
    if (placeholderPage) return location.reload();
    if (message.type === 'reload') return reloadInPlace();
    clearOverlay();
    if (message.type === 'css') return swapStylesheet(message.from, message.to);
    if (message.type === 'update' && message.routes.includes(currentRoute())) refresh(Boolean(message.layout)).catch(() => location.reload());
  };
}

const scripts = new Map<string, string>();

/** The inline script for a page of a site served under `baseUrl`. */
function devClientScript(baseUrl: string): string {
  let script = scripts.get(baseUrl);
  if (!script) {
    const args = [`${baseUrl}__docgen/events`, APP_ROOT_ID, OVERLAY_ID, PLACEHOLDER_ATTRIBUTE].map((a) => JSON.stringify(a)).join(',');
    scripts.set(baseUrl, (script = `<script>(${devClient.toString()})(${jsonInScript(args)})</script>`));
  }
  return script;
}

/** Adds the dev script to an HTML page, before `</body>`. */
export function injectDevClient(html: string, baseUrl: string): string {
  const at = html.lastIndexOf('</body>');
  const script = devClientScript(baseUrl);
  return at < 0 ? html + script : html.slice(0, at) + script + html.slice(at);
}
