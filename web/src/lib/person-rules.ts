import { string } from './form-rules';

/**
 * The e-mail rule's example, which the spec's message leaves as a placeholder: a neutral address rather than the
 * store's own support address, which a shopper might copy as their own (docs/deviations.md).
 */
export const exampleEmail = 'name@example.com';

/** A person's full name, as the signup and contact forms check it (spec part 1 and part 2, section 5). */
export const fullNameRule = string()
  .trim()
  .required('Please enter your full name')
  .matches(/^[A-Za-z .'-]+$/, "Name can only contain letters, spaces, and basic punctuation ( . ' - )")
  .min(2, 'Name should be at least 2 characters')
  .max(50, 'Name cannot exceed 50 characters');

/** An e-mail that starts with a letter and ends in a 2-6 letter top-level part, as the same forms check it. */
export const emailRule = string()
  .trim()
  .required('Please enter your email address')
  .matches(
    /^[A-Za-z][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/,
    `Email must start with a letter and use valid format (e.g., ${exampleEmail})`,
  );
