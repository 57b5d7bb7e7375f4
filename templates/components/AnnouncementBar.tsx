import { useTheme } from '../context.js';

export function AnnouncementBar() {
  const { site, strings } = useTheme();
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={bar.id}>
      <div className="announcement-bar-content">{bar.content}</div>
      {bar.dismissible && (
        <button type="button" className="announcement-bar-close" aria-label={strings.closeAnnouncement}>
          ×
        </button>
      )}
    </div>
  );
}
