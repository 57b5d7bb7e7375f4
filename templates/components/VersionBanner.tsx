import type { DocVersionData } from '../types.js';
import { useTheme } from '../context.js';
import { format } from '../i18n/index.js';

/**
 * Above a page of a version that is not the last: says the version is still to come or no longer
 * kept, and leads to the same page in the last version (Docusaurus's version banner, with its
 * class names, which sites' CSS may style).
 */
export function VersionBanner({ version }: { version: DocVersionData }) {
  const { site, strings } = useTheme();
  if (version.banner === 'none') return null;
  const says = version.banner === 'unreleased' ? strings.versionUnreleased : strings.versionUnmaintained;
  const [before, after = ''] = format(strings.versionSeeLatest, { version: version.latest.label }).split('{link}');
  return (
    <div className="admonition admonition-warning version-banner theme-doc-version-banner" role="note">
      <div className="admonition-content">
        <p>{format(says, { site: site.title, version: version.label })}</p>
        <p>
          {before}
          <a href={version.latest.href}>
            <b>{strings.versionLatestLink}</b>
          </a>
          {after}
        </p>
      </div>
    </div>
  );
}

/** The version's label above the title, when the docs have more than one version shown. */
export function VersionBadge({ version }: { version: DocVersionData }) {
  const { strings } = useTheme();
  if (!version.badge) return null;
  return <span className="version-badge theme-doc-version-badge badge badge--secondary">{format(strings.versionBadge, { version: version.label })}</span>;
}
