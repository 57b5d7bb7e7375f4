import { createContext, useContext } from 'react';
import type { SiteData } from './types.js';
import type { Strings } from './i18n/index.js';

export interface ThemeContextValue {
  site: SiteData;
  strings: Strings;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ site, children }: { site: SiteData; children: React.ReactNode }) {
  return <ThemeContext.Provider value={{ site, strings: site.strings }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme() is used outside <ThemeProvider>');
  return value;
}
