import { object, string } from '../../lib/form-rules';
import { emailRule, fullNameRule } from '../../lib/person-rules';

/** Spec section 9: phone login takes exactly 10 digits; passwords are 8-16 characters. */
const phonePattern = /^[0-9]{10}$/;
export const passwordMaxLength = 16;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = object({
  email: string()
    .trim()
    .required('Email is required')
    .test(
      'Please enter a valid email',
      // An empty field is the required rule's to report.
      (value) => value === '' || phonePattern.test(value) || emailPattern.test(value),
    ),
  password: string().required('Password is required'),
});

export const signupSchema = object({
  name: fullNameRule,
  email: emailRule,
  password: string()
    .required('Password is required')
    .min(8, 'Password must be 8-16 characters')
    .max(passwordMaxLength, 'Password must be 8-16 characters')
    .matches(
      /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])/,
      'Password must contain at least one uppercase, lowercase, number, and special character',
    ),
  confirmPassword: string().required('Please confirm your password').equalsField('password', 'Passwords do not match'),
});

export const forgotPasswordSchema = object({
  account: string().trim().required('Please enter your email or mobile number'),
});
