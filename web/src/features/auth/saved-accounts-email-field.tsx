import Autocomplete from '@mui/material/Autocomplete';
import { TextField } from '../../components/text-field';

export interface EmailFieldProps {
  value: string;
  error: boolean;
  helperText: string | undefined;
  onInputChange: (value: string) => void;
  onBlur: () => void;
  'aria-required'?: boolean;
}

/**
 * The login's e-mail field with the accounts remembered on this device as suggestions (MUI's Autocomplete, free
 * text). Only a device with remembered accounts loads it (login-page.tsx): the Autocomplete and its Popper are about
 * 20 KB gzip.
 */
export function SavedAccountsEmailField({
  savedAccounts,
  value,
  error,
  helperText,
  onInputChange,
  onBlur,
  'aria-required': ariaRequired,
}: EmailFieldProps & { savedAccounts: readonly string[] }) {
  return (
    <Autocomplete
      freeSolo
      openOnFocus
      options={savedAccounts}
      inputValue={value}
      onInputChange={(_event, input) => onInputChange(input)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name="email"
          label="Email or Phone Number"
          error={error}
          helperText={helperText}
          aria-required={ariaRequired}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'username', inputMode: 'email' },
          }}
        />
      )}
    />
  );
}
