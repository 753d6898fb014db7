import { describe, expect, it } from 'vitest';
import { validateRequest, queryObject } from './request-validation';

const origin = 'http://provider.test';

const jsonRequest = (path: string, body: string, method = 'POST') =>
  new Request(`${origin}${path}`, { method, headers: { 'content-type': 'application/json' }, body });

describe('reading the query', () => {
  it('keeps values as strings and makes repeated names and names ending in [] arrays', () => {
    const url = new URL(`${origin}/products/sort/?page=2&subcategories[]=1&tag=a&tag=b`);
    expect(queryObject(url)).toEqual({ page: '2', 'subcategories[]': ['1'], tag: ['a', 'b'] });
  });
});

describe('validating a request against its contract', () => {
  it('hands over the parts of a valid request, query values as their schema types them', async () => {
    const check = await validateRequest('listProducts', new Request(`${origin}/products/?page=2&perPage=8`));
    expect(check).toEqual({ ok: true, parts: { query: { page: 2, perPage: 8 }, body: undefined, files: new Map() } });

    const login = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' };
    expect(await validateRequest('login', jsonRequest('/user/login/', JSON.stringify(login)))).toMatchObject({
      ok: true,
      parts: { body: login },
    });
  });

  it('reports every broken rule of the query and the body, each by a JSON Pointer', async () => {
    const check = await validateRequest('listProducts', new Request(`${origin}/products/?page=zero&perPage=0`));
    expect(check).toEqual({
      ok: false,
      issues: expect.arrayContaining([
        expect.objectContaining({ location: 'query', field: '/page', rule: 'type' }),
        expect.objectContaining({ location: 'query', field: '/perPage', rule: 'minimum' }),
      ]),
    });

    const cart = { cart_items: [{ product_id: 1, quantity: 0, to_pay: 100, selectedDenomination: 100 }] };
    expect(await validateRequest('addCartItem', jsonRequest('/cart/', JSON.stringify(cart)))).toEqual({
      ok: false,
      issues: [expect.objectContaining({ location: 'body', field: '/cart_items/0/quantity', rule: 'minimum' })],
    });
  });

  it('refuses a body that is not JSON, or larger than allowed in bytes, as a whole', async () => {
    expect(await validateRequest('login', jsonRequest('/user/login/', '{"username":'))).toEqual({
      ok: false,
      issues: [{ location: 'body', field: '', rule: 'json', message: 'must be valid JSON' }],
    });
    // 40 characters, 120 bytes in UTF-8.
    const long = jsonRequest('/user/login/', JSON.stringify({ username: '₹'.repeat(40) }));
    expect(await validateRequest('login', long, { maxBodyBytes: 100 })).toEqual({
      ok: false,
      issues: [{ location: 'body', field: '', rule: 'maxBytes', message: 'must not exceed 100 bytes' }],
    });
  });

  it('reads a multipart body as text fields, keeping each file aside under its field name', async () => {
    const form = new FormData();
    form.set('username', 'Asha');
    form.set('email', 'shopper@example.com');
    form.set('phone', '9876543210');
    form.set('address_line1', '1 Main Road');
    form.set('address_line2', '');
    form.set('country', 'India');
    const picture = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    form.set('profile_pic_image_url', picture);
    const check = await validateRequest(
      'updateProfile',
      new Request(`${origin}/edit-profile/`, { method: 'PUT', body: form }),
    );
    expect(check.ok, JSON.stringify(check)).toBe(true);
    if (!check.ok) return;
    expect(check.parts.body).toMatchObject({ username: 'Asha', profile_pic_image_url: 'me.png' });
    expect(check.parts.files.get('profile_pic_image_url')?.size).toBe(3);

    const notMultipart = new Request(`${origin}/edit-profile/`, { method: 'PUT', body: 'plain text' });
    expect(await validateRequest('updateProfile', notMultipart)).toEqual({
      ok: false,
      issues: [{ location: 'body', field: '', rule: 'multipart', message: 'must be multipart/form-data' }],
    });
  });

  it('reads nothing a call does not name', async () => {
    const check = await validateRequest('getHome', new Request(`${origin}/home/?anything=1`));
    expect(check).toEqual({ ok: true, parts: { query: {}, body: undefined, files: new Map() } });
  });
});
