import { useId, type ReactNode } from 'react';
import styles from './form-input.module.css';
import { OutlinedInput, type OutlinedInputProps } from './outlined-field';

export type FormInputProps = OutlinedInputProps & {
  /** A line under the field (a rule or the validation message), tied to the box by aria-describedby. */
  helperText?: ReactNode;
};

/**
 * A form's text box in MUI's default TextField look (outlined, medium): the label inside the empty field, floating up
 * into the notch on focus or once there is a value, and the helper text under it. The home route's OutlinedInput in a
 * taller frame, its medium look in a style sheet of its own, so that the home route does not carry what only forms use.
 */
export function FormInput({ fullWidth, className, helperText, error, placeholder, ...field }: FormInputProps) {
  const helperId = `${useId()}-helper-text`;
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== '';
  const describedBy = [field['aria-describedby'], hasHelper ? helperId : undefined].filter(Boolean).join(' ');
  const frameClass = [styles.medium, field.adornment === undefined ? styles.floating : undefined, className];
  // One structure whether or not a message shows: a message appearing as the shopper types must not remount the box.
  return (
    <div className={[styles.root, fullWidth ? styles.fullWidth : undefined].filter(Boolean).join(' ')}>
      <OutlinedInput
        // Stated either way, as MUI's fields do: a field is announced valid again once its message goes.
        aria-invalid={error ?? false}
        // The floating label's CSS tells an empty field by its placeholder being shown.
        placeholder={placeholder ?? ' '}
        {...field}
        error={error}
        fullWidth={fullWidth}
        className={frameClass.filter(Boolean).join(' ')}
        aria-describedby={describedBy || undefined}
      />
      {hasHelper && (
        <p id={helperId} className={[styles.helperText, error ? styles.invalidText : undefined].join(' ')}>
          {helperText}
        </p>
      )}
    </div>
  );
}
