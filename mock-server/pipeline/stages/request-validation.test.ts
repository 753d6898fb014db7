import { describe, expect, it } from 'vitest';
import { call, signIn, useSimulator } from '../../testing/harness';

useSimulator();

const profileForm = (extra: Record<string, string>): FormData => {
  const form = new FormData();
  const fields = {
    username: 'Asha Shopper',
    email: 'shopper@example.com',
    phone: '9876543210',
    address_line1: 'Changed by a refused request',
    address_line2: '',
    country: 'Nowhere',
  };
  for (const [name, value] of [...Object.entries(fields), ...Object.entries(extra)]) form.append(name, value);
  return form;
};

describe('the request validation stage', () => {
  // Found by the provider kit's fuzzer: the field vanished on its way into the body, so the update went through.
  it('refuses a profile update with a multipart field named __proto__ and changes nothing', async () => {
    const token = await signIn();
    const before = await call('GET', '/edit-profile/', { token });
    const form = profileForm({});
    form.append('__proto__', 'admin');
    const refused = await call('PUT', '/edit-profile/', { token, form });
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await call('GET', '/edit-profile/', { token })).toEqual(before);
  });
});
