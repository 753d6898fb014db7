import type { FormikProps } from 'formik';
import { useEffect, useRef, type FormHTMLAttributes } from 'react';

type FormikFormProps<Values> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  formik: FormikProps<Values>;
};

/**
 * A formik form: submitted through formik (the browser's own checks off; the schema's messages show instead), and,
 * once a submit is refused, the focus on its first field in error in the order the shopper meets them, so that a screen
 * reader reads that error (aria-describedby) instead of nothing.
 */
export function FormikForm<Values>({ formik, children, ...form }: FormikFormProps<Values>) {
  const element = useRef<HTMLFormElement>(null);
  const handledSubmits = useRef(0);
  const { isSubmitting, isValidating, submitCount, errors } = formik;
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handledSubmits.current) return;
    handledSubmits.current = submitCount;
    firstControlIn(element.current, Object.keys(errors))?.focus();
  }, [isSubmitting, isValidating, submitCount, errors]);
  return (
    <form ref={element} noValidate onSubmit={formik.handleSubmit} onReset={formik.handleReset} {...form}>
      {children}
    </form>
  );
}

function firstControlIn(form: HTMLFormElement | null, fields: string[]): HTMLElement | undefined {
  if (form === null || fields.length === 0) return undefined;
  return Array.from(form.elements).find(
    (control): control is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      fields.includes(control.name || control.id),
  );
}
