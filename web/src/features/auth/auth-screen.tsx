import type { ReactNode } from 'react';
import styles from './auth-screen.module.css';
import { SloganCarousel } from './slogan-carousel';
import typography from '../../lib/ui/typography.module.css';

/** The frame the sign-in, signup and password-reset screens share: the form with the slogan carousel beside it. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.main}>
      <div className={`${typography.outlinedPaper} ${styles.card}`}>
        <div className={styles.form}>
          <h1 className={`${typography.h5} ${styles.title}`}>{title}</h1>
          {children}
        </div>
        <SloganCarousel />
      </div>
    </main>
  );
}
