import { Fragment, useId, type ReactNode } from 'react';
import styles from './page-layout.module.css';
import typography from '../lib/ui/typography.module.css';

export interface PageLayoutProps {
  title: ReactNode;
  /** Paragraphs under the title, inside the page's header. */
  intro?: ReactNode;
  /** The readable width of the page's column, in px. */
  maxWidth: number;
  children: ReactNode;
}

/** A content page's frame: one landmark, one h1 and its introduction, then the page's own parts in a column. */
export function PageLayout({ title, intro, maxWidth, children }: PageLayoutProps) {
  return (
    // Inline: each page chooses its own width, any number of px.
    <main className={styles.page} style={{ maxWidth }}>
      <header className={styles.header}>
        {/* Focusable from code: where a page sends the focus when what held it goes away. */}
        <h1 tabIndex={-1} className={`${typography.h4} ${styles.title}`}>
          {title}
        </h1>
        {intro}
      </header>
      {children}
    </main>
  );
}

/** A part of a page under its h2, named by it for screen readers' landmark lists. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={`${typography.h5} ${styles.sectionTitle}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A long code or address for a page's column, with a line-break opportunity (`<wbr>`) after each of `marks`, e.g. a
 * URL's slashes: where it must wrap it wraps between its parts ('https://claim.example.com/v/' then '8274791976')
 * rather than at whichever letter fills the line (the column's overflow-wrap: anywhere, page-layout.module.css, stays
 * the last resort). Its text, what a copy or a screen reader gets, is unchanged.
 */
export function withSoftBreaks(text: string, marks: string): ReactNode {
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    if (!marks.includes(text.charAt(index))) continue;
    parts.push(text.slice(start, index + 1));
    start = index + 1;
  }
  parts.push(text.slice(start));
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // The parts of a fixed text, never reordered: their places identify them.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
