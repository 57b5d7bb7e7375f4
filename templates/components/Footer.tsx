import { useTheme } from '../context.js';
import { Link } from './Link.js';

export function Footer() {
  const { site } = useTheme();
  const { footer } = site;
  return (
    <footer className={`footer footer-${footer.style}`}>
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
    </footer>
  );
}
