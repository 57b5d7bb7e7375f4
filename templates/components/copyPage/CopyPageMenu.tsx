import { useEffect, useRef } from 'react';
import { addThemeStyle } from 'docgen/client/themeStyle.js';
import { useTheme } from '../../context.js';
import menuCss from './copyPageMenu.css?text';

// The menu's rules come with it, on the first click (see addThemeStyle): a first visit does not load them.
addThemeStyle('docgen-copy-page-menu', menuCss);

/**
 * Puts text on the clipboard with the Clipboard API (pages served over HTTPS or from localhost
 * have it; a copy by selection would come too late there, after the download, to count as the
 * click's).
 */
async function copyText(text: Promise<string>): Promise<boolean> {
  if (navigator.clipboard && typeof ClipboardItem !== 'undefined') {
    // A ClipboardItem takes the text still to come: the click's permission to copy holds while it downloads (Safari's rule).
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    } catch {
      // Some browsers take no promise in a ClipboardItem: the text itself, once here.
    }
  }
  const value = await text;
  if (!navigator.clipboard) return false;
  return navigator.clipboard.writeText(value).then(
    () => true,
    () => false,
  );
}

/** Copies a page's Markdown version (its address) to the clipboard. */
export function copyMarkdown(markdown: string): Promise<boolean> {
  return copyText(
    fetch(markdown).then((response) => {
      if (!response.ok) throw new Error(`${markdown}: ${response.status}`);
      return response.text();
    }),
  ).catch(() => false);
}

/**
 * The menu of the "Copy page" button (the menu button pattern): its items take focus in turn with
 * the arrow keys (Home and End: the first and last), Escape closes it and gives focus back to the
 * button, as do Tab and a click elsewhere.
 */
export function CopyPageMenu({ markdown, focus, onDone, onClose }: { markdown: string; focus: 'first' | 'last'; onDone: (word: string) => void; onClose: (refocus: boolean) => void }) {
  const { site, strings } = useTheme();
  const list = useRef<HTMLUListElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    const all = items();
    all[focus === 'first' ? 0 : all.length - 1]?.focus();
    const outside = (event: PointerEvent) => {
      if (!list.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);
  const act = (run: () => Promise<boolean> | void, word?: string) => () => {
    onClose(true);
    void Promise.resolve(run()).then((ok) => ok && word && onDone(word));
  };
  const llms = new URL(`${site.localeBase}llms.txt`, location.href).href;
  return (
    <ul
      ref={list}
      role="menu"
      className="copy-page-menu"
      aria-label={strings.copyPageOptions}
      onKeyDown={(event) => {
        const all = items();
        const at = all.indexOf(document.activeElement as HTMLElement);
        const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
        if (to !== undefined) {
          event.preventDefault();
          all[(to + all.length) % all.length]?.focus();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onClose(true);
        } else if (event.key === 'Tab') onClose(false);
      }}
    >
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} onClick={act(() => copyMarkdown(markdown), strings.copyPageDone)}>
          {strings.copyPage}
        </button>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} href={markdown} target="_blank" rel="noopener" onClick={() => onClose(false)}>
          {strings.viewAsMarkdown}
        </a>
      </li>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} onClick={act(() => copyText(Promise.resolve(llms)), strings.linkCopied)}>
          {strings.copyLlmsLink}
        </button>
      </li>
    </ul>
  );
}
