import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

/** The payment pages' column: narrow and centred, as a payment form reads best. */
export function PageFrame({ children }: { children: ReactNode }) {
  return <main className={styles.frame}>{children}</main>;
}
