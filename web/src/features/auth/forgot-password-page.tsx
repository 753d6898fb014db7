import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { SubmitButton } from '../../components/submit-button';
import { forgotPasswordSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { resetStepDelayMs } from './auth-timings';
import { useNavigateAfter } from './use-navigate-after';

/** /forgot: the first step of the mock password reset; nothing is sent anywhere. */
export function ForgotPasswordPage() {
  const navigateAfterStep = useNavigateAfter(resetStepDelayMs);
  const formik = useFormik({
    initialValues: { account: '' },
    validationSchema: forgotPasswordSchema,
    // The step's promise keeps the form submitting, its button disabled, until the next step opens.
    onSubmit: () => navigateAfterStep('/verify-otp'),
  });

  return (
    <AuthScreen title="Forgot Password">
      <FormikForm formik={formik}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label="Email or Mobile Number"
            autoComplete="username"
            fullWidth
            {...formikField(formik, 'account', forgotPasswordSchema)}
          />
          <Typography color="textSecondary">
            We will send a one-time password (OTP) to your registered email or mobile number.
          </Typography>
          <SubmitButton disabled={formik.isSubmitting}>Send Reset Instructions</SubmitButton>
          <Link component={RouterLink} to="/login" sx={{ justifySelf: 'center' }}>
            Back to Login
          </Link>
        </Box>
      </FormikForm>
    </AuthScreen>
  );
}
