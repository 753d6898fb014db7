import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/submit-button';
import { AuthScreen } from './auth-screen';
import { resetStepDelayMs } from './auth-timings';
import { OtpInput } from './otp-input';
import { useNavigateAfter } from './use-navigate-after';

/** Spec section 9: the OTP has 4 digits. */
export const otpLength = 4;

/** The mock flow sends no OTP, so the number it names is a fixed placeholder (spec section 2). */
export const otpPhonePlaceholder = '+91 XXXXXX7890';

/** /verify-otp: the second step of the mock password reset; any four digits pass. */
export function VerifyOtpPage() {
  const navigateAfterStep = useNavigateAfter(resetStepDelayMs);
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: otpLength }, () => ''));
  const [validating, setValidating] = useState(false);
  const complete = digits.every((digit) => digit !== '');

  const validate = (event: FormEvent) => {
    event.preventDefault();
    setValidating(true);
    void navigateAfterStep('/reset-password');
  };

  return (
    <AuthScreen title="Verify OTP">
      <Box component="form" noValidate onSubmit={validate} sx={{ display: 'grid', gap: 3 }}>
        <Typography color="textSecondary">
          Enter the {otpLength}-digit OTP sent to {otpPhonePlaceholder}.
        </Typography>
        <OtpInput digits={digits} onChange={setDigits} />
        <SubmitButton disabled={!complete || validating}>Validate OTP</SubmitButton>
        <Typography sx={{ textAlign: 'center' }}>
          Didn&apos;t receive the OTP?{' '}
          {/* The mock flow sends nothing, so there is nothing to send again (spec section 2). */}
          <Button variant="text" size="small" sx={{ textTransform: 'none', fontWeight: 700 }}>
            Send Again
          </Button>
        </Typography>
      </Box>
    </AuthScreen>
  );
}
