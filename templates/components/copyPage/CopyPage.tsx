import { useRef, useState } from 'react';
import { useTheme } from '../../context.js';

type MenuModule = typeof import('./CopyPageMenu.js');
let menuModule: Promise<MenuModule> | undefined;
/** The menu and the copying load on the first click (or hover, or key): a first visit pays for these buttons alone. */
const loadMenu = () => (menuModule ??= import('./CopyPageMenu.js'));

/**
 * "Copy page" beside a doc's title: copies the page's Markdown version; its arrow opens a menu
 * (View as Markdown, Copy link to llms.txt). Keyboard: the menu button pattern (Enter, Space or
 * the arrow keys open it; see CopyPageMenu).
 */
export function CopyPage({ markdown }: { markdown: string }) {
  const { strings } = useTheme();
  const [menu, setMenu] = useState<{ module: MenuModule; focus: 'first' | 'last' }>();
  const [said, setSaid] = useState<string>();
  const toggle = useRef<HTMLButtonElement>(null);
  const open = (focus: 'first' | 'last') => void loadMenu().then((module) => setMenu({ module, focus }));
  const done = (word: string) => {
    setSaid(word);
    setTimeout(() => setSaid(undefined), 2000);
  };
  return (
    <div className="copy-page" onMouseEnter={() => void loadMenu()}>
      <button type="button" className="copy-page-button" onClick={() => void loadMenu().then((m) => m.copyMarkdown(markdown)).then((ok) => ok && done(strings.copyPageDone))}>
        <span aria-live="polite">{said ?? strings.copyPage}</span>
      </button>
      <button
        ref={toggle}
        type="button"
        className="copy-page-toggle"
        aria-haspopup="menu"
        aria-expanded={menu !== undefined}
        aria-label={strings.copyPageOptions}
        onClick={() => (menu ? setMenu(undefined) : open('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open(event.key === 'ArrowUp' ? 'last' : 'first');
        }}
        // Its arrow is drawn by the stylesheet (theme.css): no markup to ship.
      />
      {menu && (
        <menu.module.CopyPageMenu
          markdown={markdown}
          focus={menu.focus}
          onDone={done}
          onClose={(refocus) => {
            setMenu(undefined);
            if (refocus) toggle.current?.focus();
          }}
        />
      )}
    </div>
  );
}
