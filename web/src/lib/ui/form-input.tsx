import { useId, useRef, type ReactNode } from 'react';
import styles from './form-input.module.css';
import { FieldFrame, useCaretOnPress, type OutlinedInputProps } from './outlined-field';
import frameStyles from './outlined-field.module.css';

export type FormInputProps = OutlinedInputProps & {
  /** A control after the box, e.g. a button that shows a password. */
  endAdornment?: ReactNode;
  /** A line under the field (a rule or the validation message), tied to the box by aria-describedby. */
  helperText?: ReactNode;
};

/**
 * A form's text box in MUI's default TextField look (outlined, medium): the label inside the empty field, floating up
 * into the notch on focus or once there is a value, and the helper text under it. Apart from OutlinedInput, which the
 * home route draws, so that the home route does not carry what only the form pages use.
 */
export function FormInput({
  label,
  error,
  disabled,
  fullWidth,
  className,
  adornment,
  endAdornment,
  helperText,
  placeholder,
  ...input
}: FormInputProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCaretOnPress(inputRef);
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== '';
  const describedBy = [input['aria-describedby'], hasHelper ? helperId : undefined].filter(Boolean).join(' ');
  const frameClass = [styles.medium, adornment === undefined ? styles.floating : undefined, className];
  // One structure whether or not a message shows: a message appearing as the shopper types must not remount the box.
  return (
    <div className={[styles.root, fullWidth ? styles.fullWidth : undefined].filter(Boolean).join(' ')}>
      <FieldFrame
        {...{ label, error, disabled, fullWidth, id }}
        className={frameClass.filter(Boolean).join(' ')}
        onMouseDown={focusInput}
      >
        {adornment !== undefined && <span className={`${frameStyles.adornment} ${styles.adornment}`}>{adornment}</span>}
        <input
          ref={inputRef}
          id={id}
          disabled={disabled}
          // Stated either way, as MUI's fields do: a field is announced valid again once its message goes.
          aria-invalid={error ?? false}
          // The floating label's CSS tells an empty field by its placeholder being shown.
          placeholder={placeholder ?? ' '}
          {...input}
          aria-describedby={describedBy || undefined}
        />
        {endAdornment !== undefined && <span className={styles.endAdornment}>{endAdornment}</span>}
      </FieldFrame>
      {hasHelper && (
        <p id={helperId} className={[styles.helperText, error ? styles.invalidText : undefined].join(' ')}>
          {helperText}
        </p>
      )}
    </div>
  );
}
