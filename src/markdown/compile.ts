import { createHash } from 'node:crypto';
import type { Strings } from '../../templates/i18n/en.js';
import { parseMarkdown, parseMarkdownLater, type MarkdownLabels, type ParsedMarkdown } from './pipeline.js';
import { hasAsyncPlugins } from './asyncPlugins.js';
import { NO_PLUGINS, pluginsFingerprint, type SitePlugins } from './sitePlugins.js';

export function markdownLabels(strings: Strings): MarkdownLabels {
  return {
    directLinkTo: strings.directLinkTo,
    copy: strings.copy,
    wrap: strings.toggleWordWrap,
    footnotes: strings.footnotes,
    backToContent: strings.backToContent,
    admonitions: {
      note: strings.admonitionNote,
      tip: strings.admonitionTip,
      info: strings.admonitionInfo,
      warning: strings.admonitionWarning,
      danger: strings.admonitionDanger,
    },
  };
}

/**
 * Parses Markdown once per distinct (text, labels): an untranslated doc shown in two locales with
 * the same labels, or an unchanged doc in a dev rebuild, is not parsed again. Keeps one entry per
 * file and labels (the latest), so a long `docgen dev` session does not grow with every save.
 */
export class MarkdownCache {
  private entries = new Map<string, ParsedMarkdown>();
  private latest = new Map<string, string>();

  private plugins: SitePlugins = NO_PLUGINS;
  private pluginKey = pluginsFingerprint(NO_PLUGINS);

  /** The site's plugins from now on: pages parsed with other plugins (a config saved in `docgen dev`) are parsed again. */
  withPlugins(plugins: SitePlugins): this {
    const key = pluginsFingerprint(plugins);
    if (key !== this.pluginKey) {
      this.entries.clear();
      this.latest.clear();
      this.pluginKey = key;
    }
    this.plugins = plugins;
    return this;
  }

  parse(body: string, labels: MarkdownLabels, file: string): ParsedMarkdown {
    const { source, key } = this.keyOf(body, labels, file);
    let parsed = this.entries.get(key);
    if (!parsed) this.keep(source, key, (parsed = parseMarkdown(body, labels, undefined, this.plugins, file)));
    return parsed;
  }

  /**
   * Parses ahead, when the site's plugins answer later (see hasAsyncPlugins), what `parse` will be
   * asked for at once (a home page's body): `parse` then finds it here.
   */
  async prepare(body: string, labels: MarkdownLabels, file: string): Promise<void> {
    if (!hasAsyncPlugins(this.plugins)) return;
    const { source, key } = this.keyOf(body, labels, file);
    if (!this.entries.has(key)) this.keep(source, key, await parseMarkdownLater(body, labels, this.plugins, file));
  }

  private keyOf(body: string, labels: MarkdownLabels, file: string) {
    const source = `${file}\0${JSON.stringify(labels)}`;
    return { source, key: createHash('sha1').update(source).update('\0').update(body).digest('hex') };
  }

  private keep(source: string, key: string, parsed: ParsedMarkdown): void {
    const previous = this.latest.get(source);
    if (previous) this.entries.delete(previous);
    this.entries.set(key, parsed);
    this.latest.set(source, key);
  }

  get size(): number {
    return this.entries.size;
  }
}
