import type { FormikProps } from 'formik';

/** What an MUI text field needs from formik: its value and handlers, and its error once the field was touched. */
export function formikField<Values extends Record<string, unknown>>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
) {
  const touched = formik.touched[name] === true;
  const error = formik.errors[name];
  const shownError = touched && typeof error === 'string' ? error : undefined;
  return {
    name,
    value: String(formik.values[name] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shownError !== undefined,
    helperText: shownError,
  };
}
