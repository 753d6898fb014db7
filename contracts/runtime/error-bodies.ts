import type { ErrorGeneric, ErrorLogin, ErrorSignup, ValidationIssue } from '../generated/types';
import type { ValidationError } from '../generated/validators';

/** The error body of every call but login and signup: the same text as detail and message, and a stable code. */
export function genericError(detail: string, code: string): ErrorGeneric {
  return { detail, message: detail, code };
}

/** A property name as one JSON Pointer reference token (RFC 6901: `~` and `/` escaped). */
const pointerToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A validator's errors as issues: each names the offending value by a JSON Pointer into the part of the message that
 * holds it; a missing or unexpected property is pointed at by its own name.
 */
export function toIssues(location: ValidationIssue['location'], errors: readonly ValidationError[]): ValidationIssue[] {
  return errors.map((error) => {
    const named = error.params.missingProperty ?? error.params.additionalProperty;
    const field = typeof named === 'string' ? `${error.instancePath}/${pointerToken(named)}` : error.instancePath;
    return { location, field, rule: error.keyword, message: error.message ?? error.keyword };
  });
}

/** One line for people: where, which value and what is wrong with it. */
export const describeIssue = (issue: ValidationIssue): string =>
  `${issue.location} ${issue.field === '' ? 'as a whole' : issue.field} ${issue.message}`;

/** A 400 body in the error shape the call documents for 400 (its registry entry names the schema). */
export function contractViolationBody(
  schema: string | undefined,
  issues: ValidationIssue[],
): ErrorGeneric | ErrorLogin | ErrorSignup {
  const summary = `The request does not match its contract: ${issues.map(describeIssue).join('; ')}.`;
  if (schema === 'error-login') {
    // Storefronts read "password" or "user" in a login description as a different failure: keep field names in errors only.
    return {
      error: 'invalid_request',
      error_description: 'The request does not match its contract; errors lists each violation.',
      errors: issues,
    };
  }
  if (schema === 'error-signup') {
    return { detail: 'Bad Request', status_code: 400, details: { errorMessage: summary }, errors: issues };
  }
  return { detail: summary, code: 'validation_error', errors: issues };
}
