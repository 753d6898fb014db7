import {
  useId,
  useRef,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import styles from './outlined-field.module.css';

interface FieldProps {
  /** The label in the outline's notch; a field without one needs an aria-label. */
  label?: string;
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
  onMouseDown,
  children,
}: FieldProps & { id: string; onMouseDown?: (event: MouseEvent) => void; children: ReactNode }) {
  const classes = [
    styles.field,
    fullWidth ? styles.fullWidth : undefined,
    disabled ? styles.disabled : error ? styles.invalid : undefined,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} onMouseDown={onMouseDown}>
      {label !== undefined && <label htmlFor={id}>{label}</label>}
      {children}
      <fieldset aria-hidden="true">
        <legend>{label !== undefined && <span>{label}</span>}</legend>
      </fieldset>
    </div>
  );
}

export type OutlinedInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    /** Text or an icon before the control, e.g. the currency. */
    adornment?: ReactNode;
    /** A control after the box, e.g. a button that shows a password. */
    endAdornment?: ReactNode;
  };

/** A small outlined text box with its label in the outline's notch (MUI's small outlined TextField look). */
export function OutlinedInput({
  label,
  error,
  disabled,
  fullWidth,
  className,
  adornment,
  endAdornment,
  ...input
}: OutlinedInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // As in MUI's fields, a press anywhere on the field (its adornment, its padding) puts the caret in the box; a button
  // at its end keeps its press.
  const focusInput = (event: MouseEvent) => {
    if (event.target === inputRef.current || (event.target as Element).closest('button') !== null) return;
    event.preventDefault();
    inputRef.current?.focus();
  };
  return (
    <FieldFrame {...{ label, error, disabled, fullWidth, className, id }} onMouseDown={focusInput}>
      {adornment !== undefined && <span className={styles.adornment}>{adornment}</span>}
      <input ref={inputRef} id={id} disabled={disabled} aria-invalid={error || undefined} {...input} />
      {endAdornment !== undefined && <span className={styles.endAdornment}>{endAdornment}</span>}
    </FieldFrame>
  );
}

export type OutlinedSelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { label: string };

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
