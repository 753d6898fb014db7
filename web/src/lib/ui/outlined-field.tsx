import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './outlined-field.module.css';

interface FieldProps {
  label: string;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Classes of the field's frame (width, margins). */
  className?: string;
}

function FieldFrame({
  label,
  error,
  disabled,
  fullWidth,
  className,
  id,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  const classes = [
    styles.field,
    fullWidth ? styles.fullWidth : undefined,
    disabled ? styles.disabled : error ? styles.invalid : undefined,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children}
      <fieldset aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </div>
  );
}

export type OutlinedInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    /** Text before the control, e.g. the currency. */
    adornment?: string;
  };

/** A small outlined text box with its label in the outline's notch (MUI's small outlined TextField look). */
export function OutlinedInput({
  label,
  error,
  disabled,
  fullWidth,
  className,
  adornment,
  ...input
}: OutlinedInputProps) {
  const id = useId();
  return (
    <FieldFrame {...{ label, error, disabled, fullWidth, className, id }}>
      {adornment !== undefined && <span className={styles.adornment}>{adornment}</span>}
      <input id={id} disabled={disabled} aria-invalid={error || undefined} {...input} />
    </FieldFrame>
  );
}

export type OutlinedSelectProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A small outlined native select with its label in the outline's notch; the options are its children. */
export function OutlinedSelect({ label, error, disabled, fullWidth, className, ...select }: OutlinedSelectProps) {
  const id = useId();
  return (
    <FieldFrame {...{ label, error, disabled, fullWidth, className, id }}>
      <select id={id} disabled={disabled} aria-invalid={error || undefined} {...select} />
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </FieldFrame>
  );
}
