import type { Profile, User } from '../../../contracts';

/** The signed-in shopper as the provider's user data describes them, for tests. */
export const testShopper: User = {
  username: 'Asha Shopper',
  email: 'shopper@example.com',
  phone: '9876543210',
  coins: 5000,
};

/** The same shopper's profile as /edit-profile loads it. */
export const testProfile: Profile = {
  username: testShopper.username,
  email: testShopper.email,
  phone: '9876543210',
  profile_pic_image_url: null,
  address_line1: '12, 3rd Cross, Indiranagar',
  address_line2: 'Bengaluru, Karnataka 560038',
  country: 'India',
};
