import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';

/** Each field's message as a formik form shows it for these values: formik's own reading of the yup schema. */
export async function formikErrors<Values extends object>(
  schema: AnyObjectSchema,
  values: Values,
): Promise<FormikErrors<Values>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors<Values>(error);
  }
}
