import { useSyncExternalStore } from 'react';
import { storage } from './storage.js';

export type ColorChoice = 'light' | 'dark' | 'system';
export const THEME_KEY = 'theme';
const CYCLE: Record<ColorChoice, ColorChoice> = { light: 'dark', dark: 'system', system: 'light' };

/** The choice a click on the toggle makes next. */
export const nextColorChoice = (choice: ColorChoice): ColorChoice => CYCLE[choice];

const listeners = new Set<() => void>();
const media = () => window.matchMedia('(prefers-color-scheme: dark)');

function readChoice(): ColorChoice {
  const saved = storage.get(THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

/** Puts the resolved mode on <html data-theme> (what the CSS reads) and the choice on data-theme-choice. */
function apply(choice: ColorChoice, respectSystem: boolean, defaultMode: 'light' | 'dark'): void {
  const mode = choice !== 'system' ? choice : respectSystem ? (media().matches ? 'dark' : 'light') : defaultMode;
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

let settings = { respectSystem: true, defaultMode: 'light' as 'light' | 'dark' };

/** Follows the system setting live while the choice is "system"; call once at start-up. */
export function initColorMode(options: { respectPrefersColorScheme: boolean; defaultMode: 'light' | 'dark' }): void {
  settings = { respectSystem: options.respectPrefersColorScheme, defaultMode: options.defaultMode };
  media().addEventListener('change', () => {
    if (readChoice() === 'system') apply('system', settings.respectSystem, settings.defaultMode);
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY) return;
    apply(readChoice(), settings.respectSystem, settings.defaultMode);
    listeners.forEach((l) => l());
  });
}

/** light -> dark -> system (stored as no key) -> light. */
export function cycleColorMode(): void {
  const next = CYCLE[readChoice()];
  if (next === 'system') storage.remove(THEME_KEY);
  else storage.set(THEME_KEY, next);
  apply(next, settings.respectSystem, settings.defaultMode);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current choice; "system" while rendering on the server and during hydration. */
export function useColorChoice(): ColorChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'system');
}
