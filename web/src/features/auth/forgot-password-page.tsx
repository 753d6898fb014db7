import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TextField } from '../../components/text-field';
import Typography from '@mui/material/Typography';
import { useForm } from '../../lib/use-form';
import { Link as RouterLink } from 'react-router-dom';
import { formField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { forgotPasswordSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { resetStepDelayMs } from './auth-timings';
import { useNavigateAfter } from './use-navigate-after';

/** /forgot: the first step of the mock password reset; nothing is sent anywhere. */
export function ForgotPasswordPage() {
  const navigateAfterStep = useNavigateAfter(resetStepDelayMs);
  const form = useForm({
    initialValues: { account: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: () => navigateAfterStep('/verify-otp'),
  });

  return (
    <AuthScreen title="Forgot Password">
      <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label="Email or Mobile Number"
          autoComplete="username"
          required
          fullWidth
          {...formField(form, 'account')}
        />
        <Typography color="textSecondary">
          We will send a one-time password (OTP) to your registered email or mobile number.
        </Typography>
        <SubmitButton disabled={form.isSubmitting}>Send Reset Instructions</SubmitButton>
        <Link component={RouterLink} to="/login" sx={{ justifySelf: 'center' }}>
          Back to Login
        </Link>
      </Box>
    </AuthScreen>
  );
}
