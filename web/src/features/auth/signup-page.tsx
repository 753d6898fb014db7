import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { SubmitButton } from '../../components/submit-button';
import { passwordMaxLength } from '../../lib/form-schemas';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { signupSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { authStoreModule } from './auth-store-module';
import { signupRedirectDelayMs } from './auth-timings';
import { PasswordField } from './password-field';
import { selectSignupError, selectSignupStatus, signupRequested, signupScreenLeft } from './signup-slice';

export const signupSuccessText = 'Signup Successful! Redirecting to login page...';

function SignupScreen() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const status = useSelector(selectSignupStatus);
  const error = useSelector(selectSignupError);
  const formik = useFormik({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validationSchema: signupSchema,
    onSubmit: ({ name, email, password }, { setSubmitting }) => {
      dispatch(signupRequested({ username: name.trim(), email: email.trim(), password }));
      // From here the signup's status in the store says the form is busy.
      setSubmitting(false);
    },
  });

  useEffect(() => {
    if (status !== 'succeeded') return undefined;
    const timer = window.setTimeout(() => void navigate('/login'), signupRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  useEffect(() => () => void dispatch(signupScreenLeft()), [dispatch]);

  const done = status === 'succeeded';
  return (
    <AuthScreen title="Create Your Account">
      <FormikForm formik={formik}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
          {done && <Alert severity="success">{signupSuccessText}</Alert>}
          <TextField label="Full Name" autoComplete="name" fullWidth {...formikField(formik, 'name', signupSchema)} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            {...formikField(formik, 'email', signupSchema)}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            maxLength={passwordMaxLength}
            {...formikField(formik, 'password', signupSchema)}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            maxLength={passwordMaxLength}
            {...formikField(formik, 'confirmPassword', signupSchema)}
          />
          <SubmitButton disabled={status === 'loading' || done || formik.isSubmitting}>Register Now</SubmitButton>
          <Typography sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
              Login
            </Link>
          </Typography>
        </Box>
      </FormikForm>
    </AuthScreen>
  );
}

/** /signup: a new account, then the login screen. */
export function SignupPage() {
  return (
    <StoreModuleGate module={authStoreModule}>
      <SignupScreen />
    </StoreModuleGate>
  );
}
