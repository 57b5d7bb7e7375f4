import { useTheme } from '../context.js';
import { format } from '../i18n/index.js';

/** Said at the top of a page this locale shows in another locale's words (`from`). */
export function UntranslatedNotice({ from }: { from: string }) {
  const { site, strings } = useTheme();
  const fallbackLabel = site.locales.find((l) => l.code === from)?.label ?? from;
  const currentLabel = site.locales.find((l) => l.code === site.locale)?.label ?? site.locale;
  return (
    <div className="admonition admonition-info untranslated-notice" role="note" lang={site.htmlLang}>
      <div className="admonition-heading">{strings.untranslatedTitle}</div>
      <div className="admonition-content">
        <p>{format(strings.untranslatedNotice, { language: currentLabel, fallback: fallbackLabel })}</p>
      </div>
    </div>
  );
}
