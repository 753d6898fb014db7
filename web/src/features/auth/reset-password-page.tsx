import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/submit-button';
import { AuthScreen } from './auth-screen';
import { resetStepDelayMs } from './auth-timings';
import { PasswordField } from './password-field';
import { useNavigateAfter } from './use-navigate-after';

/** /reset-password: the last step of the mock password reset; the new password goes nowhere. */
export function ResetPasswordPage() {
  const navigateAfterStep = useNavigateAfter(resetStepDelayMs);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resetting, setResetting] = useState(false);
  const mismatch = confirmation !== '' && confirmation !== password;
  const matching = password !== '' && confirmation === password;

  const reset = (event: FormEvent) => {
    event.preventDefault();
    setResetting(true);
    void navigateAfterStep('/login');
  };

  return (
    <AuthScreen title="Set a New Password">
      <Box component="form" noValidate onSubmit={reset} sx={{ display: 'grid', gap: 2.5 }}>
        <PasswordField
          name="password"
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          helperText="At least 8 characters"
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={mismatch}
          helperText={mismatch ? 'Passwords do not match' : undefined}
        />
        <SubmitButton disabled={!matching || resetting}>Reset Password</SubmitButton>
      </Box>
    </AuthScreen>
  );
}
