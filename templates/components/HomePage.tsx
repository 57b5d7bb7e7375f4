import type { HomePageData } from '../types.js';
import { Link } from './Link.js';

/** Infima's button classes of each hero action, written out: the site's stylesheet keeps the classes the theme's strings name. */
const BUTTON = { primary: 'button button--primary button--lg', secondary: 'button button--secondary button--lg' };

export function HomePage({ home }: { home: HomePageData }) {
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <header className="hero hero--primary">
        <div className="hero-inner">
          <h1 className="hero-title">{home.hero.title}</h1>
          <p className="hero-tagline">{home.hero.tagline}</p>
          <div className="hero-actions">
            {home.hero.actions.map((action, i) => (
              <Link key={i} href={action.href} external={action.external} className={BUTTON[action.theme]}>
                {action.text}
              </Link>
            ))}
          </div>
        </div>
      </header>
      {home.features.length > 0 && (
        <section className="features">
          {home.features.map((feature, i) => (
            <div className="feature" key={i}>
              <h2 className="feature-title">{feature.title}</h2>
              <p>{feature.details}</p>
            </div>
          ))}
        </section>
      )}
      {home.html && <div className="markdown home-body" data-page-content="" dangerouslySetInnerHTML={{ __html: home.html }} />}
    </main>
  );
}
