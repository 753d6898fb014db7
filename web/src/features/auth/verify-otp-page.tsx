import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { FormikForm } from '../../components/formik-form';
import { SubmitButton } from '../../components/submit-button';
import { otpLength, otpSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { resetStepDelayMs } from './auth-timings';
import { OtpInput } from './otp-input';
import { useNavigateAfter } from './use-navigate-after';

/** The mock flow sends no OTP, so the number it names is a fixed placeholder (spec section 2). */
export const otpPhonePlaceholder = '+91 XXXXXX7890';

/** /verify-otp: the second step of the mock password reset; any four digits pass. */
export function VerifyOtpPage() {
  const navigateAfterStep = useNavigateAfter(resetStepDelayMs);
  const formik = useFormik({
    initialValues: { digits: Array.from({ length: otpLength }, () => '') },
    validationSchema: otpSchema,
    // The step's promise keeps the form submitting, its button disabled, until the next step opens.
    onSubmit: () => navigateAfterStep('/reset-password'),
  });
  const { setFieldValue } = formik;
  // Read as the boxes change rather than after formik's asynchronous validation, so the button never lags a digit.
  const complete = otpSchema.isValidSync(formik.values);

  return (
    <AuthScreen title="Verify OTP">
      <FormikForm formik={formik}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Typography color="textSecondary">
            Enter the {otpLength}-digit OTP sent to {otpPhonePlaceholder}.
          </Typography>
          <OtpInput digits={formik.values.digits} onChange={(digits) => void setFieldValue('digits', digits)} />
          <SubmitButton disabled={!complete || formik.isSubmitting}>Validate OTP</SubmitButton>
          <Typography sx={{ textAlign: 'center' }}>
            Didn&apos;t receive the OTP?{' '}
            {/* The mock flow sends nothing, so there is nothing to send again (spec section 2). */}
            <Button variant="text" size="small" sx={{ textTransform: 'none', fontWeight: 700 }}>
              Send Again
            </Button>
          </Typography>
        </Box>
      </FormikForm>
    </AuthScreen>
  );
}
