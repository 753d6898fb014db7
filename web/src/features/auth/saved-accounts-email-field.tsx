import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FocusEventHandler } from 'react';

export interface SavedAccountsEmailFieldProps {
  /** The accounts remembered on this device, most recent first (none: the field suggests nothing). */
  savedAccounts: readonly string[];
  value: string;
  onInputChange: (value: string) => void;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error: boolean;
  helperText: string | undefined;
  required: boolean;
}

/** The login's e-mail or phone field, suggesting the accounts remembered on this device (free text besides). */
export function SavedAccountsEmailField({
  savedAccounts,
  value,
  onInputChange,
  onBlur,
  error,
  helperText,
  required,
}: SavedAccountsEmailFieldProps) {
  return (
    <Autocomplete
      freeSolo
      openOnFocus
      options={savedAccounts}
      inputValue={value}
      onInputChange={(_event, input) => onInputChange(input)}
      renderInput={(params) => (
        <TextField
          {...params}
          name="email"
          label="Email or Phone Number"
          onBlur={onBlur}
          error={error}
          helperText={helperText}
          required={required}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              autoComplete: 'username',
              autoCapitalize: 'none',
              spellCheck: false,
              inputMode: 'email',
            },
          }}
        />
      )}
    />
  );
}
