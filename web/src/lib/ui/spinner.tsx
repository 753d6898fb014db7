import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** The accessible name of the progress indicator. */
  label: string;
  /** Diameter in px. */
  size?: number;
  className?: string;
  style?: CSSProperties;
}

/** An indeterminate progress ring (web/index.html draws the same one before the JavaScript arrives). */
export function Spinner({ label, size = 40, className, style }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, ...style }}
    >
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" strokeWidth="3.6" strokeDasharray="80 200" />
      </svg>
    </span>
  );
}
