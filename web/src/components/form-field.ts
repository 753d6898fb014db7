import type { Form } from '../lib/use-form';

/**
 * What a text field needs from a form: its value and handlers, its error once the field was touched, and whether it is
 * required. That is said to assistive technology alone: a visible marker would change the labels the spec quotes.
 */
export function formField<Values extends Record<string, unknown>>(form: Form<Values>, name: keyof Values & string) {
  const touched = form.touched[name] === true;
  const error = form.errors[name];
  const shownError = touched && typeof error === 'string' ? error : undefined;
  return {
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: shownError !== undefined,
    helperText: shownError,
    'aria-required': form.isRequired(name) || undefined,
  };
}
