import type { FormikProps } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import { Schema, type AnyObjectSchema } from 'yup';

/** Whether the schema refuses the field empty, read from the field's own rules (every card renders it). */
function isRequiredField(schema: AnyObjectSchema, name: string): boolean {
  const field: unknown = schema.fields[name];
  return field instanceof Schema && !field.spec.optional;
}

/**
 * What an MUI TextField needs from a formik form: its value and handlers, its error once the field was touched, and
 * whether the schema requires it. The theme draws no asterisk for that (features/branding/mui-theme.ts): it would
 * change the labels the spec quotes, so it is said to assistive technology alone.
 */
export function formikField<Values extends object>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
  schema?: AnyObjectSchema,
) {
  const error = formik.touched[name] === true ? formik.errors[name] : undefined;
  const shownError = typeof error === 'string' ? error : undefined;
  const value: unknown = formik.values[name];
  return {
    name,
    value: typeof value === 'string' || typeof value === 'number' ? value : '',
    onChange: keepTypedText(formik),
    onBlur: formik.handleBlur,
    error: shownError !== undefined,
    helperText: shownError,
    required: schema === undefined ? false : isRequiredField(schema, name),
  };
}

/**
 * A field's change kept as typed: formik's own handleChange reads a number input as a number ('250.50' as 250.5, '1e3'
 * as 1000), where the rules must read the text.
 */
export function keepTypedText<Values extends object>(formik: FormikProps<Values>) {
  return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    void formik.setFieldValue(event.target.name, event.target.value);
}

/** Leaving the field puts its text right (a quantity left empty or wrong goes back to 1) and marks it touched. */
export function normaliseOnBlur<Values extends object>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
  normalise: (text: string) => string,
) {
  return (event: FocusEvent<HTMLInputElement>) => {
    void formik.setFieldTouched(name, true, false);
    void formik.setFieldValue(name, normalise(event.target.value));
  };
}
