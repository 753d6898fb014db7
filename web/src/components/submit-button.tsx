import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The form's main button; its text shows as the spec writes it ('Login', not 'LOGIN'). */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled}
      sx={{ textTransform: 'none', fontWeight: 700 }}
    >
      {children}
    </Button>
  );
}
