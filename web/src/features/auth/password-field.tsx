import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEventHandler, type FocusEventHandler } from 'react';

export interface PasswordFieldProps {
  name: string;
  label: string;
  value: string | number;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  /** current-password or new-password, so the browser's password manager knows what to offer. */
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, autoComplete, maxLength, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const action = `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <TextField
      {...field}
      label={label}
      type={visible ? 'text' : 'password'}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete, maxLength },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={action} title={action} edge="end" onClick={() => setVisible((shown) => !shown)}>
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
