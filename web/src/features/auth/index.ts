import { lazyBrandedMui } from '../branding';

// Each screen loads on demand, keeping formik and yup off the home page.
export const LoginPage = lazyBrandedMui(() => import('./login-page').then(({ LoginPage }) => LoginPage));
export const SignupPage = lazyBrandedMui(() => import('./signup-page').then(({ SignupPage }) => SignupPage));
export const ForgotPasswordPage = lazyBrandedMui(() =>
  import('./forgot-password-page').then(({ ForgotPasswordPage }) => ForgotPasswordPage),
);
export const VerifyOtpPage = lazyBrandedMui(() =>
  import('./verify-otp-page').then(({ VerifyOtpPage }) => VerifyOtpPage),
);
export const ResetPasswordPage = lazyBrandedMui(() =>
  import('./reset-password-page').then(({ ResetPasswordPage }) => ResetPasswordPage),
);
