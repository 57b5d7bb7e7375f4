/**
 * Pages of the theme's built-in MDX components for the tests: the same tree is rendered to HTML
 * in Node (renderToString) and hydrated in the browser (mdxBrowserEntry.tsx), as a docgen page is.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { ThemeProvider } from '../../templates/context.js';
import { stringsFor } from '../../templates/i18n/index.js';
import type { BuiltinName } from '../../templates/mdx/index.js';
import type { SiteData } from '../../templates/types.js';

/** The components a page is given: the ones it names (see `names`). */
type Components = Record<BuiltinName, ComponentType<any>>;

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
    docsVersions: [],
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

/** Marks the body once React has hydrated the page (effects run after it), for a test to wait on. */
function Hydrated() {
  useEffect(() => {
    document.body.dataset.hydrated = '';
  }, []);
  return null;
}

/** Each page: the components it uses (what the browser loads) and its content. */
export const mdxPages = {
  /**
   * Two Tabs of the group "os" (the second one named in the address), with a tall macOS panel in
   * the first and room between them, so that a choice in the second moves it unless it is kept in
   * view; Tabs driven by the keyboard; lazy Tabs.
   */
  tabs: {
    names: ['Tabs', 'TabItem'],
    render: ({ Tabs, TabItem }: Components) => (
      <>
        <section id="first">
          <Tabs groupId="os">
            <TabItem value="mac" label="macOS">
              <p style={{ height: 600 }}>brew install evalap</p>
            </TabItem>
            <TabItem value="linux" label="Linux">
              <p>apt install evalap</p>
            </TabItem>
          </Tabs>
        </section>
        <div style={{ height: 1500 }} />
        <section id="second">
          <Tabs groupId="os" queryString>
            <TabItem value="mac" label="macOS">
              <p>Mac second</p>
            </TabItem>
            <TabItem value="linux" label="Linux">
              <p>Linux second</p>
            </TabItem>
          </Tabs>
        </section>
        <section id="keys">
          <Tabs>
            <TabItem value="apple">Apple</TabItem>
            <TabItem value="orange">Orange</TabItem>
            <TabItem value="banana">Banana</TabItem>
          </Tabs>
        </section>
        <section id="lazy">
          <Tabs lazy>
            <TabItem value="one">Panel one</TabItem>
            <TabItem value="two">Panel two</TabItem>
          </Tabs>
        </section>
        <div style={{ height: 1500 }} />
      </>
    ),
  },
  details: {
    names: ['Details'],
    render: ({ Details }: Components) => (
      <Details>
        <summary>Why a local model?</summary>
        <p>Nothing leaves the machine.</p>
      </Details>
    ),
  },
  /** Renders other text in the browser than on the server: the tests' hydration check must catch it. */
  mismatch: {
    names: [],
    render: () => <p>{typeof window === 'undefined' ? 'server' : 'browser'}</p>,
  },
} satisfies Record<string, { names: string[]; render: (components: Components) => ReactNode }>;

export type MdxPageName = keyof typeof mdxPages;

export function MdxPage({ name, components }: { name: MdxPageName; components: Record<string, ComponentType<any>> }) {
  return (
    <InTheme>
      <div className="markdown">{mdxPages[name].render(components as Components)}</div>
      <Hydrated />
    </InTheme>
  );
}
