import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contracts';
import { call, signIn, testOrigin, useSimulator } from '../testing/harness';

const harness = useSimulator();

const mebibyte = 1024 * 1024;

const shopperProfile = {
  username: 'Asha Shopper',
  email: 'shopper@example.com',
  phone: '9000012345',
  address_line1: '4 Hill Road',
  address_line2: 'Bandra',
  country: 'India',
};

function profileForm(fields: Record<string, string | undefined> = {}, picture?: File | string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...shopperProfile, ...fields })) {
    if (value !== undefined) form.append(name, value);
  }
  if (picture !== undefined) form.append('profile_pic_image_url', picture);
  return form;
}

const image = (bytes: number, type = 'image/png', name = 'me.png') => new File([new Uint8Array(bytes)], name, { type });
const getProfile = (token: string) => call('GET', '/edit-profile/', { token });
const putProfile = (token: string, form: FormData) => call('PUT', '/edit-profile/', { token, form });

describe('GET /user-data/', () => {
  it('answers the signed-in shopper with the coin balance in rupees', async () => {
    const response = await call('GET', '/user-data/', { token: await signIn() });
    expect(response).toMatchObject({
      status: 200,
      body: { id: 1, username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000, usercoins: 5000 },
    });
  });

  it('shows a balance exact to the paisa', async () => {
    harness.simulator.db.user.update({ where: { id: { equals: 1 } }, data: { coinsPaise: 123_457 } });
    const response = await call('GET', '/user-data/', { token: await signIn() });
    expect(response.body).toMatchObject({ coins: 1234.57, usercoins: 1234.57 });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect(await call('GET', '/user-data/')).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    expect(await call('GET', '/user-data/', { token: 'at_forged' })).toMatchObject({ status: 401 });
  });

  it("never shows one shopper another shopper's data", async () => {
    const asha = await signIn();
    const nikhil = await signIn('nocoins@example.com');
    expect((await call('GET', '/user-data/', { token: nikhil })).body).toMatchObject({
      id: 2,
      email: 'nocoins@example.com',
      coins: 0,
    });
    expect((await getProfile(nikhil)).body).toMatchObject({ username: 'Nikhil Nocoins' });
    expect((await call('GET', '/user-data/', { token: asha })).body).toMatchObject({ id: 1, coins: 5000 });

    await putProfile(nikhil, profileForm({ username: 'Nikhil Nocoins', email: 'nocoins@example.com' }));
    expect((await getProfile(asha)).body).toMatchObject({ phone: '9876543210' });
    const stolen = await putProfile(nikhil, profileForm());
    expect(stolen.status).toBe(400);
    expect((await getProfile(asha)).body).toMatchObject({ phone: '9876543210' });
  });
});

