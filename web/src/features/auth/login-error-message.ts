import { ApiError, serverText } from '../../lib/api-client';

/** Spec section 8: the login error texts, shown in the form's red box and as a toast. */
export const loginErrorTexts = {
  400: 'Invalid email or password. Please check your credentials.',
  401: 'Invalid password. Please check your password and try again.',
  403: 'Account access denied. Please contact support.',
  404: 'Account not found. Please check your email or sign up.',
  422: 'Invalid email format or password requirements not met.',
  429: 'Too many login attempts. Please try again later.',
  500: 'Server error. Please try again later.',
  userNotFound: 'Invalid email or user not found.',
  network: 'Network error. Please check your connection and try again.',
  fallback: 'Login failed. Please try again.',
} as const;

type KnownStatus = 400 | 401 | 403 | 404 | 422 | 429 | 500;

function isKnownStatus(status: number): status is KnownStatus {
  return status in loginErrorTexts;
}

export function loginStatusText(status: number): string {
  return isKnownStatus(status) ? loginErrorTexts[status] : `Login failed (Error ${status}). Please try again.`;
}

/** What the error body itself says, when it says anything the shopper should read instead of the status text. */
function bodyText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  const description = serverText(fields.error_description)?.toLowerCase() ?? '';
  if (fields.error === 'invalid_grant' || description.includes('password')) return loginErrorTexts[401];
  if (fields.error === 'invalid_client' || description.includes('user')) return loginErrorTexts.userNotFound;
  return serverText(fields.message) ?? serverText(fields.error_description);
}

/**
 * The text for a failed login (spec section 8): the body's overrides first, then the status's own text; a request
 * that got no answer is a network error, and anything else (e.g. an answer that breaks its contract) the default.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return loginErrorTexts.fallback;
  if (error.isNetworkError) return loginErrorTexts.network;
  return bodyText(error.body) ?? loginStatusText(error.status);
}
