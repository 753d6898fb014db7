import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { formikField } from '../../components/formik-field';
import { SubmitButton } from '../../components/submit-button';
import { useSignedIn } from '../session';
import { loginSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { loginRequested, loginScreenLeft, selectLoginError, selectLoginStatus } from './login-slice';
import { getPasswordCredential } from './password-credentials';
import { PasswordField } from './password-field';
import { returnPath } from './return-path';
import { loadSavedAccounts } from '../../lib/saved-accounts';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { authStoreModule } from './auth-store-module';

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
    onSubmit: ({ email, password, rememberMe }) => {
      dispatch(loginRequested({ username: email.trim(), password, rememberMe }));
    },
  });
  const { setValues, setFieldValue, setFieldTouched } = formik;

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
  const email = formikField(formik, 'email');
  return (
    <AuthScreen title="Login to Stores/Admin Account">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
        <Autocomplete
          freeSolo
          openOnFocus
          options={savedAccounts}
          inputValue={email.value}
          onInputChange={(_event, value) => void setFieldValue('email', value)}
          onBlur={() => void setFieldTouched('email', true)}
          renderInput={(params) => (
            <TextField
              {...params}
              name="email"
              label="Email or Phone Number"
              error={email.error}
              helperText={email.helperText}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'username', inputMode: 'email' },
              }}
            />
          )}
        />
        <PasswordField label="Password" autoComplete="current-password" {...formikField(formik, 'password')} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox name="rememberMe" checked={formik.values.rememberMe} onChange={formik.handleChange} />}
            label="Remember me"
          />
          <Link component={RouterLink} to="/forgot">
            Forgot Password?
          </Link>
        </Box>
        <SubmitButton disabled={busy}>{busy ? 'Signing in...' : 'Login'}</SubmitButton>
        <Typography sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/signup" sx={{ fontWeight: 700 }}>
            SIGN UP
          </Link>
        </Typography>
      </Box>
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
