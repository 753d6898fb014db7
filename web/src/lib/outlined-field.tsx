import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

// MUI's TextField imports Select, and with it Menu, Popover and their transitions, wherever an input is shown. These
// build TextField's small outlined markup (a label tied to its control, the notched outline) from its parts alone,
// which keeps those modules out of the pages that only need a text box or a native select.

interface FrameProps {
  label: string;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

function FieldFrame({
  label,
  error,
  disabled,
  fullWidth,
  sx,
  id,
  children,
}: FrameProps & { id: string; children: ReactNode }) {
  return (
    <FormControl size="small" error={error} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      {children}
    </FormControl>
  );
}

export type OutlinedFieldProps = FrameProps &
  Omit<OutlinedInputProps, keyof FrameProps | 'id' | 'size' | 'inputProps'> & {
    /** Attributes of the input element itself. */
    inputProps?: InputHTMLAttributes<HTMLInputElement>;
  };

/** A small outlined text box with its label, as `<TextField size="small">` draws it. */
export function OutlinedField({ label, error, disabled, fullWidth, sx, ...input }: OutlinedFieldProps) {
  const id = useId();
  return (
    <FieldFrame {...{ label, error, disabled, fullWidth, sx, id }}>
      <OutlinedInput id={id} label={label} {...input} />
    </FieldFrame>
  );
}

export interface OutlinedSelectProps extends FrameProps {
  value: string;
  onChange(value: string): void;
  /** The `<option>` elements. */
  children: ReactNode;
  /** Attributes of the select element itself. */
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
}

/** A small outlined native select with its label, as `<TextField select size="small">` with native options draws it. */
export function OutlinedSelect({
  label,
  error,
  disabled,
  fullWidth,
  sx,
  value,
  onChange,
  children,
  selectProps,
}: OutlinedSelectProps) {
  const id = useId();
  return (
    <FieldFrame {...{ label, error, disabled, fullWidth, sx, id }}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} />}
        inputProps={selectProps}
      >
        {children}
      </NativeSelect>
    </FieldFrame>
  );
}
