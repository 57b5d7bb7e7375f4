import fs from 'node:fs';
import { createRequire } from 'node:module';
import { classPrefixes } from './classTokens.js';

/**
 * The Infima blocks whose classes Docusaurus content uses (grid, spacing and text utilities,
 * buttons, cards, shadows, badges, avatars, alerts). The rest of Infima (base element styles,
 * navbar, menu, footer, tabs, markdown...) is left out: docgen's theme styles its own markup.
 */
const KEPT_BLOCK = /^(container|row|col|margin|padding|text|button|button-group|card|shadow|badge|avatar|alert|close|clean-list|clean-btn)(--|__|-|$)/;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** A rule that marks, for PurgeCSS, the variables the theme and the site's CSS read (its selector is a token of the content, so it stays). */
const VARIABLE_USES = 'docgen-variable-uses';

const docgenRequire = createRequire(import.meta.url);

/** Infima's stylesheet, as Docusaurus 3 ships it (infima 0.2.0-alpha.45, MIT). */
export const infimaFile = (): string => docgenRequire.resolve('infima/dist/css/default/default.css');

type Postcss = typeof import('postcss').default;
/** postcss and PurgeCSS are loaded only when a site's stylesheet is made (they are not bundled into the CLI). */
const loadPostcss = (): Postcss => docgenRequire('postcss') as Postcss;

/** Whether a selector styles the kept blocks only: at least one class, each of a kept block. */
function keptSelector(selector: string): boolean {
  const classes = [...selector.matchAll(CLASS)].map((m) => m[1]!);
  return classes.length > 0 && classes.every((name) => KEPT_BLOCK.test(name));
}

/** `:root`, `html[data-theme='dark']`: the blocks that only set Infima's variables. */
const variablesSelector = (selector: string): boolean => !selector.includes('.');

/**
 * Infima's rules for the kept blocks, and its variables (light and dark), as CSS text. Rules of
 * other blocks, element rules and at-rules left empty are removed.
 */
export function infimaBlocks(): string {
  const postcss = loadPostcss();
  const root = postcss.parse(fs.readFileSync(infimaFile(), 'utf8'));
  root.walkComments((comment) => void comment.remove());
  root.walkRules((rule) => {
    const variables = rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'));
    const selectors = rule.selectors.filter((s) => (variables ? variablesSelector(s) || keptSelector(s) : keptSelector(s)));
    if (selectors.length) rule.selectors = selectors;
    else rule.remove();
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/** The custom properties a stylesheet reads (`var(--ifm-x)`). */
export const variablesRead = (css: string): string[] => [...new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!))];

/**
 * Prunes Infima's kept blocks to what a site uses: the rules whose classes appear among `tokens`
 * (the words of the site's content, components and theme, see classTokens) or start with one of
 * their prefixes, and the variables those rules, the
 * theme and the site's own CSS (`readers`) read, directly or through other variables. PurgeCSS
 * does both; it is told about the readers' variables by a rule of its own, removed after.
 */
export async function pruneInfima(blocks: string, tokens: Set<string>, readers: string[]): Promise<string> {
  const { PurgeCSS } = docgenRequire('purgecss') as typeof import('purgecss');
  const uses = readers.flatMap(variablesRead);
  const css = `${blocks}\n.${VARIABLE_USES}{${uses.map((name) => `x:var(${name});`).join('')}}`;
  // `html`, `data-theme` and `dark`: the dark palette's selector (html[data-theme='dark']).
  const words = [...tokens, VARIABLE_USES, 'html', 'data-theme', 'dark'].join(' ');
  const prefixes = classPrefixes(tokens).map((prefix) => new RegExp(`^${prefix}`));
  const [result] = await new PurgeCSS().purge({ content: [{ raw: words, extension: 'html' }], css: [{ raw: css }], variables: true, keyframes: true, safelist: { standard: prefixes } });
  const root = loadPostcss().parse(result!.css);
  root.walkRules(`.${VARIABLE_USES}`, (rule) => void rule.remove());
  return root.toString();
}
