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

/**
 * The darkest surface the theme sets text on in each mode (an admonition, the active sidebar
 * row, a code span: about 8% of black over white, or of white over the dark background).
 */
const SURFACES = { light: Color('#ebebeb'), dark: Color('#3d3d3f') };

/**
 * The primary colour as text: the colour itself when it reads at 4.5:1 (WCAG AA) on the mode's
 * darkest surface, else darkened (light mode) or lightened (dark mode) until it does. A brand
 * colour such as EvalAP's #2e8555 passes on white but not on a tinted admonition.
 */
export function readablePrimary(primary: string, mode: 'light' | 'dark'): string {
  let color = Color(primary);
  for (let step = 0; step < 40 && color.contrast(SURFACES[mode]) < 4.5; step++) color = mode === 'light' ? color.darken(0.05) : color.lighten(0.05);
  return color.hex().toLowerCase();
}

/** Links and the active sidebar entry in the readable primary (Infima paints both in the primary itself). */
const textColors = (primary: string, mode: 'light' | 'dark') => {
  const text = readablePrimary(primary, mode);
  return { '--ifm-link-color': text, '--ifm-menu-color-active': text };
};

const block = (selector: string, shades: Record<string, string>) => `${selector}{${Object.entries(shades).map(([name, value]) => `${name}:${value};`).join('')}}`;

/**
 * The CSS of the config's `theme` shortcut: the primary shades in light mode, and in dark mode
 * those of `primaryColorDark` (else the light ones: one colour for both modes, as in Docusaurus).
 * Docusaurus's selectors, which a site's custom.css, coming after, overrides.
 */
export function themeColorsCss(theme: { primaryColor?: string; primaryColorDark?: string } | undefined): string {
  if (!theme?.primaryColor && !theme?.primaryColorDark) return '';
  const darkColor = (theme.primaryColorDark ?? theme.primaryColor)!;
  const light = theme.primaryColor ? { ...primaryShades(theme.primaryColor), ...textColors(theme.primaryColor, 'light') } : undefined;
  const dark = { ...primaryShades(darkColor), ...textColors(darkColor, 'dark') };
  return [light && block(':root', light), block("[data-theme='dark']", dark)].filter(Boolean).join('\n');
}
