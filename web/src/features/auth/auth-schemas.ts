import { array, object, ref, string } from 'yup';
import {
  emailSchema,
  fullNameSchema,
  mobileNumberPattern,
  newPasswordSchema,
  passwordConfirmationSchema,
} from '../../lib/form-schemas';

// A dot in the domain, as the provider itself checks a login name (docs/deviations.md: 'a@b' is refused).
const loginEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5: the login takes an e-mail or a 10-digit phone number, and a password. */
export const loginSchema = object({
  email: string()
    .trim()
    .required('Email is required')
    .test({
      name: 'email-or-phone',
      message: 'Please enter a valid email',
      // An empty field is the required rule's to report.
      skipAbsent: true,
      test: (value) => mobileNumberPattern.test(value) || loginEmailPattern.test(value),
    }),
  password: string().required('Password is required'),
});

/** Spec section 5: the signup form's rules, the ones the contact form shares among them. */
export const signupSchema = object({
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: passwordConfirmationSchema('password'),
});

/** The first step of the mock password reset only needs somewhere to send the OTP. */
export const forgotPasswordSchema = object({
  account: string().trim().required('Please enter your email or mobile number'),
});

/** Spec section 9: the OTP has 4 digits. */
export const otpLength = 4;

/** Validate OTP takes one digit in every box; the button says so by staying disabled, so no message is shown. */
export const otpSchema = object({
  digits: array()
    .of(
      string()
        .required()
        .matches(/^[0-9]$/),
    )
    .length(otpLength),
});

/**
 * Spec section 5, the reset page: the length is a hint only, and the two entries must match ('Passwords do not
 * match'). The button stays disabled until both are there, so the required rules show no message.
 */
export const resetPasswordSchema = object({
  password: string().required(),
  confirmPassword: string()
    .required()
    .oneOf([ref('password')], 'Passwords do not match'),
});
