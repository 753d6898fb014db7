import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { SubmitButton } from '../../components/submit-button';
import { loadSavedAccounts } from '../../lib/saved-accounts';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { useSignedIn } from '../session';
import { loginSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { authStoreModule } from './auth-store-module';
import { loginRequested, loginScreenLeft, selectLoginError, selectLoginStatus } from './login-slice';
import { getPasswordCredential } from './password-credentials';
import { PasswordField } from './password-field';
import { returnPath } from './return-path';
import { SavedAccountsEmailField } from './saved-accounts-email-field';

function LoginScreen() {
  const dispatch = useDispatch();
  const afterSignIn = returnPath(useLocation().state);
  const signedIn = useSignedIn();
  const status = useSelector(selectLoginStatus);
  const error = useSelector(selectLoginError);
  const [savedAccounts] = useState(loadSavedAccounts);
  const formik = useFormik({
    initialValues: { email: '', password: '', rememberMe: false },
    validationSchema: loginSchema,
    onSubmit: ({ email, password, rememberMe }, { setSubmitting }) => {
      dispatch(loginRequested({ username: email.trim(), password, rememberMe }));
      // From here the login's status in the store says the form is busy.
      setSubmitting(false);
    },
  });
  const { setValues, setFieldValue } = formik;

  useEffect(() => {
    let current = true;
    void getPasswordCredential().then((credential) => {
      if (!current || credential === null) return;
      // Only into an untouched form: the shopper may have started typing while the browser answered.
      void setValues((values) =>
        values.email === '' && values.password === ''
          ? { ...values, email: credential.id, password: credential.password }
          : values,
      );
    });
    return () => {
      current = false;
    };
  }, [setValues]);

  useEffect(() => () => void dispatch(loginScreenLeft()), [dispatch]);

  if (signedIn) return <Navigate to={afterSignIn} replace />;

  const busy = status === 'loading';
  const email = formikField(formik, 'email', loginSchema);
  return (
    <AuthScreen title="Login to Stores/Admin Account">
      <FormikForm formik={formik}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
          <SavedAccountsEmailField
            savedAccounts={savedAccounts}
            value={formik.values.email}
            onInputChange={(value) => void setFieldValue('email', value)}
            onBlur={email.onBlur}
            error={email.error}
            helperText={email.helperText}
            required={email.required}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...formikField(formik, 'password', loginSchema)}
          />
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
          >
            <FormControlLabel
              label="Remember me"
              control={<Checkbox name="rememberMe" checked={formik.values.rememberMe} onChange={formik.handleChange} />}
            />
            <Link component={RouterLink} to="/forgot">
              Forgot Password?
            </Link>
          </Box>
          <SubmitButton disabled={busy || formik.isSubmitting}>{busy ? 'Signing in...' : 'Login'}</SubmitButton>
          <Typography sx={{ textAlign: 'center' }}>
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to="/signup" sx={{ fontWeight: 700 }}>
              SIGN UP
            </Link>
          </Typography>
        </Box>
      </FormikForm>
    </AuthScreen>
  );
}

/**
 * /login: e-mail or phone and password. A shopper already signed in goes to the catalogue, or back to the page that
 * sent them here to sign in (the cart, say).
 */
export function LoginPage() {
  return (
    <StoreModuleGate module={authStoreModule}>
      <LoginScreen />
    </StoreModuleGate>
  );
}
