import { useTheme } from '../context.js';
import { format } from '../i18n/index.js';

/**
 * A language's name in the reader's language ("anglais" on a French page, not "English"), as
 * Intl knows it; the locale's own label where Intl has no name for it.
 */
function languageName(code: string, readerLocale: string, label: string | undefined): string {
  try {
    const name = new Intl.DisplayNames([readerLocale], { type: 'language', fallback: 'none' }).of(code);
    if (name) return name;
  } catch {
    // A code Intl does not take: the label below.
  }
  return label ?? code;
}

/** Said at the top of a page this locale shows in another locale's words (`from`). */
export function UntranslatedNotice({ from }: { from: string }) {
  const { site, strings } = useTheme();
  const label = (code: string) => site.locales.find((l) => l.code === code)?.label;
  const fallbackLabel = languageName(from, site.htmlLang, label(from));
  const currentLabel = languageName(site.locale, site.htmlLang, label(site.locale));
  return (
    <div className="admonition admonition-info untranslated-notice" role="note" lang={site.htmlLang}>
      <div className="admonition-heading">{strings.untranslatedTitle}</div>
      <div className="admonition-content">
        <p>{format(strings.untranslatedNotice, { language: currentLabel, fallback: fallbackLabel })}</p>
      </div>
    </div>
  );
}
