/** Docusaurus's `<Admonition>` for MDX: the same box a Markdown `:::note` block makes. */
import type { ReactNode } from 'react';
import { useTheme } from '../context.js';
import type { Strings } from '../i18n/index.js';
import { admonitionKind, type AdmonitionType } from 'docgen/shared/admonitions.js';

/** Each type's default heading in the locale's strings. */
const HEADINGS: Record<AdmonitionType, keyof Strings> = {
  note: 'admonitionNote',
  tip: 'admonitionTip',
  info: 'admonitionInfo',
  warning: 'admonitionWarning',
  danger: 'admonitionDanger',
};

/** The type an author wrote, as one of the five; an unknown type is shown as `info`, Docusaurus's fallback. */
const admonitionType = (written: string | undefined): AdmonitionType => admonitionKind(String(written ?? '')) ?? 'info';

export interface AdmonitionProps {
  type: string;
  /** Replaces the type's heading (text or markup). */
  title?: ReactNode;
  /** Shown before the heading; Markdown admonitions have none. */
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * The markup of a Markdown admonition to the character (see src/markdown/admonitions.ts, the
 * newline between heading and content included), so one stylesheet
 * and one search extractor serve both ways of writing it.
 */
export function Admonition({ type, title, icon, children }: AdmonitionProps) {
  const { strings } = useTheme();
  const kind = admonitionType(type);
  return (
    <div className={`admonition admonition-${kind}`}>
      <div className="admonition-heading">
        {icon != null && <span className="admonition-icon">{icon}</span>}
        {title ?? strings[HEADINGS[kind]]}
      </div>
      {'\n'}
      <div className="admonition-content">{children}</div>
    </div>
  );
}
