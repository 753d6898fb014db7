import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export interface ButtonLook {
  /** contained: the brand's button colour; outlined and text: the primary colour, or the surrounding text colour. */
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
  className?: string;
}

/** The button look as a class list, for links and labels that should look like buttons. */
export function buttonClassName({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
  className,
}: ButtonLook = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'medium' ? undefined : styles[size],
    color === 'inherit' ? styles.inherit : undefined,
    fullWidth ? styles.fullWidth : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
    /** An icon before the label. */
    startIcon?: ReactNode;
  };

/** A button drawn with the storefront's own styles (MUI's Button look, without MUI on the home route). */
export function Button({
  variant,
  size,
  color,
  fullWidth,
  className,
  startIcon,
  type = 'button',
  children,
  ...button
}: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, color, fullWidth, className })} {...button}>
      {startIcon !== undefined && <span className={styles.icon}>{startIcon}</span>}
      {children}
    </button>
  );
}
