import { describe, expect, it } from 'vitest';
import type { FormSchema } from '../../lib/form-rules';
import { forgotPasswordSchema, loginSchema, signupSchema } from './auth-schemas';

/** The first message per field, as the form shows it (an emptied field counts as absent). */
function messages<Values extends Record<string, unknown>>(
  schema: FormSchema<Values>,
  values: Values,
): Record<string, string> {
  return schema.validate(values) as Record<string, string>;
}

const goodSignup = {
  name: "Ravi K. D'Souza",
  email: 'ravi@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};

describe('the login form rules', () => {
  it('require the e-mail or phone and the password', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(loginSchema, { email: '   ', password: 'x' })).toEqual({ email: 'Email is required' });
  });

  it.each(['shopper@example.com', '9876543210', ' shopper@example.com '])('accept %j', (email) => {
    expect(messages(loginSchema, { email, password: 'any' })).toEqual({});
  });

  it.each(['shopper', 'shopper@', '987654321', '98765432101', '98765-43210', 'a@b'])('refuse %j', (email) => {
    expect(messages(loginSchema, { email, password: 'any' })).toEqual({ email: 'Please enter a valid email' });
  });
});

describe('the signup form rules', () => {
  it('accept a complete, valid form', () => {
    expect(messages(signupSchema, goodSignup)).toEqual({});
  });

  it('ask for every field', () => {
    expect(messages(signupSchema, { name: '', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it.each([
    ['R2D2', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['Ravi_K', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['R', 'Name should be at least 2 characters'],
    ['A'.repeat(51), 'Name cannot exceed 50 characters'],
  ])('refuse the name %j', (name, message) => {
    expect(messages(signupSchema, { ...goodSignup, name })).toEqual({ name: message });
  });

  it('accept names of 2 and 50 characters', () => {
    expect(messages(signupSchema, { ...goodSignup, name: 'Al' })).toEqual({});
    expect(messages(signupSchema, { ...goodSignup, name: 'A'.repeat(50) })).toEqual({});
  });

  it.each(['1ravi@example.com', 'ravi@example', 'ravi@example.c', 'ravi@example.company', 'ravi example@x.com'])(
    'refuse the e-mail %j',
    (email) => {
      expect(messages(signupSchema, { ...goodSignup, email })).toEqual({
        email: 'Email must start with a letter and use valid format (e.g., name@example.com)',
      });
    },
  );

  it.each(['ravi.k@mail.example.co.in', 'R_avi+gifts@example.store'])('accept the e-mail %j', (email) => {
    expect(messages(signupSchema, { ...goodSignup, email })).toEqual({});
  });

  it.each([
    ['Se#2026', 'Password must be 8-16 characters'],
    ['Secret#2026Secret', 'Password must be 8-16 characters'],
    ['secret#2026', 'Password must contain at least one uppercase, lowercase, number, and special character'],
    ['SECRET#2026', 'Password must contain at least one uppercase, lowercase, number, and special character'],
    ['Secret#Code', 'Password must contain at least one uppercase, lowercase, number, and special character'],
    ['Secret2026', 'Password must contain at least one uppercase, lowercase, number, and special character'],
  ])('refuse the password %j', (password, message) => {
    expect(messages(signupSchema, { ...goodSignup, password, confirmPassword: password })).toEqual({
      password: message,
    });
  });

  it('accept passwords of 8 and 16 characters', () => {
    for (const password of ['Secret#2', 'Secret#2026Secre']) {
      expect(messages(signupSchema, { ...goodSignup, password, confirmPassword: password })).toEqual({});
    }
  });

  it('want the confirmation to match', () => {
    expect(messages(signupSchema, { ...goodSignup, confirmPassword: 'Secret#2027' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('the forgot-password form rule', () => {
  it('requires the e-mail or mobile number', () => {
    expect(messages(forgotPasswordSchema, { account: '' })).toEqual({
      account: 'Please enter your email or mobile number',
    });
    expect(messages(forgotPasswordSchema, { account: 'shopper@example.com' })).toEqual({});
  });
});
