import Color from 'color';

/**
 * Docusaurus's colour generator (docusaurus.io/docs/styling-layout#styling-your-site-with-infima):
 * each shade of `--ifm-color-primary` is the colour darkened (or, negative, lightened) by a fixed
 * share of its HSL lightness, as the `color` package's `darken` does.
 */
const SHADES: [suffix: string, darken: number][] = [
  ['', 0],
  ['-dark', 0.1],
  ['-darker', 0.15],
  ['-darkest', 0.3],
  ['-light', -0.1],
  ['-lighter', -0.15],
  ['-lightest', -0.3],
];

/** `--ifm-color-primary` and its six shades, from one colour (any CSS colour `color` reads). */
export function primaryShades(primary: string): Record<string, string> {
  const base = Color(primary);
  return Object.fromEntries(SHADES.map(([suffix, darken]) => [`--ifm-color-primary${suffix}`, base.darken(darken).hex().toLowerCase()]));
}

/** Whether `color` reads a value as a colour (for the config's validation). */
export function isColor(value: string): boolean {
  try {
    Color(value);
    return true;
  } catch {
    return false;
  }
}

const block = (selector: string, shades: Record<string, string>) => `${selector}{${Object.entries(shades).map(([name, value]) => `${name}:${value};`).join('')}}`;

/**
 * The CSS of the config's `theme` shortcut: the primary shades in light mode, and in dark mode
 * those of `primaryColorDark` (else the light ones: one colour for both modes, as in Docusaurus).
 * Docusaurus's selectors, which a site's custom.css, coming after, overrides.
 */
export function themeColorsCss(theme: { primaryColor?: string; primaryColorDark?: string } | undefined): string {
  if (!theme?.primaryColor && !theme?.primaryColorDark) return '';
  const light = theme.primaryColor ? primaryShades(theme.primaryColor) : undefined;
  const dark = theme.primaryColorDark ? primaryShades(theme.primaryColorDark) : light;
  return [light && block(':root', light), dark && block("[data-theme='dark']", dark)].filter(Boolean).join('\n');
}
