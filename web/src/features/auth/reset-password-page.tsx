import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { SubmitButton } from '../../components/submit-button';
import { resetPasswordSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { resetStepDelayMs } from './auth-timings';
import { PasswordField } from './password-field';
import { useNavigateAfter } from './use-navigate-after';

/** /reset-password: the last step of the mock password reset; the new password goes nowhere. */
export function ResetPasswordPage() {
  const navigateAfterStep = useNavigateAfter(resetStepDelayMs);
  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    // The step's promise keeps the form submitting, its button disabled, until the login screen opens.
    onSubmit: () => navigateAfterStep('/login'),
  });
  // Read as the shopper types rather than after formik's asynchronous validation, so the button never lags a key.
  const matching = resetPasswordSchema.isValidSync(formik.values);
  const confirmation = formikField(formik, 'confirmPassword', resetPasswordSchema);
  // Said as soon as the confirmation differs, not only once it is left; an empty one says nothing (spec section 5).
  const mismatch = formik.values.confirmPassword === '' ? undefined : formik.errors.confirmPassword;

  return (
    <AuthScreen title="Set a New Password">
      <FormikForm formik={formik}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            {...formikField(formik, 'password', resetPasswordSchema)}
            // The length is a hint only (spec section 5), and the field has no message of its own.
            error={false}
            helperText="At least 8 characters"
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            {...confirmation}
            error={mismatch !== undefined}
            helperText={mismatch}
          />
          <SubmitButton disabled={!matching || formik.isSubmitting}>Reset Password</SubmitButton>
        </Box>
      </FormikForm>
    </AuthScreen>
  );
}
