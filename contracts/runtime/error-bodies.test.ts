import { describe, expect, it } from 'vitest';
import {
  validateErrorGeneric,
  validateErrorLogin,
  validateErrorSignup,
  validateLoginRequest,
} from '../generated/validators';
import errorGenericSchema from '../schemas/error-generic.schema.json';
import errorLoginSchema from '../schemas/error-login.schema.json';
import errorSignupSchema from '../schemas/error-signup.schema.json';
import validationIssueSchema from '../schemas/validation-issue.schema.json';
import type { ErrorGeneric, ValidationIssue } from '../generated/types';
import { contractViolationBody, describeIssue, errorBounds, genericError, toIssues } from './error-bodies';

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

  it('point at the object that holds a property whose name is too long for a field', () => {
    const name = 'x'.repeat(errorBounds.field);
    expect(
      loginIssues({ username: 'a@b.co', password: 'Shopper@123', grant_type: 'password', [name]: 1 }),
    ).toContainEqual(expect.objectContaining({ field: '', rule: 'additionalProperties' }));
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

describe('the bounds of an error body', () => {
  it("are the error schemas' own", () => {
    const { properties: generic } = errorGenericSchema;
    for (const text of [
      generic.detail,
      generic.message,
      errorLoginSchema.properties.error_description,
      errorSignupSchema.properties.detail,
      errorSignupSchema.properties.details.oneOf[0]?.properties?.errorMessage,
    ]) {
      expect(text?.maxLength).toBe(errorBounds.text);
    }
    for (const list of [generic.errors, errorLoginSchema.properties.errors, errorSignupSchema.properties.errors]) {
      expect(list.maxItems).toBe(errorBounds.issues);
    }
    expect(validationIssueSchema.properties.field.maxLength).toBe(errorBounds.field);
  });

  it('hold whatever the text: a generic error is cut, its cut marked', () => {
    const body = genericError(`No provider call answers GET /${'a'.repeat(5000)}.`, 'not_found');
    expect(validateErrorGeneric(body)).toBe(true);
    expect(body.detail).toHaveLength(errorBounds.text);
    expect(body.detail?.endsWith('…')).toBe(true);
    expect(genericError('Short.', 'not_found').detail).toBe('Short.');
  });

  it('hold for any number of issues: the text names those that fit and counts the rest, the list keeps the first 100', () => {
    const issues: ValidationIssue[] = Array.from({ length: 102 }, (_, index) => ({
      location: 'query',
      field: `/subcategories[]/${index}`,
      rule: 'type',
      message: 'must be integer',
    }));
    const generic = contractViolationBody('error-generic', issues) as ErrorGeneric;
    expect(validateErrorGeneric(generic)).toBe(true);
    expect(generic).toMatchObject({ errors: issues.slice(0, 100) });
    const shown = (generic.detail ?? '').split('; ').length - 1;
    expect(generic.detail).toMatch(new RegExp(`; and ${102 - shown} more\\.$`));

    const signup = contractViolationBody('error-signup', issues);
    expect(validateErrorSignup(signup)).toBe(true);

    const login = contractViolationBody('error-login', issues);
    expect(validateErrorLogin(login)).toBe(true);
    expect(login).toMatchObject({ error_description: expect.stringContaining('the first 100 of 102 violations') });
  });

  it('hold for issues whose fields are long: as many as fit', () => {
    const issues: ValidationIssue[] = Array.from({ length: 5 }, (_, index) => ({
      location: 'body',
      field: `/${String(index).repeat(500)}`,
      rule: 'required',
      message: 'is missing',
    }));
    const generic = contractViolationBody('error-generic', issues) as ErrorGeneric;
    expect(validateErrorGeneric(generic)).toBe(true);
    expect(generic.detail).toMatch(/\/2{500} is missing; and 2 more\.$/);
  });
});

describe('a body in a media type the contract does not name (415)', () => {
  const issues: ValidationIssue[] = [
    { location: 'header', field: '/content-type', rule: 'mediaType', message: 'must be application/json' },
  ];

  it("answers in the call's error shape, which is an ErrorGeneric too (the default of a status not documented)", () => {
    const login = contractViolationBody('error-login', issues, 415);
    expect(login).toMatchObject({ error: 'unsupported_media_type', errors: issues });
    expect(validateErrorLogin(login)).toBe(true);
    expect(validateErrorGeneric(login)).toBe(true);
    expect(JSON.stringify({ ...login, errors: undefined })).not.toMatch(/password|user/);

    const signup = contractViolationBody('error-signup', issues, 415);
    expect(signup).toMatchObject({ status_code: 415, errors: issues });
    expect(validateErrorSignup(signup)).toBe(true);
    expect(validateErrorGeneric(signup)).toBe(true);

    const generic = contractViolationBody('error-generic', issues, 415);
    expect(generic).toMatchObject({ code: 'unsupported_media_type', errors: issues });
    expect(validateErrorGeneric(generic)).toBe(true);
  });
});
