import type { ButtonHTMLAttributes } from 'react';
import styles from './icon-button.module.css';

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The button's accessible name: an icon has none of its own. */
  'aria-label': string;
  size?: 'small' | 'medium';
};

/** A round button around one icon (MUI's IconButton look). */
export function IconButton({ size = 'medium', className, type = 'button', ...button }: IconButtonProps) {
  const classes = [styles.iconButton, styles[size], className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...button} />;
}
