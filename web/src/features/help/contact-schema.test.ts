import { describe, expect, it } from 'vitest';
import { formikErrors } from '../../testing/formik-errors';
import { contactMessageMaxLength, contactSchema, type ContactValues } from './contact-schema';

/** The first message per field, as the form shows it. */
const messages = (values: ContactValues) => formikErrors(contactSchema, values);

const valid: ContactValues = {
  name: "Ravi K. D'Souza-Rao",
  email: 'ravi.rao@example.co.in',
  message: 'Where is my Aurora Threads gift card?',
};

const emailMessage = 'Email must start with a letter and use valid format (e.g., name@example.com)';

describe('the contact form rules', () => {
  it('accept a complete, valid form', async () => {
    expect(await messages(valid)).toEqual({});
  });

  it('ask for every field, also when it holds only spaces', async () => {
    const expected = {
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      message: 'Please enter your message',
    };
    expect(await messages({ name: '', email: '', message: '' })).toEqual(expected);
    expect(await messages({ name: '  ', email: ' ', message: ' \n ' })).toEqual(expected);
  });

  it.each([
    ['R2D2', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['Ravi_Rao', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['Ravi!', "Name can only contain letters, spaces, and basic punctuation ( . ' - )"],
    ['R', 'Name should be at least 2 characters'],
    [' R ', 'Name should be at least 2 characters'],
    ['R'.repeat(51), 'Name cannot exceed 50 characters'],
  ])('refuse the name %j: %s', async (name, message) => {
    expect(await messages({ ...valid, name })).toEqual({ name: message });
  });

  it.each(['Al', 'R'.repeat(50), "O'Brien", 'Anne-Marie', 'Dr. Rao', ' Ravi Rao '])(
    'accept the name %j',
    async (name) => {
      expect(await messages({ ...valid, name })).toEqual({});
    },
  );

  it.each([
    '1ravi@example.com',
    '_ravi@example.com',
    'ravi',
    'ravi@',
    'ravi@example',
    'ravi@example.c',
    'ravi@example.company',
    'ravi@example.c0m',
    'ravi rao@example.com',
  ])('refuse the e-mail %j with the example address', async (email) => {
    expect(await messages({ ...valid, email })).toEqual({ email: emailMessage });
  });

  it.each(['r@example.in', 'ravi.rao+gifts@mail.example.museum', ' ravi@example.com '])(
    'accept the e-mail %j',
    async (email) => {
      expect(await messages({ ...valid, email })).toEqual({});
    },
  );

  it('check the name before the e-mail and the message, each with its own first rule only', async () => {
    expect(await messages({ name: '7', email: 'ravi@example', message: 'm'.repeat(501) })).toEqual({
      name: "Name can only contain letters, spaces, and basic punctuation ( . ' - )",
      email: emailMessage,
      message: 'Message cannot exceed 500 characters',
    });
  });

  it('take a message of up to 500 characters and refuse a longer one', async () => {
    expect(contactMessageMaxLength).toBe(500);
    expect(await messages({ ...valid, message: 'm'.repeat(500) })).toEqual({});
    expect(await messages({ ...valid, message: 'm'.repeat(501) })).toEqual({
      message: 'Message cannot exceed 500 characters',
    });
  });
});
