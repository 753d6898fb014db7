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

  it('keeps a parameter named __proto__ as a parameter, leaving the prototype alone', () => {
    const query = queryObject(new URL(`${origin}/products/?__proto__=a&__proto__=b`));
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.keys(query)).toEqual(['__proto__']);
  });
});

/** Edit Profile's text fields, each once, as the storefront sends them. */
function profileForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    username: 'Asha',
    email: 'shopper@example.com',
    phone: '9876543210',
    address_line1: '1 Main Road',
    address_line2: '',
    country: 'India',
  })) {
    form.append(name, value);
  }
  return form;
}

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
      status: 400,
      issues: expect.arrayContaining([
        expect.objectContaining({ location: 'query', field: '/page', rule: 'type' }),
        expect.objectContaining({ location: 'query', field: '/perPage', rule: 'minimum' }),
      ]),
    });

    const cart = { cart_items: [{ product_id: 1, quantity: 0, to_pay: 100, selectedDenomination: 100 }] };
    expect(await validateRequest('addCartItem', jsonRequest('/cart/', JSON.stringify(cart)))).toEqual({
      ok: false,
      status: 400,
      issues: [expect.objectContaining({ location: 'body', field: '/cart_items/0/quantity', rule: 'minimum' })],
    });
  });

  it('refuses a body that is not JSON, or larger than allowed in bytes, as a whole', async () => {
    expect(await validateRequest('login', jsonRequest('/user/login/', '{"username":'))).toEqual({
      ok: false,
      status: 400,
      issues: [{ location: 'body', field: '', rule: 'json', message: 'must be valid JSON' }],
    });
    // 40 characters, 120 bytes in UTF-8.
    const long = jsonRequest('/user/login/', JSON.stringify({ username: '₹'.repeat(40) }));
    expect(await validateRequest('login', long, { maxBodyBytes: 100 })).toEqual({
      ok: false,
      status: 400,
      issues: [{ location: 'body', field: '', rule: 'maxBytes', message: 'must not exceed 100 bytes' }],
    });
  });

  it('lists every issue of a body with more than the call stack could take as arguments', async () => {
    const items = 150_000;
    const cart = jsonRequest('/cart/', JSON.stringify({ cart_items: new Array<number>(items).fill(0) }));
    const check = await validateRequest('addCartItem', cart);
    expect(check.ok === false && check.issues.length).toBeGreaterThan(items);
  });

  it('refuses a multipart field named __proto__ as an unknown field, never dropping it', async () => {
    const form = profileForm();
    form.append('__proto__', 'admin');
    const check = await validateRequest(
      'updateProfile',
      new Request(`${origin}/edit-profile/`, { method: 'PUT', body: form }),
    );
    expect(check).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ field: '/__proto__', rule: 'additionalProperties' }],
    });
  });

  it('refuses a repeated multipart field, text or file, rather than letting the last part win', async () => {
    const form = profileForm();
    form.append('phone', '0000000000');
    const picture = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });
    form.append('profile_pic_image_url', picture('a.png'));
    form.append('profile_pic_image_url', picture('b.png'));
    const check = await validateRequest(
      'updateProfile',
      new Request(`${origin}/edit-profile/`, { method: 'PUT', body: form }),
    );
    expect(check).toMatchObject({ ok: false, status: 400 });
    if (check.ok) return;
    expect(check.issues.map(({ field, rule }) => [field, rule])).toEqual([
      ['/phone', 'type'],
      ['/profile_pic_image_url', 'type'],
    ]);
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

    const broken = new Request(`${origin}/edit-profile/`, {
      method: 'PUT',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'no parts',
    });
    expect(await validateRequest('updateProfile', broken)).toEqual({
      ok: false,
      status: 400,
      issues: [
        { location: 'body', field: '', rule: 'multipart', message: 'must be a well-formed multipart/form-data body' },
      ],
    });
  });

  it('refuses a body in a media type its contract does not name with 415, unread', async () => {
    const login = JSON.stringify({ username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' });
    const mediaTypeIssue = (message: string) => ({
      ok: false,
      status: 415,
      issues: [{ location: 'header', field: '/content-type', rule: 'mediaType', message }],
    });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const request = new Request(`${origin}/user/login/`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: login,
      });
      expect(await validateRequest('login', request), type).toEqual(
        mediaTypeIssue('must be application/json or a +json type'),
      );
    }
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.giftstore+json']) {
      const request = new Request(`${origin}/user/login/`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: login,
      });
      expect(await validateRequest('login', request), type).toMatchObject({ ok: true });
    }
    const asJson = new Request(`${origin}/edit-profile/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"Asha"}',
    });
    expect(await validateRequest('updateProfile', asJson)).toEqual(mediaTypeIssue('must be multipart/form-data'));
  });

  it('judges an empty body by its schema, whatever its media type', async () => {
    const empty = new Request(`${origin}/user/login/`, { method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect(await validateRequest('login', empty)).toEqual({
      ok: false,
      status: 400,
      issues: [expect.objectContaining({ location: 'body', field: '', rule: 'type' })],
    });
  });

  it('refuses bytes that are not UTF-8 instead of repairing them, in the body and in the query', async () => {
    const bytes = new TextEncoder().encode(
      '{"username":"shopper@example.com","password":"Shopper@12?","grant_type":"password"}',
    );
    bytes[bytes.indexOf(0x3f)] = 0xff;
    const login = new Request(`${origin}/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    expect(await validateRequest('login', login)).toEqual({
      ok: false,
      status: 400,
      issues: [{ location: 'body', field: '', rule: 'encoding', message: 'must be UTF-8' }],
    });

    const encoding = { location: 'query', rule: 'encoding', message: 'must be percent-encoded UTF-8' };
    for (const [search, field] of [
      ['q=%FF', '/q'],
      ['q=%E0%A4%A', '/q'],
      ['q=100%', '/q'],
      ['%ZZ=gift&q=gift', ''],
    ] as const) {
      const check = await validateRequest('searchProducts', new Request(`${origin}/search/?${search}`));
      expect(check, search).toEqual({ ok: false, status: 400, issues: [{ ...encoding, field }] });
    }
    expect(await validateRequest('searchProducts', new Request(`${origin}/search/?q=%E2%82%B9+gift`))).toMatchObject({
      ok: true,
      parts: { query: { q: '₹ gift' } },
    });
  });

  it('reads nothing a call does not name', async () => {
    const check = await validateRequest('getHome', new Request(`${origin}/home/?anything=1`));
    expect(check).toEqual({ ok: true, parts: { query: {}, body: undefined, files: new Map() } });
  });
});
