import { lazyPage } from '../../lib/lazy-page';

// Each screen loads on demand, when a shopper opens it.
export const LoginPage = lazyPage(() => import('./login-page').then((module) => module.LoginPage));
export const SignupPage = lazyPage(() => import('./signup-page').then((module) => module.SignupPage));
export const ForgotPasswordPage = lazyPage(() =>
  import('./forgot-password-page').then((module) => module.ForgotPasswordPage),
);
export const VerifyOtpPage = lazyPage(() => import('./verify-otp-page').then((module) => module.VerifyOtpPage));
export const ResetPasswordPage = lazyPage(() =>
  import('./reset-password-page').then((module) => module.ResetPasswordPage),
);
