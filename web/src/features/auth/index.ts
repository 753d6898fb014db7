import { lazyPage } from '../../lib/lazy-page';
import { lazyBrandedMui } from '../branding';

// Each screen loads on demand, keeping the forms and their rules off the home page. The login screen is drawn
// without MUI; the others still use it, inside the branded MUI theme.
export const LoginPage = lazyPage(() => import('./login-page').then((module) => module.LoginPage));
export const SignupPage = lazyBrandedMui(() => import('./signup-page').then((module) => module.SignupPage));
export const ForgotPasswordPage = lazyBrandedMui(() =>
  import('./forgot-password-page').then((module) => module.ForgotPasswordPage),
);
export const VerifyOtpPage = lazyBrandedMui(() => import('./verify-otp-page').then((module) => module.VerifyOtpPage));
export const ResetPasswordPage = lazyBrandedMui(() =>
  import('./reset-password-page').then((module) => module.ResetPasswordPage),
);
