import { describe, expect, it } from 'vitest';
import { object, type Schema } from 'yup';
import { formikErrors } from '../testing/formik-errors';
import {
  emailSchema,
  fullNameSchema,
  mobileNumberSchema,
  newPasswordSchema,
  passwordConfirmationSchema,
  quantityMinimumSchema,
  quantitySchema,
  rupeeAmountSchema,
  typedPaise,
} from './form-schemas';

/** The message a formik form shows for `value` in a field checked by `rule`, or undefined when it passes. */
async function messageFor(rule: Schema, value: string): Promise<string | undefined> {
  const errors = await formikErrors(object({ field: rule }), { field: value });
  return errors.field;
}

describe('fullNameSchema', () => {
  it.each([
    ['', 'Please enter your full name'],
    ['   ', 'Please enter your full name'],
    ['Asha 2', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['A', 'Name should be at least 2 characters'],
    [' A ', 'Name should be at least 2 characters'],
    ['A'.repeat(51), 'Name cannot exceed 50 characters'],
  ])('refuses %j with the spec message, in its order', async (name, message) => {
    expect(await messageFor(fullNameSchema, name)).toBe(message);
  });

  it.each(['Al', 'A'.repeat(50), "Asha O'Neil-Rao Jr.", '  Asha  '])('accepts %j', async (name) => {
    expect(await messageFor(fullNameSchema, name)).toBeUndefined();
  });

  it('reports the characters before the length: a one-character digit is no name', async () => {
    expect(await messageFor(fullNameSchema, '7')).toBe(
      "Name can only contain letters, spaces, and basic punctuation ( . ' - )",
    );
  });
});

describe('emailSchema', () => {
  const format = 'Email must start with a letter and use valid format (e.g., name@example.com)';

  it.each([
    ['', 'Please enter your email address'],
    ['  ', 'Please enter your email address'],
    ['1asha@example.com', format],
    ['asha@example', format],
    ['asha@example.abcdefg', format],
    ['asha example.com', format],
  ])('refuses %j with the spec message', async (email, message) => {
    expect(await messageFor(emailSchema, email)).toBe(message);
  });

  it.each(['asha@example.com', 'a.rao+gift@mail.example.co', ' asha@example.in '])('accepts %j', async (email) => {
    expect(await messageFor(emailSchema, email)).toBeUndefined();
  });
});

describe('newPasswordSchema', () => {
  const kinds = 'Password must contain at least one uppercase, lowercase, number, and special character';

  it.each([
    ['', 'Password is required'],
    ['Aa1!aaa', 'Password must be 8-16 characters'],
    ['Aa1!aaaaaaaaaaaaa', 'Password must be 8-16 characters'],
    ['aa1!aaaa', kinds],
    ['AA1!AAAA', kinds],
    ['Aa!aaaaa', kinds],
    ['Aa1aaaaa', kinds],
  ])('refuses %j with the spec message, in its order', async (password, message) => {
    expect(await messageFor(newPasswordSchema, password)).toBe(message);
  });

  it.each(['Aa1!aaaa', 'Aa1!aaaaaaaaaaaa'])('accepts %j (8 and 16 characters)', async (password) => {
    expect(await messageFor(newPasswordSchema, password)).toBeUndefined();
  });

  it('counts the spaces a password has: it is never trimmed', async () => {
    expect(await messageFor(newPasswordSchema, ' Aa1!aa ')).toBeUndefined();
  });
});

describe('passwordConfirmationSchema', () => {
  const schema = object({ password: newPasswordSchema, confirmPassword: passwordConfirmationSchema('password') });
  const confirmationMessage = async (password: string, confirmPassword: string) =>
    (await formikErrors(schema, { password, confirmPassword })).confirmPassword;

  it('asks for the confirmation, then wants it to match the password as typed', async () => {
    expect(await confirmationMessage('Aa1!aaaa', '')).toBe('Please confirm your password');
    expect(await confirmationMessage('Aa1!aaaa', 'Aa1!aaab')).toBe('Passwords do not match');
    expect(await confirmationMessage('Aa1!aaaa', 'Aa1!aaaa ')).toBe('Passwords do not match');
    expect(await confirmationMessage('Aa1!aaaa', 'Aa1!aaaa')).toBeUndefined();
  });
});

describe('mobileNumberSchema', () => {
  const rule = mobileNumberSchema('Enter your 10-digit mobile number');

  it.each(['98765', '98765432101', '98765-43210', 'abcdefghij'])('refuses %j with the form message', async (phone) => {
    expect(await messageFor(rule, phone)).toBe('Enter your 10-digit mobile number');
  });

  it.each(['9876543210', ' 9876543210 ', ''])('accepts %j (an empty field is the form’s to require)', async (phone) => {
    expect(await messageFor(rule, phone)).toBeUndefined();
  });

  it('is required only when the form says so', async () => {
    expect(await messageFor(rule.required('Required'), '')).toBe('Required');
  });
});

describe('rupeeAmountSchema', () => {
  const rule = rupeeAmountSchema('Not an amount');

  it.each(['12.345', '-5', '1e3', '12.', 'abc', '₹50'])('refuses %j', async (amount) => {
    expect(await messageFor(rule, amount)).toBe('Not an amount');
  });

  it.each(['0', '500', '149.5', '149.50', ' 10 ', ''])('accepts %j', async (amount) => {
    expect(await messageFor(rule, amount)).toBeUndefined();
  });

  it('reads an accepted amount in integer paise', () => {
    expect(typedPaise('149.50')).toBe(14_950);
    expect(typedPaise(' 10 ')).toBe(1_000);
    expect(typedPaise('12.345')).toBeNaN();
    expect(typedPaise(undefined)).toBeNaN();
  });
});

describe('quantitySchema', () => {
  const rule = quantitySchema('Quantity minimum 1');

  it.each(['0', '-1', '1.5', 'two'])('refuses %j', async (quantity) => {
    expect(await messageFor(rule, quantity)).toBe('Quantity minimum 1');
  });

  it.each(['1', '100', ' 3 ', ''])('accepts %j', async (quantity) => {
    expect(await messageFor(rule, quantity)).toBeUndefined();
  });
});

describe('quantityMinimumSchema', () => {
  it.each(['0', '-1', '1.5', 'two'])('refuses %j with its message', async (quantity) => {
    expect(await messageFor(quantityMinimumSchema, quantity)).toBe('Quantity must be at least 1');
  });

  it.each(['1', '100', ''])('accepts %j', async (quantity) => {
    expect(await messageFor(quantityMinimumSchema, quantity)).toBeUndefined();
  });
});
