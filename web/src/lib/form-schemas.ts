import { ref, string } from 'yup';
import { parseRupeeInput } from './money';
import { parseQuantityInput } from './product-amounts';

/*
 * The rules several forms share, written once as yup schemas with the spec's messages (spec part 1, section 7, and
 * part 2, section 5). A form composes them in its own object() schema and adds its own rules with .test(). As formik
 * applies a schema, an empty field counts as absent: only `required` reports it, every other rule lets it pass, and the
 * first rule that fails (in the order written) is the field's message. trim() checks the text without its surrounding
 * spaces and leaves the value as typed.
 */

/**
 * The e-mail rule's example, which the spec's message leaves as a placeholder: a neutral address rather than the
 * store's own support address, which a shopper might copy as their own (docs/deviations.md).
 */
const exampleEmail = 'name@example.com';

/** A person's full name, as the signup and contact forms check it. */
export const fullNameSchema = string()
  .trim()
  .required('Please enter your full name')
  .matches(/^[A-Za-z .'-]+$/, "Name can only contain letters, spaces, and basic punctuation ( . ' - )")
  .min(2, 'Name should be at least 2 characters')
  .max(50, 'Name cannot exceed 50 characters');

/** An e-mail that starts with a letter and ends in a 2-6 letter top-level part, as the same forms check it. */
export const emailSchema = string()
  .trim()
  .required('Please enter your email address')
  .matches(
    /^[A-Za-z][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/,
    `Email must start with a letter and use valid format (e.g., ${exampleEmail})`,
  );

/** Spec section 9: passwords are 8 to 16 characters; the field takes no more. */
export const passwordMaxLength = 16;

/** A new account's password: 8-16 characters with an uppercase and a lowercase letter, a digit and a special one. */
export const newPasswordSchema = string()
  .required('Password is required')
  .min(8, 'Password must be 8-16 characters')
  .max(passwordMaxLength, 'Password must be 8-16 characters')
  .matches(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])/,
    'Password must contain at least one uppercase, lowercase, number, and special character',
  );

/** The second entry of a new password, which must equal the field `passwordField` as typed. */
export function passwordConfirmationSchema(passwordField: string) {
  return string()
    .required('Please confirm your password')
    .oneOf([ref(passwordField)], 'Passwords do not match');
}

/** An Indian mobile number as the forms take it: exactly 10 digits. */
export const mobileNumberPattern = /^[0-9]{10}$/;

/** A 10-digit mobile number, with the form's own message for anything else (an empty field passes). */
export function mobileNumberSchema(message: string) {
  return string().trim().matches(mobileNumberPattern, message);
}

/** A rupee amount as typed: digits with at most two decimals (an empty field passes). */
export function rupeeAmountSchema(message: string) {
  return string()
    .trim()
    .test('rupee-amount', message, (text) => text === undefined || !Number.isNaN(parseRupeeInput(text)));
}

/** The amount typed in a field that rupeeAmountSchema accepts, in integer paise (NaN for anything else). */
export const typedPaise = (text: string | undefined): number => parseRupeeInput(text ?? '');

/** A whole number of units from 1, as the quantity fields take it (an empty field passes). */
export function quantitySchema(message: string) {
  return string()
    .trim()
    .test('quantity', message, (text) => text === undefined || parseQuantityInput(text) !== null);
}

/**
 * The quantity rule of the catalogue card and the product page, whose fields go back to 1 when left empty or wrong;
 * the spec quotes no message for it (part 1, section 5: quantity minimum 1).
 */
export const quantityMinimumSchema = quantitySchema('Quantity must be at least 1');
