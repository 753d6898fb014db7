import { object, ref, string } from 'yup';

/** Spec section 9: phone login takes exactly 10 digits; passwords are 8-16 characters. */
const phonePattern = /^[0-9]{10}$/;
export const passwordMaxLength = 16;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = object({
  email: string()
    .trim()
    .required('Email is required')
    .test(
      'email-or-phone',
      'Please enter a valid email',
      // An empty field is the required rule's to report.
      (value = '') => value === '' || phonePattern.test(value) || emailPattern.test(value),
    ),
  password: string().required('Password is required'),
});

/** The signup e-mail rule's example, which the spec's message leaves as a placeholder. */
export const exampleEmail = 'name@example.com';

export const signupSchema = object({
  name: string()
    .trim()
    .required('Please enter your full name')
    .matches(/^[A-Za-z .'-]+$/, "Name can only contain letters, spaces, and basic punctuation ( . ' - )")
    .min(2, 'Name should be at least 2 characters')
    .max(50, 'Name cannot exceed 50 characters'),
  email: string()
    .trim()
    .required('Please enter your email address')
    .matches(
      /^[A-Za-z][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/,
      `Email must start with a letter and use valid format (e.g., ${exampleEmail})`,
    ),
  password: string()
    .required('Password is required')
    .min(8, 'Password must be 8-16 characters')
    .max(passwordMaxLength, 'Password must be 8-16 characters')
    .matches(
      /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])/,
      'Password must contain at least one uppercase, lowercase, number, and special character',
    ),
  confirmPassword: string()
    .required('Please confirm your password')
    .oneOf([ref('password')], 'Passwords do not match'),
});

export const forgotPasswordSchema = object({
  account: string().trim().required('Please enter your email or mobile number'),
});
