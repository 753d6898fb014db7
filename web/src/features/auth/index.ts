import { lazyBrandedMui } from '../branding';

// Each screen loads on demand, keeping the forms and their rules off the home page.
export const LoginPage = lazyBrandedMui(() => import('./login-page').then((module) => module.LoginPage));
export const SignupPage = lazyBrandedMui(() => import('./signup-page').then((module) => module.SignupPage));
export const ForgotPasswordPage = lazyBrandedMui(() =>
  import('./forgot-password-page').then((module) => module.ForgotPasswordPage),
);
export const VerifyOtpPage = lazyBrandedMui(() => import('./verify-otp-page').then((module) => module.VerifyOtpPage));
export const ResetPasswordPage = lazyBrandedMui(() =>
  import('./reset-password-page').then((module) => module.ResetPasswordPage),
);
