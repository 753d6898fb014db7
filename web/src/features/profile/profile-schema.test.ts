import { describe, expect, it } from 'vitest';
import { formikErrors } from '../../testing/formik-errors';
import { profileSchema } from './profile-schema';

const profile = { phone: '9876543210', address_line1: '', address_line2: '', country: '', picture: null };

describe("Edit Profile's rule", () => {
  it.each(['9', '98765', '987654321'])(
    "refuses the incomplete phone %j with its hint, 'Enter 10-digit mobile number'",
    async (phone) => {
      expect(await formikErrors(profileSchema, { ...profile, phone })).toEqual({
        phone: 'Enter 10-digit mobile number',
      });
    },
  );

  it.each(['9876543210', ''])('accepts the phone %j', async (phone) => {
    expect(await formikErrors(profileSchema, { ...profile, phone })).toEqual({});
  });

  it('takes any address and country', async () => {
    expect(
      await formikErrors(profileSchema, {
        ...profile,
        address_line1: '#12/3, 3rd Cross',
        address_line2: '',
        country: 'भारत',
      }),
    ).toEqual({});
  });
});
