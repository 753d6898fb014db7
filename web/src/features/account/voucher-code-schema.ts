import { object, string } from 'yup';

const blankVoucherCodeMessage = 'Please enter a voucher code';
const voucherCodeFormatMessage = 'A voucher code has 4 to 32 letters, digits and hyphens';

/** The shape the provider's contract gives a code (load-coin-request.schema.json), once uppercased. */
const voucherCodePattern = /^[A-Z0-9-]{4,32}$/;

/** Spec section 5: a code must be non-blank; one the provider could only refuse as malformed is not sent either. */
export const voucherCodeSchema = object({
  code: string().trim().required(blankVoucherCodeMessage).matches(voucherCodePattern, voucherCodeFormatMessage),
});
