import type { ReactNode } from 'react';
import styles from './full-page-message.module.css';
import typography from './ui/typography.module.css';

/** A page that is only a heading, an optional line and its actions, centred: error and not-found screens. */
export function FullPageMessage({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <main className={styles.screen}>
      <h1 className={`${typography.h4} ${styles.title}`}>{title}</h1>
      {children}
      <div className={styles.actions}>{actions}</div>
    </main>
  );
}
