import type { ReactNode } from 'react';
// The stylesheet of these components: a CSS module whose rules are all :global (see its header).
import './Home.module.css';

/**
 * The pieces of EvalAP's home page (content/<locale>/pages/index.mdx) and of the docs index's card
 * grid. Texts, links and images stay in the MDX pages, as Markdown, so that docgen resolves and
 * checks the links and prefixes the images with the base URL; these components only lay them out.
 */

/** The welcome title and, below it, the images the page gives as Markdown. */
export function Hero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="evalap-hero">
      <h1 className="evalap-hero-title">{title}</h1>
      <div className="evalap-hero-images">{children}</div>
    </header>
  );
}

/** The calls to action: a Markdown list of links, shown as buttons (the first one stands out). */
export function Actions({ children }: { children?: ReactNode }) {
  return <nav className="evalap-actions">{children}</nav>;
}

/** A grid of cards: three columns (or two) on a wide screen, one on a phone. */
export function CardGrid({ children, columns = 3 }: { children?: ReactNode; columns?: 2 | 3 }) {
  return <div className={columns === 2 ? 'evalap-cards evalap-cards-2' : 'evalap-cards'}>{children}</div>;
}

/** One card: a title (a heading of the given level, h3 by default) and its Markdown text. */
export function Card({ title, children, level = 3 }: { title: string; children?: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="evalap-card">
      <Heading className="evalap-card-title">{title}</Heading>
      <div className="evalap-card-body">{children}</div>
    </section>
  );
}
