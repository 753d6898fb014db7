import { ApiError, serverText } from '../../lib/api-client';

/** Spec section 8: the signup texts the storefront falls back on. */
export const signupErrorTexts = {
  form: 'Signup failed. Please check your details and try again.',
  toast: 'Signup failed. Please try again.',
} as const;

function fieldsOf(error: unknown): Record<string, unknown> {
  const body = error instanceof ApiError ? error.body : undefined;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The form's red box: for a 409 or 400 the reason the provider gives (details.errorMessage or the details text). */
export function signupFormMessage(error: unknown): string {
  const fields = fieldsOf(error);
  const status = fields.status_code ?? (error instanceof ApiError ? error.status : undefined);
  if (status !== 409 && status !== 400) return signupErrorTexts.form;
  const { details } = fields;
  const reason =
    typeof details === 'object' && details !== null
      ? serverText((details as Record<string, unknown>).errorMessage)
      : serverText(details);
  return reason ?? signupErrorTexts.form;
}

/** The toast: the provider's detail, or the fallback. */
export function signupToastMessage(error: unknown): string {
  return serverText(fieldsOf(error).detail) ?? signupErrorTexts.toast;
}
