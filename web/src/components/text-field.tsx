import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';

export type TextFieldProps = Omit<
  MuiTextFieldProps,
  'slotProps' | 'slots' | 'select' | 'variant' | 'SelectProps' | 'InputProps' | 'inputProps' | 'InputLabelProps'
> & {
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
  };
  helperText?: ReactNode;
};

/**
 * MUI's outlined TextField, the same elements, classes, ids and ARIA wiring (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), without the select mode: MUI's TextField always imports Select, and with it Menu, Popover, Modal
 * and the filled and standard inputs, about 17 KB gzip that every form page carried for a mode none of them uses.
 */
export function TextField({
  autoComplete,
  autoFocus,
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  rows,
  type,
  value,
  slotProps = {},
  className,
  color = 'primary',
  'aria-required': ariaRequired,
  ...root
}: TextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input: inputProps, htmlInput, inputLabel } = slotProps;
  return (
    <FormControl
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
      {...root}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        // The input is what is required, not the FormControl's box that takes the other ARIA props.
        inputProps={ariaRequired === undefined ? htmlInput : { 'aria-required': ariaRequired, ...htmlInput }}
        label={label}
        {...(inputLabel?.shrink === undefined ? {} : { notched: inputLabel.shrink })}
        {...inputProps}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
