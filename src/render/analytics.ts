import type { SiteConfig } from '../config/resolve.js';
import { escapeMarkup, scriptLiteral } from '../util/escapeMarkup.js';

const TAGS = 'https://www.googletagmanager.com';

/**
 * The measuring scripts of the config, in every page's head: Google's tag (gtag.js), which counts
 * the first page as it loads and each client navigation (docgen's router says `docgen:navigated`),
 * as Docusaurus's plugin-google-gtag does; Google Tag Manager's container.
 */
export function analyticsHead(config: SiteConfig): string {
  const parts: string[] = [];
  if (config.gtag) {
    const ids = Array.isArray(config.gtag.trackingID) ? config.gtag.trackingID : [config.gtag.trackingID];
    const settings = config.gtag.anonymizeIP ? { anonymize_ip: true } : {};
    parts.push(
      `<script async src="${escapeMarkup(`${TAGS}/gtag/js?id=${encodeURIComponent(ids[0]!)}`)}"></script>`,
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());${ids.map((id) => `gtag('config',${scriptLiteral(id)},${scriptLiteral(settings)});`).join('')}addEventListener('docgen:navigated',function(){gtag('set','page_path',location.pathname+location.search+location.hash);gtag('event','page_view')});</script>`,
    );
  }
  if (config.googleTagManager) {
    const src = `${TAGS}/gtm.js?id=${encodeURIComponent(config.googleTagManager.containerId)}`;
    parts.push(`<script>window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});(function(){var s=document.createElement('script');s.async=true;s.src=${scriptLiteral(src)};document.head.appendChild(s)})();</script>`);
  }
  return parts.join('');
}

/** What Google Tag Manager asks at the start of the body: its frame, for readers without JavaScript. */
export function analyticsBody(config: SiteConfig): string {
  if (!config.googleTagManager) return '';
  const src = `${TAGS}/ns.html?id=${encodeURIComponent(config.googleTagManager.containerId)}`;
  return `<noscript><iframe src="${escapeMarkup(src)}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;
}
