import type { ReactNode } from 'react';
import { Button } from '../lib/ui/button';
import styles from './submit-button.module.css';

/** The form's main button; its text shows as the spec writes it ('Login', not 'LOGIN'). */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled} className={styles.submit}>
      {children}
    </Button>
  );
}
