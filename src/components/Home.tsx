import type { ReactNode } from 'react';
import styles from './Home.module.css';

/**
 * The pieces of EvalAP's home page (content/<locale>/pages/index.mdx). Texts, links and images
 * stay in the MDX page, as Markdown, so that docgen resolves and checks the links and prefixes
 * the images with the base URL; these components only lay them out.
 */

/** The welcome title and, below it, the images the page gives as Markdown. */
export function Hero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={`${styles.hero} evalap-hero`}>
      <h1 className={styles.heroTitle}>{title}</h1>
      <div className={styles.heroImages}>{children}</div>
    </header>
  );
}

/** The calls to action: a Markdown list of links, shown as buttons (the first one stands out). */
export function Actions({ children }: { children?: ReactNode }) {
  return <nav className={`${styles.actions} evalap-actions`}>{children}</nav>;
}

/** A grid of cards: three columns on a wide screen, one on a phone. */
export function CardGrid({ children, columns = 3 }: { children?: ReactNode; columns?: 2 | 3 }) {
  return <div className={`${styles.grid} ${columns === 2 ? styles.grid2 : styles.grid3} evalap-cards`}>{children}</div>;
}

/** One card: a title (a heading of the given level, h3 by default) and its Markdown text. */
export function Card({ title, children, level = 3 }: { title: string; children?: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.card} evalap-card`}>
      <Heading className={styles.cardTitle}>{title}</Heading>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
