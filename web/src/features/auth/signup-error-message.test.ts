import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { signupFormMessage, signupToastMessage } from './signup-error-message';

const formFallback = 'Signup failed. Please check your details and try again.';
const toastFallback = 'Signup failed. Please try again.';

describe('the signup error messages', () => {
  it('show details.errorMessage or the details text for a 409 or a 400', () => {
    const taken = { detail: 'Conflict', status_code: 409, details: { errorMessage: 'That e-mail is taken.' } };
    expect(signupFormMessage(new ApiError(409, taken))).toBe('That e-mail is taken.');
    const invalid = { detail: 'Bad Request', status_code: 400, details: 'Password must be 8-16 characters.' };
    expect(signupFormMessage(new ApiError(400, invalid))).toBe('Password must be 8-16 characters.');
  });

  it('read the status from the body, else from the answer', () => {
    expect(signupFormMessage(new ApiError(422, { status_code: 400, details: 'Bad name.' }))).toBe('Bad name.');
    expect(signupFormMessage(new ApiError(409, { details: 'Taken.' }))).toBe('Taken.');
  });

  it('fall back for any other status, a missing reason or no answer', () => {
    expect(signupFormMessage(new ApiError(500, { detail: 'Boom', status_code: 500, details: 'Boom' }))).toBe(
      formFallback,
    );
    expect(signupFormMessage(new ApiError(409, { detail: 'Conflict', status_code: 409, details: {} }))).toBe(
      formFallback,
    );
    expect(signupFormMessage(new ApiError(0, undefined))).toBe(formFallback);
    expect(signupFormMessage(new ApiError(400, { status_code: 400, details: 'x'.repeat(2001) }))).toBe(formFallback);
    expect(signupFormMessage(new Error('boom'))).toBe(formFallback);
  });

  it("toast the body's detail, else the fallback", () => {
    expect(signupToastMessage(new ApiError(409, { detail: 'Conflict', status_code: 409, details: 'x' }))).toBe(
      'Conflict',
    );
    expect(signupToastMessage(new ApiError(503, { message: 'Down' }))).toBe(toastFallback);
    expect(signupToastMessage(new ApiError(409, { detail: 'x'.repeat(2001) }))).toBe(toastFallback);
    expect(signupToastMessage(new ApiError(0, undefined))).toBe(toastFallback);
  });
});
