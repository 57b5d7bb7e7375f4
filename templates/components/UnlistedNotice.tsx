import { useTheme } from '../context.js';

/** Said at the top of an unlisted page (a doc or a blog post): built, but in no list, search index or sitemap. */
export function UnlistedNotice({ className }: { className: string }) {
  const { strings } = useTheme();
  return (
    <div className={`admonition admonition-caution alert alert--warning ${className}`} role="note">
      <strong>{strings.blogUnlisted}</strong> {strings.blogUnlistedText}
    </div>
  );
}
