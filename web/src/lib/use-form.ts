import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FormErrors, FormSchema } from './form-rules';

type Touched<Values> = Partial<Record<keyof Values & string, boolean>>;

export interface FormOptions<Values> {
  initialValues: Values;
  validationSchema?: FormSchema<NoInfer<Values>>;
  /**
   * Called with the values of a valid submit. The form stays submitting after it returns, unless it returns a
   * promise (or another value): then it stops submitting once that settles.
   */
  onSubmit: (values: Values) => unknown;
  /** A new `initialValues` (by content) resets the form to it. */
  enableReinitialize?: boolean;
}

export interface Form<Values> {
  values: Values;
  errors: FormErrors<Values>;
  touched: Touched<Values>;
  isSubmitting: boolean;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  handleBlur: (event: { target: { name?: string; id?: string } }) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  setValues: (next: Values | ((values: Values) => Values)) => void;
  setFieldValue: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  setFieldTouched: (field: keyof Values & string, touched?: boolean) => void;
  resetForm: () => void;
  /** Whether the form's rules refuse the field empty. */
  isRequired: (field: keyof Values & string) => boolean;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form state the storefront's forms need, as formik's `useFormik` gave it (about 11 KB gzip with its lodash
 * parts): values, each field's message checked on every change and blur but shown once the field was left, every
 * field touched on submit, and `onSubmit` only for valid values.
 */
export function useForm<Values extends Record<string, unknown>>({
  initialValues,
  validationSchema,
  onSubmit,
  enableReinitialize = false,
}: FormOptions<Values>): Form<Values> {
  const [state, setState] = useState(() => ({
    values: initialValues,
    errors: {} as FormErrors<Values>,
    touched: {} as Touched<Values>,
    isSubmitting: false,
  }));
  const latest = useRef({ validationSchema, onSubmit, initialValues });
  useEffect(() => {
    latest.current = { validationSchema, onSubmit, initialValues };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const validate = useCallback(
    (values: Values): FormErrors<Values> => latest.current.validationSchema?.validate(values) ?? {},
    [],
  );

  const setValues = useCallback(
    (next: Values | ((values: Values) => Values)) =>
      setState((current) => {
        const values = typeof next === 'function' ? next(current.values) : next;
        return { ...current, values, errors: validate(values) };
      }),
    [validate],
  );

  const setFieldValue = useCallback(
    <Field extends keyof Values & string>(field: Field, value: Values[Field]) =>
      setValues((values) => ({ ...values, [field]: value })),
    [setValues],
  );

  const setFieldTouched = useCallback(
    (field: keyof Values & string, touched = true) =>
      setState((current) => ({
        ...current,
        touched: { ...current.touched, [field]: touched },
        errors: validate(current.values),
      })),
    [validate],
  );

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { target } = event;
      const field = (target.name || target.id) as keyof Values & string;
      const checkbox = target instanceof HTMLInputElement && target.type === 'checkbox';
      const value = checkbox ? target.checked : target.value;
      setValues((values) => ({ ...values, [field]: value }));
    },
    [setValues],
  );

  const handleBlur = useCallback(
    (event: { target: { name?: string; id?: string } }) => {
      const field = event.target.name || event.target.id;
      if (field) setFieldTouched(field as keyof Values & string);
    },
    [setFieldTouched],
  );

  const resetForm = useCallback(() => {
    setState({ values: latest.current.initialValues, errors: {}, touched: {}, isSubmitting: false });
  }, []);

  const isRequired = useCallback(
    (field: keyof Values & string) => validationSchema?.fields[field]?.isRequired ?? false,
    [validationSchema],
  );

  // A refused submit's errors show beside their fields, where a screen reader hears nothing of them: the first such
  // field takes the focus once they are drawn, and its error is read with it (aria-describedby).
  const firstInvalid = useRef<HTMLElement | null>(null);
  useEffect(() => {
    firstInvalid.current?.focus();
    firstInvalid.current = null;
  }, [state]);

  const values = state.values;
  const handleSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const errors = validate(values);
      const touched = Object.fromEntries(Object.keys(values).map((field) => [field, true])) as Touched<Values>;
      const valid = Object.keys(errors).length === 0;
      setState((current) => ({ ...current, errors, touched, isSubmitting: valid }));
      if (!valid) {
        firstInvalid.current = firstFieldOf(event?.currentTarget, errors);
        return;
      }
      const outcome = latest.current.onSubmit(values);
      // As formik: a submit handler that returns nothing leaves the form submitting.
      if (outcome === undefined) return;
      const done = () => {
        if (mounted.current) setState((current) => ({ ...current, isSubmitting: false }));
      };
      void Promise.resolve(outcome).then(done, done);
    },
    [validate, values],
  );

  // A new starting point (by content, not identity) resets the form, as formik's enableReinitialize.
  const initialSeen = useRef(initialValues);
  useEffect(() => {
    if (!enableReinitialize || sameValues(initialSeen.current, initialValues)) return;
    initialSeen.current = initialValues;
    resetForm();
  }, [enableReinitialize, initialValues, resetForm]);

  return useMemo(
    () => ({
      ...state,
      handleChange,
      handleBlur,
      handleSubmit,
      setValues,
      setFieldValue,
      setFieldTouched,
      resetForm,
      isRequired,
    }),
    [state, handleChange, handleBlur, handleSubmit, setValues, setFieldValue, setFieldTouched, resetForm, isRequired],
  );
}

/** The form's first control, in the order the shopper meets them, whose field has an error. */
function firstFieldOf(form: HTMLFormElement | undefined, errors: object): HTMLElement | null {
  const controls = form === undefined ? [] : Array.from(form.elements);
  const field = controls.find(
    (control): control is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      (control.name || control.id) in errors,
  );
  return field ?? null;
}
