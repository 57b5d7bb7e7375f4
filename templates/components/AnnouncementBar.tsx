import { useEffect } from 'react';
import { useTheme } from '../context.js';
import { dismissAnnouncement, syncAnnouncement } from 'docgen/client/preferences.js';

/** Hidden before first paint when dismissed (inline head script); a new bar id shows it again. */
export function AnnouncementBar() {
  const { site, strings } = useTheme();
  const bar = site.announcementBar;
  useEffect(() => {
    if (!bar) return;
    if (syncAnnouncement(bar.id)) document.documentElement.setAttribute('data-announcement-dismissed', '');
    else document.documentElement.removeAttribute('data-announcement-dismissed');
  }, [bar]);
  if (!bar) return null;
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={bar.id} style={bar.backgroundColor || bar.textColor ? { backgroundColor: bar.backgroundColor, color: bar.textColor } : undefined}>
      {/* HTML, as Docusaurus's announcementBar.content is (a link in it, a <b>): written by the site, not by readers. */}
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.dismissible && (
        <button type="button" className="announcement-bar-close" aria-label={strings.closeAnnouncement} onClick={dismissAnnouncement}>
          ×
        </button>
      )}
    </div>
  );
}
