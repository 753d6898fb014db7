import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Link, useLocation } from 'react-router-dom';
import { formField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { loadSavedAccounts } from '../../lib/saved-accounts';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { Alert } from '../../lib/ui/alert';
import { Checkbox } from '../../lib/ui/checkbox';
import { FormInput } from '../../lib/ui/form-input';
import { useForm } from '../../lib/use-form';
import { lazyPart } from '../../lib/lazy-part';
import { useSignedIn } from '../session';
import { loginSchema } from './auth-schemas';
import { AuthScreen } from './auth-screen';
import { authStoreModule } from './auth-store-module';
import styles from './login-page.module.css';
import { loginRequested, loginScreenLeft, selectLoginError, selectLoginStatus } from './login-slice';
import { getPasswordCredential } from './password-credentials';
import { PasswordField } from './password-field';
import { returnPath } from './return-path';
import type { EmailFieldProps } from './saved-accounts-email-field';
import typography from '../../lib/ui/typography.module.css';

function EmailFieldPlace() {
  return <div className={styles.emailFieldPlace} aria-hidden="true" />;
}

/** The e-mail field on a device without remembered accounts: the same combobox, with nothing to suggest. */
function EmailField({ onInputChange, ...field }: EmailFieldProps) {
  return (
    <FormInput
      fullWidth
      name="email"
      label="Email or Phone Number"
      {...field}
      onChange={(event) => onInputChange(event.target.value)}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={false}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      inputMode="email"
    />
  );
}

// A device with remembered accounts suggests them: MUI's Autocomplete, loaded only then, fetched as this module
// starts, inside the MUI theme this page otherwise goes without. Until it has arrived an empty box holds its place
// (standing in with the plain field would swap the input under the shopper's caret), so the password field does not
// move down under the shopper; every other device has the plain field.
const SavedAccountsEmailField = lazyPart(
  () => import('./saved-accounts-email-field').then((module) => module.SavedAccountsEmailField),
  EmailFieldPlace,
);
if (loadSavedAccounts().length > 0) SavedAccountsEmailField.preload();

function LoginScreen() {
  const dispatch = useDispatch();
  const afterSignIn = returnPath(useLocation().state);
  const signedIn = useSignedIn();
  const status = useSelector(selectLoginStatus);
  const error = useSelector(selectLoginError);
  const [savedAccounts] = useState(loadSavedAccounts);
  const form = useForm({
    initialValues: { email: '', password: '', rememberMe: false },
    validationSchema: loginSchema,
    onSubmit: ({ email, password, rememberMe }) => {
      dispatch(loginRequested({ username: email.trim(), password, rememberMe }));
    },
  });
  const { setValues, setFieldValue, setFieldTouched } = form;

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
  const email = formField(form, 'email');
  const emailProps: EmailFieldProps = {
    value: email.value,
    error: email.error,
    helperText: email.helperText,
    onInputChange: (value) => void setFieldValue('email', value),
    onBlur: () => void setFieldTouched('email', true),
    'aria-required': email['aria-required'],
  };
  return (
    <AuthScreen title="Login to Stores/Admin Account">
      <form noValidate onSubmit={form.handleSubmit} className={styles.form}>
        {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
        {savedAccounts.length === 0 ? (
          <EmailField {...emailProps} />
        ) : (
          <SavedAccountsEmailField savedAccounts={savedAccounts} {...emailProps} />
        )}
        <PasswordField label="Password" autoComplete="current-password" {...formField(form, 'password')} />
        <div className={styles.options}>
          <Checkbox
            name="rememberMe"
            label="Remember me"
            checked={form.values.rememberMe}
            onChange={form.handleChange}
          />
          <Link to="/forgot" className={typography.link}>
            Forgot Password?
          </Link>
        </div>
        <SubmitButton disabled={busy}>{busy ? 'Signing in...' : 'Login'}</SubmitButton>
        <p className={styles.prompt}>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className={`${typography.link} ${styles.signUp}`}>
            SIGN UP
          </Link>
        </p>
      </form>
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
