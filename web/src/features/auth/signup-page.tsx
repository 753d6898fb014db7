import { Alert } from '../../lib/ui/alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TextField } from '../../components/text-field';
import Typography from '@mui/material/Typography';
import { useForm } from '../../lib/use-form';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { passwordMaxLength, signupSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { signupRedirectDelayMs } from './auth-timings';
import { PasswordField } from './password-field';
import { selectSignupError, selectSignupStatus, signupRequested, signupScreenLeft } from './signup-slice';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { authStoreModule } from './auth-store-module';

export const signupSuccessText = 'Signup Successful! Redirecting to login page...';

function SignupScreen() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const status = useSelector(selectSignupStatus);
  const error = useSelector(selectSignupError);
  const form = useForm({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validationSchema: signupSchema,
    onSubmit: ({ name, email, password }) => {
      dispatch(signupRequested({ username: name.trim(), email: email.trim(), password }));
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
      <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
        {done && <Alert severity="success">{signupSuccessText}</Alert>}
        <TextField label="Full Name" autoComplete="name" fullWidth {...formField(form, 'name')} />
        <TextField label="Email" type="email" autoComplete="email" fullWidth {...formField(form, 'email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          maxLength={passwordMaxLength}
          {...formField(form, 'password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          maxLength={passwordMaxLength}
          {...formField(form, 'confirmPassword')}
        />
        <SubmitButton disabled={status === 'loading' || done}>Register Now</SubmitButton>
        <Typography sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
            Login
          </Link>
        </Typography>
      </Box>
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
