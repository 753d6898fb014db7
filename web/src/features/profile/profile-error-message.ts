import type { ValidationIssue } from '../../../../contracts';
import { ApiError, errorMessage, serverText } from '../../lib/api-client';

export const profileUpdateFallbackMessage = 'Failed to update profile';
export const profileUpdateToastFallback = 'Failed to update profile.';

const pictureField = 'profile_pic_image_url';

const isPictureIssue = (value: unknown): value is ValidationIssue =>
  typeof value === 'object' &&
  value !== null &&
  (value as Partial<ValidationIssue>).field === `/${pictureField}` &&
  typeof (value as Partial<ValidationIssue>).message === 'string';

/**
 * The first message a refusal gives about the picture: an issue of the error body's `errors` that points at the
 * picture, or, from a Django-style provider, the first of the messages listed under the field's own name.
 */
function firstPictureMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errors, [pictureField]: fieldMessages } = body as Record<string, unknown>;
  const issue = Array.isArray(errors) ? errors.find(isPictureIssue) : undefined;
  if (issue !== undefined) return serverText(issue.message) ?? null;
  const [first] = Array.isArray(fieldMessages) ? fieldMessages : [];
  return serverText(first) ?? null;
}

/** What a refused profile update tells the shopper (spec part 2, section 8). */
export interface ProfileUpdateFailure {
  /** The picture's message when the picture was refused, else the provider's text or 'Failed to update profile'. */
  message: string;
  /** The provider's text or 'Failed to update profile.'. */
  toast: string;
}

export function profileUpdateFailure(error: unknown): ProfileUpdateFailure {
  const picture = firstPictureMessage(error instanceof ApiError ? error.body : undefined);
  return {
    message: picture === null ? errorMessage(error, profileUpdateFallbackMessage) : `Profile picture error: ${picture}`,
    toast: errorMessage(error, profileUpdateToastFallback),
  };
}
