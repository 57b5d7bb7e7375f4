import { useSyncExternalStore } from 'react';
import { THEME_KEY } from '../client/colorMode.js';
import { storage } from '../client/storage.js';
import { useSite } from './site.js';

type ColorMode = 'light' | 'dark';

/** The mode on `<html data-theme>`, which docgen's theme sets (before the first paint, and on each change). */
const shownMode = (): ColorMode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * `useColorMode()` of `@docusaurus/theme-common`: the mode the page shows (the site's default on
 * the server and while hydrating, as in Docusaurus), and `setColorMode('dark')` (`null`: follow the
 * system), which docgen's theme applies and its toggle shows: the choice is stored where the
 * theme keeps it, and the theme told as another tab would tell it.
 */
export function useColorMode() {
  const { defaultMode } = useSite().siteConfig.themeConfig.colorMode;
  const colorMode = useSyncExternalStore(subscribe, shownMode, () => defaultMode);
  const setColorMode = (mode: ColorMode | null) => {
    if (mode) storage.set(THEME_KEY, mode);
    else storage.remove(THEME_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }));
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/** `useThemeConfig()` of `@docusaurus/theme-common`: what docgen's theme has of Docusaurus's theme config. */
export function useThemeConfig() {
  return useSite().siteConfig.themeConfig;
}
