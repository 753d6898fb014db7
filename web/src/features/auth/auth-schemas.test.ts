import { describe, expect, it } from 'vitest';
import { formikErrors } from '../../testing/formik-errors';
import { forgotPasswordSchema, loginSchema, otpSchema, resetPasswordSchema, signupSchema } from './auth-schemas';

const goodSignup = {
  name: "Ravi K. D'Souza",
  email: 'ravi@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};

const kinds = 'Password must contain at least one uppercase, lowercase, number, and special character';

describe('the login form rules', () => {
  it('require the e-mail or phone and the password', async () => {
    expect(await formikErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(await formikErrors(loginSchema, { email: '   ', password: 'x' })).toEqual({ email: 'Email is required' });
  });

  it.each(['shopper@example.com', '9876543210', ' shopper@example.com ', ' 9876543210 '])(
    'accept %j',
    async (email) => {
      expect(await formikErrors(loginSchema, { email, password: 'any' })).toEqual({});
    },
  );

  it.each(['shopper', 'shopper@', '987654321', '98765432101', '98765-43210', 'a@b'])('refuse %j', async (email) => {
    expect(await formikErrors(loginSchema, { email, password: 'any' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('take any password: its rules are the provider’s to apply', async () => {
    expect(await formikErrors(loginSchema, { email: 'shopper@example.com', password: ' ' })).toEqual({});
  });
});

describe('the signup form rules', () => {
  it('accept a complete, valid form', async () => {
    expect(await formikErrors(signupSchema, goodSignup)).toEqual({});
  });

  it('ask for every field', async () => {
    expect(await formikErrors(signupSchema, { name: '', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it.each([
    ['R2D2', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['Ravi_K', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['7', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['R', 'Name should be at least 2 characters'],
    ['A'.repeat(51), 'Name cannot exceed 50 characters'],
  ])('refuse the name %j, the rules in the spec’s order', async (name, message) => {
    expect(await formikErrors(signupSchema, { ...goodSignup, name })).toEqual({ name: message });
  });

  it('accept names of 2 and 50 characters', async () => {
    expect(await formikErrors(signupSchema, { ...goodSignup, name: 'Al' })).toEqual({});
    expect(await formikErrors(signupSchema, { ...goodSignup, name: 'A'.repeat(50) })).toEqual({});
  });

  it.each(['1ravi@example.com', 'ravi@example', 'ravi@example.c', 'ravi@example.company', 'ravi example@x.com'])(
    'refuse the e-mail %j',
    async (email) => {
      expect(await formikErrors(signupSchema, { ...goodSignup, email })).toEqual({
        email: 'Email must start with a letter and use valid format (e.g., name@example.com)',
      });
    },
  );

  it.each(['ravi.k@mail.example.co.in', 'R_avi+gifts@example.store'])('accept the e-mail %j', async (email) => {
    expect(await formikErrors(signupSchema, { ...goodSignup, email })).toEqual({});
  });

  it.each([
    ['Se#2026', 'Password must be 8-16 characters'],
    ['Secret#2026Secret', 'Password must be 8-16 characters'],
    ['secret', 'Password must be 8-16 characters'],
    ['secret#2026', kinds],
    ['SECRET#2026', kinds],
    ['Secret#Code', kinds],
    ['Secret2026', kinds],
  ])('refuse the password %j, the length before the kinds of character', async (password, message) => {
    expect(await formikErrors(signupSchema, { ...goodSignup, password, confirmPassword: password })).toEqual({
      password: message,
    });
  });

  it('accept passwords of 8 and 16 characters', async () => {
    for (const password of ['Secret#2', 'Secret#2026Secre']) {
      expect(await formikErrors(signupSchema, { ...goodSignup, password, confirmPassword: password })).toEqual({});
    }
  });

  it('want the confirmation to match', async () => {
    expect(await formikErrors(signupSchema, { ...goodSignup, confirmPassword: 'Secret#2027' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('the forgot-password form rule', () => {
  it('requires the e-mail or mobile number', async () => {
    expect(await formikErrors(forgotPasswordSchema, { account: '' })).toEqual({
      account: 'Please enter your email or mobile number',
    });
    expect(await formikErrors(forgotPasswordSchema, { account: '  ' })).toEqual({
      account: 'Please enter your email or mobile number',
    });
    expect(await formikErrors(forgotPasswordSchema, { account: 'shopper@example.com' })).toEqual({});
    expect(await formikErrors(forgotPasswordSchema, { account: '9876543210' })).toEqual({});
  });
});

describe('the OTP rule', () => {
  it('takes one digit in each of the four boxes', () => {
    expect(otpSchema.isValidSync({ digits: ['1', '2', '3', '4'] })).toBe(true);
    expect(otpSchema.isValidSync({ digits: ['1', '2', '3', ''] })).toBe(false);
    expect(otpSchema.isValidSync({ digits: ['', '2', '3', '4'] })).toBe(false);
    expect(otpSchema.isValidSync({ digits: ['1', '2', 'x', '4'] })).toBe(false);
    expect(otpSchema.isValidSync({ digits: ['1', '2', '3'] })).toBe(false);
  });
});

describe('the new password rules', () => {
  it('want both entries, the length a hint only', () => {
    expect(resetPasswordSchema.isValidSync({ password: '', confirmPassword: '' })).toBe(false);
    expect(resetPasswordSchema.isValidSync({ password: 'short', confirmPassword: '' })).toBe(false);
    expect(resetPasswordSchema.isValidSync({ password: 'short', confirmPassword: 'short' })).toBe(true);
  });

  it("say 'Passwords do not match' while the confirmation differs", async () => {
    expect(await formikErrors(resetPasswordSchema, { password: 'Secret#2026', confirmPassword: 'Secret#202' })).toEqual(
      {
        confirmPassword: 'Passwords do not match',
      },
    );
    expect(
      await formikErrors(resetPasswordSchema, { password: 'Secret#2026', confirmPassword: 'Secret#2026' }),
    ).toEqual({});
  });
});
