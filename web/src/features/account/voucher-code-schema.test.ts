import { describe, expect, it } from 'vitest';
import { formikErrors } from '../../testing/formik-errors';
import { voucherCodeSchema } from './voucher-code-schema';

const blank = 'Please enter a voucher code';
const format = 'A voucher code has 4 to 32 letters, digits and hyphens';

const messageFor = async (code: string) => (await formikErrors(voucherCodeSchema, { code })).code;

describe('voucherCodeSchema', () => {
  it.each([
    ['', blank],
    ['   ', blank],
    [' \t ', blank],
    ['ABC', format],
    ['A'.repeat(33), format],
    ['LOAD 500', format],
    ['LOAD_500', format],
    ['LOAD-500-ÄÄÄÄ', format],
    // The field uppercases as it is typed: a lowercase code never reaches the schema from it.
    ['load-500-aaaa', format],
  ])('refuses %j with the message in its order', async (code, message) => {
    expect(await messageFor(code)).toBe(message);
  });

  it.each(['ABCD', 'A'.repeat(32), 'LOAD-500-AAAA', '1000', '  LOAD-500-AAAA  '])('accepts %j', async (code) => {
    expect(await messageFor(code)).toBeUndefined();
  });
});
