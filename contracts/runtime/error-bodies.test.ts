import { describe, expect, it } from 'vitest';
import {
  validateErrorGeneric,
  validateErrorLogin,
  validateErrorSignup,
  validateLoginRequest,
} from '../generated/validators';
import { contractViolationBody, describeIssue, genericError, toIssues } from './error-bodies';

function loginIssues(body: unknown) {
  expect(validateLoginRequest(body)).toBe(false);
  return toIssues('body', validateLoginRequest.errors ?? []);
}

describe('issues', () => {
  it('point at a missing or unexpected property by its own name', () => {
    expect(loginIssues({ username: 'a@b.co', grant_type: 'password' })).toContainEqual({
      location: 'body',
      field: '/password',
      rule: 'required',
      message: "must have required property 'password'",
    });
    expect(loginIssues({ username: 'a@b.co', password: 'x', grant_type: 'password', admin: true })).toContainEqual(
      expect.objectContaining({ field: '/admin', rule: 'additionalProperties' }),
    );
  });

  it('escape a property name as a JSON Pointer token', () => {
    expect(
      loginIssues({ username: 'a@b.co', password: 'Shopper@123', grant_type: 'password', 'a/b~c': 1 }),
    ).toContainEqual(expect.objectContaining({ field: '/a~1b~0c', rule: 'additionalProperties' }));
  });

  it('point at a wrong value by its JSON Pointer, and at the whole part with an empty one', () => {
    expect(loginIssues({ username: 1, password: 'Shopper@123', grant_type: 'password' })).toContainEqual(
      expect.objectContaining({ field: '/username', rule: 'type' }),
    );
    expect(loginIssues([])).toContainEqual(expect.objectContaining({ field: '', rule: 'type' }));
  });

  it('read as one line each', () => {
    expect(describeIssue({ location: 'query', field: '/page', rule: 'type', message: 'must be integer' })).toBe(
      'query /page must be integer',
    );
    expect(describeIssue({ location: 'body', field: '', rule: 'json', message: 'must be valid JSON' })).toBe(
      'body as a whole must be valid JSON',
    );
  });
});

describe('error bodies', () => {
  const issues = [{ location: 'body' as const, field: '/password', rule: 'required', message: 'is missing' }];

  it('carry the same text as detail and message, with a code', () => {
    const body = genericError('The access token has expired.', 'token_expired');
    expect(body).toEqual({ detail: body.detail, message: body.detail, code: 'token_expired' });
    expect(validateErrorGeneric(body)).toBe(true);
  });

  it('answer a contract violation in the error shape each call documents for 400', () => {
    const generic = contractViolationBody('error-generic', issues);
    expect(validateErrorGeneric(generic)).toBe(true);
    expect(generic).toMatchObject({ code: 'validation_error', errors: issues });
    expect(generic).toMatchObject({ detail: 'The request does not match its contract: body /password is missing.' });

    const login = contractViolationBody('error-login', issues);
    expect(validateErrorLogin(login)).toBe(true);
    // A storefront reads "password" in a login description as a wrong password: field names stay in errors.
    expect(login).toMatchObject({ error: 'invalid_request', errors: issues });
    expect(JSON.stringify({ ...login, errors: undefined })).not.toMatch(/password/);

    const signup = contractViolationBody('error-signup', issues);
    expect(validateErrorSignup(signup)).toBe(true);
    expect(signup).toMatchObject({ status_code: 400, errors: issues });
  });
});
