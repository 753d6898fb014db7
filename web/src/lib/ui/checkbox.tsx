import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The text beside the box, its accessible name. */
  label: ReactNode;
};

/** A native checkbox in the brand's primary colour with its label beside it (MUI's FormControlLabel look). */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={[styles.control, className].filter(Boolean).join(' ')}>
      <span className={styles.box}>
        <input type="checkbox" {...input} />
      </span>
      <span>{label}</span>
    </label>
  );
}
