import { useTheme } from '../context.js';
import { Link } from './Link.js';

/** The same markup on every page of a locale: the server renders it once (see server.tsx) and puts it in each page. */
export function Footer() {
  const { site, server } = useTheme();
  const className = `footer footer-${site.footer.style} footer--${site.footer.style}`;
  const prerendered = server?.footerContent();
  if (prerendered !== undefined) return <footer className={className} dangerouslySetInnerHTML={{ __html: prerendered }} />;
  return (
    <footer className={className}>
      <FooterContent />
    </footer>
  );
}

export function FooterContent() {
  const { footer } = useTheme().site;
  return (
    <div className="footer-inner">
      <div className="footer-columns">
        {footer.columns.map((column, i) => (
          <div className="footer-column" key={i}>
            <div className="footer-title">{column.title}</div>
            <ul className="footer-items">
              {column.items.map((item, j) => (
                <li key={j}>
                  <Link href={item.href} external={item.external} className="footer-link">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright && <div className="footer-copyright">{footer.copyright}</div>}
    </div>
  );
}
