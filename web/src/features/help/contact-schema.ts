import { object, string } from 'yup';
import { emailSchema, fullNameSchema } from '../../lib/form-schemas';

/** Spec sections 5 and 9: a message is at most 500 characters, and the field itself takes no more. */
export const contactMessageMaxLength = 500;

/** The contact form's rules, spec section 5, with its messages exactly. */
export const contactSchema = object({
  name: fullNameSchema,
  email: emailSchema,
  // Trimmed, so a message of spaces alone counts as empty.
  message: string()
    .trim()
    .required('Please enter your message')
    .max(contactMessageMaxLength, `Message cannot exceed ${contactMessageMaxLength} characters`),
});

/** The form's values, as typed. */
export type ContactValues = { name: string; email: string; message: string };
