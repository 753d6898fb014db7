import type { FormikProps } from 'formik';
import type { AnyObjectSchema, SchemaDescription } from 'yup';

/** Whether the schema refuses the field empty. */
export function isRequiredField(schema: AnyObjectSchema, name: string): boolean {
  const field = schema.describe().fields[name] as Partial<SchemaDescription> | undefined;
  return field?.optional === false;
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
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shownError !== undefined,
    helperText: shownError,
    required: schema === undefined ? false : isRequiredField(schema, name),
  };
}
