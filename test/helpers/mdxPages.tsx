/** The theme around the built-in MDX components in the tests: what they read from it is the locale's strings. */
import type { ReactNode } from 'react';
import { ThemeProvider } from '../../templates/context.js';
import { stringsFor } from '../../templates/i18n/index.js';
import type { SiteData } from '../../templates/types.js';

/** The site data of a locale, with nothing but what the content components read (its strings). */
export function minimalSite(locale = 'en'): SiteData {
  return {
    title: 'Fixture',
    tagline: '',
    version: '1.0.0',
    locale,
    htmlLang: locale,
    direction: 'ltr',
    defaultLocale: 'en',
    baseUrl: '/',
    localeBase: '/',
    locales: [],
    navbar: { title: 'Fixture', hideOnScroll: false, items: [] },
    footer: { style: 'light', columns: [], copyright: '' },
    sidebars: {},
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: true },
    searchPath: '/search',
    search: { indexName: 'fixture', maxResultsPerGroup: 5 },
    strings: stringsFor(locale),
  };
}

/** `children` in the theme of a locale, as the page content is. */
export function InTheme({ locale = 'en', children }: { locale?: string; children?: ReactNode }) {
  return <ThemeProvider site={minimalSite(locale)}>{children}</ThemeProvider>;
}
