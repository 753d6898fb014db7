import type { ErrorGeneric, ErrorLogin, ErrorSignup, ValidationIssue } from '../generated/types';
import type { ValidationError } from '../generated/validators';

/**
 * The bounds the error schemas set: the texts (detail, message, error_description, details.errorMessage), the errors
 * list, and an issue's field (validation-issue.schema.json). Every error body keeps to them whatever the request held;
 * error-bodies.test.ts holds them equal to the schemas, which a browser bundle should not have to carry.
 */
export const errorBounds = { text: 2000, issues: 100, field: 512 } as const;

/** A text within the bounds of an error body's text fields, its cut marked. */
function boundedText(text: string): string {
  if (text.length <= errorBounds.text) return text;
  const end = errorBounds.text - 1;
  // Cutting between the halves of a surrogate pair would leave a character that is not one.
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(end - 1)) ? end - 1 : end;
  return `${text.slice(0, cut)}…`;
}

/** The error body of every call but login and signup: the same text as detail and message, and a stable code. */
export function genericError(detail: string, code: string): ErrorGeneric {
  const text = boundedText(detail);
  return { detail: text, message: text, code };
}

/** A property name as one JSON Pointer reference token (RFC 6901: `~` and `/` escaped). */
export const pointerToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A validator's errors as issues: each names the offending value by a JSON Pointer into the part of the message that
 * holds it; a missing or unexpected property is pointed at by its own name, unless that name is too long for an
 * issue's field (then the object holding it is).
 */
export function toIssues(location: ValidationIssue['location'], errors: readonly ValidationError[]): ValidationIssue[] {
  return errors.map((error) => {
    const named = error.params.missingProperty ?? error.params.additionalProperty;
    const pointer = typeof named === 'string' ? `${error.instancePath}/${pointerToken(named)}` : error.instancePath;
    const field = [pointer, error.instancePath].find((candidate) => candidate.length <= errorBounds.field) ?? '';
    return { location, field, rule: error.keyword, message: error.message ?? error.keyword };
  });
}

/** One line for people: where, which value and what is wrong with it. */
export const describeIssue = (issue: ValidationIssue): string =>
  `${issue.location} ${issue.field === '' ? 'as a whole' : issue.field} ${issue.message}`;

/** Why a request is refused before its call runs: it breaks its contract, or its body is not in the contract's media type. */
export type RequestRefusal = 400 | 415;

const refusals = {
  400: {
    lead: 'The request does not match its contract',
    code: 'validation_error',
    loginError: 'invalid_request',
    title: 'Bad Request',
  },
  415: {
    lead: 'The request body is not in the media type its contract names',
    code: 'unsupported_media_type',
    loginError: 'unsupported_media_type',
    title: 'Unsupported Media Type',
  },
} as const;

/** The issues as one text within the bounds: as many as fit, then how many more there are. */
function issueSummary(lead: string, issues: readonly ValidationIssue[]): string {
  const described = issues.map(describeIssue);
  const whole = `${lead}: ${described.join('; ')}.`;
  if (whole.length <= errorBounds.text) return whole;
  let text = `${lead}: ${described[0] ?? ''}`;
  let shown = 1;
  for (const next of described.slice(1)) {
    const longest = `${text}; ${next}; and ${described.length - shown - 1} more.`;
    if (longest.length > errorBounds.text) break;
    text = `${text}; ${next}`;
    shown += 1;
  }
  return boundedText(`${text}; and ${described.length - shown} more.`);
}

/** What the errors list holds: every issue, up to the most an error body may list. */
function listNote(issues: readonly ValidationIssue[]): string {
  return issues.length <= errorBounds.issues
    ? 'errors lists each violation'
    : `errors lists the first ${errorBounds.issues} of ${issues.length} violations`;
}

/**
 * A refused request's body in the error shape the call documents for 400 (its registry entry names the schema). It is
 * an ErrorGeneric too, the 'default' of every call, so it fits a status the call does not document (415).
 */
export function contractViolationBody(
  schema: string | undefined,
  issues: readonly ValidationIssue[],
  status: RequestRefusal = 400,
): ErrorGeneric | ErrorLogin | ErrorSignup {
  const { lead, code, loginError, title } = refusals[status];
  const errors = issues.slice(0, errorBounds.issues);
  if (schema === 'error-login') {
    // Storefronts read "password" or "user" in a login description as a different failure: keep field names in errors only.
    const description = `${lead}; ${listNote(issues)}.`;
    const body: ErrorLogin & ErrorGeneric = {
      error: loginError,
      error_description: description,
      detail: description,
      errors,
    };
    return body;
  }
  const summary = issueSummary(lead, issues);
  if (schema === 'error-signup') {
    return { detail: title, status_code: status, details: { errorMessage: summary }, errors };
  }
  return { detail: summary, code, errors };
}
