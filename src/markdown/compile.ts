import { createHash } from 'node:crypto';
import type { Strings } from '../../templates/i18n/en.js';
import { parseMarkdown, type MarkdownLabels, type ParsedMarkdown } from './pipeline.js';

export function markdownLabels(strings: Strings): MarkdownLabels {
  return {
    directLinkTo: strings.directLinkTo,
    copy: strings.copy,
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
 * the same labels, or an unchanged doc in a dev rebuild, is not parsed again.
 */
export class MarkdownCache {
  private entries = new Map<string, ParsedMarkdown>();

  parse(body: string, labels: MarkdownLabels, file: string): ParsedMarkdown {
    const key = createHash('sha1').update(file).update('\0').update(JSON.stringify(labels)).update('\0').update(body).digest('hex');
    let parsed = this.entries.get(key);
    if (!parsed) {
      parsed = parseMarkdown(body, labels);
      this.entries.set(key, parsed);
    }
    return parsed;
  }
}
