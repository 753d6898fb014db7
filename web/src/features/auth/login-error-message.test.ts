import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError } from '../../lib/api-client';
import { loginErrorMessage } from './login-error-message';

const failure = (status: number, body: unknown = { error: 'any_error' }) => new ApiError(status, body);

describe('the login error message', () => {
  it.each([
    [400, 'Invalid email or password. Please check your credentials.'],
    [401, 'Invalid password. Please check your password and try again.'],
    [403, 'Account access denied. Please contact support.'],
    [404, 'Account not found. Please check your email or sign up.'],
    [422, 'Invalid email format or password requirements not met.'],
    [429, 'Too many login attempts. Please try again later.'],
    [500, 'Server error. Please try again later.'],
    [418, 'Login failed (Error 418). Please try again.'],
    [503, 'Login failed (Error 503). Please try again.'],
  ])('answers a %i whose body says nothing with its status text', (status, text) => {
    expect(loginErrorMessage(failure(status))).toBe(text);
    expect(loginErrorMessage(failure(status, undefined))).toBe(text);
    expect(loginErrorMessage(failure(status, 'Bad Gateway'))).toBe(text);
    expect(loginErrorMessage(failure(status, { error: 'x', message: ' ', error_description: '' }))).toBe(text);
    // Beyond the error schemas' 2,000 characters a text breaks the contract: it is not shown.
    const long = 'M'.repeat(2001);
    expect(loginErrorMessage(failure(status, { error: 'x', message: long, error_description: long }))).toBe(text);
  });

  it('shows the invalid-password text for invalid_grant or a description mentioning the password', () => {
    const invalidPassword = 'Invalid password. Please check your password and try again.';
    expect(loginErrorMessage(failure(400, { error: 'invalid_grant' }))).toBe(invalidPassword);
    expect(loginErrorMessage(failure(403, { error: 'x', error_description: 'The Password has expired.' }))).toBe(
      invalidPassword,
    );
    // Before the body's own message, which would otherwise win.
    expect(loginErrorMessage(failure(401, { error: 'invalid_grant', message: 'Invalid credentials' }))).toBe(
      invalidPassword,
    );
  });

  it("shows 'Invalid email or user not found.' for invalid_client or a description mentioning the user", () => {
    const unknownUser = 'Invalid email or user not found.';
    expect(loginErrorMessage(failure(401, { error: 'invalid_client' }))).toBe(unknownUser);
    expect(loginErrorMessage(failure(404, { error: 'x', error_description: 'No such user.' }))).toBe(unknownUser);
    expect(loginErrorMessage(failure(404, { error: 'x', error_description: 'User unknown', message: 'm' }))).toBe(
      unknownUser,
    );
  });

  it("otherwise shows the body's message, or else its description", () => {
    expect(loginErrorMessage(failure(503, { message: 'Down for maintenance.', code: 'unavailable' }))).toBe(
      'Down for maintenance.',
    );
    expect(
      loginErrorMessage(failure(500, { error: 'server_error', error_description: 'Could not process.', message: 'M' })),
    ).toBe('M');
    expect(loginErrorMessage(failure(403, { error: 'account_locked', error_description: 'Locked; call us.' }))).toBe(
      'Locked; call us.',
    );
  });

  it('tells a request that got no answer from anything else', () => {
    expect(loginErrorMessage(new ApiError(0, undefined))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(loginErrorMessage(new InvalidResponseError())).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(new TypeError('boom'))).toBe('Login failed. Please try again.');
  });
});