describe('GET /edit-profile/', () => {
  it('answers the profile of the signed-in shopper', async () => {
    const response = await getProfile(await signIn());
    expect(response).toMatchObject({
      status: 200,
      body: {
        username: 'Asha Shopper',
        email: 'shopper@example.com',
        phone: '9876543210',
        profile_pic_image_url: null,
      },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/edit-profile/')).status).toBe(401);
  });
});

describe('PUT /edit-profile/', () => {
  it('updates phone and address and answers the new profile', async () => {
    const token = await signIn();
    const response = await putProfile(token, profileForm());
    expect(response).toEqual(
      expect.objectContaining({ status: 200, body: { ...shopperProfile, profile_pic_image_url: null } }),
    );
    expect((await getProfile(token)).body).toEqual(response.body);
    expect((await call('GET', '/user-data/', { token })).body).toMatchObject({ phone: '9000012345' });
  });

  it('accepts an empty phone, which clears it', async () => {
    const token = await signIn();
    expect((await putProfile(token, profileForm({ phone: '' }))).body).toMatchObject({ phone: '' });
    expect((await call('GET', '/user-data/', { token })).body).toMatchObject({ phone: null });
  });

  it('accepts the e-mail in another case', async () => {
    const response = await putProfile(await signIn(), profileForm({ email: 'SHOPPER@example.com' }));
    expect(response).toMatchObject({ status: 200, body: { email: 'shopper@example.com' } });
  });

  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
    ['image/webp', 'webp'],
  ])('stores a %s picture as an http URL on the provider', async (type, extension) => {
    const token = await signIn();
    const response = await putProfile(token, profileForm({}, image(2 * mebibyte, type, `me.${extension}`)));
    expect(response.status).toBe(200);
    const url = (response.body as Profile).profile_pic_image_url;
    expect(url).toBe(`${testOrigin}/__mock/pictures/1-1.${extension}`);
    // Saving again without a picture keeps it.
    expect((await putProfile(token, profileForm())).body).toMatchObject({ profile_pic_image_url: url });
    expect((await putProfile(token, profileForm({}, ''))).body).toMatchObject({ profile_pic_image_url: url });
  });

  it('treats an empty file input as no picture', async () => {
    const response = await putProfile(await signIn(), profileForm({}, new File([], '')));
    expect(response).toMatchObject({ status: 200, body: { profile_pic_image_url: null } });
  });

  it.each([
    ['a bad phone', profileForm({ phone: '12345' }), '/phone'],
    ['letters as phone', profileForm({ phone: 'abcdefghij' }), '/phone'],
    ['an 11-digit phone', profileForm({ phone: '98765432101' }), '/phone'],
    ['a changed username', profileForm({ username: 'Asha Someone' }), '/username'],
    ['a changed e-mail', profileForm({ email: 'asha@example.com' }), '/email'],
    ['a missing country', profileForm({ country: undefined }), '/country'],
    ['a huge address', profileForm({ address_line1: 'x'.repeat(100_000) }), '/address_line1'],
    [
      'an unknown field',
      (() => {
        const form = profileForm();
        form.append('coins', '100');
        return form;
      })(),
      '/coins',
    ],
    ['a picture over 2 MiB', profileForm({}, image(2 * mebibyte + 1)), '/profile_pic_image_url'],
    ['a GIF picture', profileForm({}, image(10, 'image/gif', 'me.gif')), '/profile_pic_image_url'],
    ['a text file as picture', profileForm({}, image(10, 'text/plain', 'me.txt')), '/profile_pic_image_url'],
    ['text in place of the picture', profileForm({}, 'https://evil.example/me.png'), '/profile_pic_image_url'],
  ])('answers 400 naming the field for %s, changing nothing', async (_, form, field) => {
    const token = await signIn();
    const before = await getProfile(token);
    const response = await putProfile(token, form);
    expect(response).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((response.body as { errors: { field: string }[] }).errors.map((issue) => issue.field)).toContain(field);
    expect(await getProfile(token)).toMatchObject({ status: 200, body: before.body });
  });

  it('answers 415 for a JSON body instead of multipart, changing nothing', async () => {
    const token = await signIn();
    const response = await call('PUT', '/edit-profile/', { token, body: shopperProfile });
    expect(response).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type', errors: [{ location: 'header', field: '/content-type' }] },
    });
    expect((await getProfile(token)).body).toMatchObject({ phone: '9876543210' });
  });

  it('answers 401 without a token, changing nothing', async () => {
    expect((await call('PUT', '/edit-profile/', { form: profileForm() })).status).toBe(401);
    expect((await getProfile(await signIn())).body).toMatchObject({ phone: '9876543210' });
  });
});

describe('PATCH /user/update/', () => {
  const update = (fields: Record<string, unknown>) =>
    call('PATCH', '/user/update/', {
      body: {
        username: 'Asha Shopper',
        email: 'shopper@example.com',
        email_new: 'asha@example.com',
        phone: '9000012345',
        ...fields,
      },
    });

  it('updates the e-mail and phone without a token; the new e-mail signs in', async () => {
    const response = await update({});
    expect(response).toMatchObject({
      status: 200,
      body: { user: { username: 'Asha Shopper', email: 'asha@example.com', phone: '9000012345' } },
    });
    expect(
      (
        await call('POST', '/user/login/', {
          body: { username: 'asha@example.com', password: 'Shopper@123', grant_type: 'password' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/user/login/', {
          body: { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the e-mail when email_new repeats it, in any case', async () => {
    const response = await update({ email: 'Shopper@Example.com', email_new: 'shopper@example.com' });
    expect(response).toMatchObject({
      status: 200,
      body: { user: { email: 'shopper@example.com', phone: '9000012345' } },
    });
  });

  it.each([
    ['an unknown e-mail', { email: 'nobody@example.com' }],
    ['a username that does not match the e-mail', { username: 'Nikhil Nocoins' }],
  ])('answers 404 for %s', async (_, fields) => {
    expect(await update(fields)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(harness.simulator.db.user.findFirst({ where: { id: { equals: 1 } } })?.phone).toBe('9876543210');
  });

  it("answers 409 when email_new is another account's, changing nothing", async () => {
    expect(await update({ email_new: 'NOCOINS@example.com' })).toMatchObject({ status: 409 });
    expect(harness.simulator.db.user.findFirst({ where: { id: { equals: 1 } } })).toMatchObject({
      email: 'shopper@example.com',
      phone: '9876543210',
    });
  });

  it.each([
    ['letters as phone', { phone: 'abcdefghij' }],
    ['an empty phone', { phone: '' }],
    ['a malformed email_new', { email_new: 'asha' }],
    ['a missing email_new', { email_new: undefined }],
    ['a number as username', { username: 1 }],
    ['a huge username', { username: 'A'.repeat(10_000) }],
  ])('answers 400 for %s, changing nothing', async (_, fields) => {
    expect(await update(fields)).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(harness.simulator.db.user.findFirst({ where: { id: { equals: 1 } } })).toMatchObject({
      email: 'shopper@example.com',
      phone: '9876543210',
    });
  });
});
