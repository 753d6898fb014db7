import { describe, expect, it } from 'vitest';
import type { LoginResponse, RefreshTokenResponse } from '../../contracts';
import { maxJsonBodyBytes } from '../pipeline/stages/request-validation';
import { call, signIn, useSimulator } from '../testing/harness';

const shopper = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' };
const second = 1000;
const minute = 60 * second;
const day = 24 * 60 * minute;

const harness = useSimulator();

const login = (fields: Record<string, unknown>) => call('POST', '/user/login/', { body: { ...shopper, ...fields } });
const wrongPassword = () => login({ password: 'Wrong@1234' });
const refresh = (refreshToken: string) =>
  call('POST', '/user/refreshtoken/', { body: { refresh_token: refreshToken } });
const userData = (token: string) => call('GET', '/user-data/', { token });

async function signInFully(): Promise<LoginResponse> {
  const response = await login({});
  expect(response.status).toBe(200);
  return response.body as LoginResponse;
}

/** The storefront overrides a description mentioning these words; only the wrong-password answer may. */
function expectOwnStorefrontMessage(body: unknown): void {
  expect(body).not.toHaveProperty('message');
  expect((body as { error_description: string }).error_description).not.toMatch(/password|user/i);
}

describe('POST /user/login/', () => {
  it('signs in by e-mail with tokens, their lifetime and the shopper', async () => {
    const body = await signInFully();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      user: {
        id: 1,
        username: 'Asha Shopper',
        email: 'shopper@example.com',
        phone: '9876543210',
        coins: 5000,
        usercoins: 5000,
      },
    });
    expect(body.access_token).not.toBe(body.refresh_token);
    expect((await userData(body.access_token)).status).toBe(200);
  });

  it('reads the e-mail case-insensitively', async () => {
    expect((await login({ username: 'SHOPPER@Example.COM' })).status).toBe(200);
  });

  it('signs in by 10-digit phone number', async () => {
    const response = await login({ username: '9876543210' });
    expect(response).toMatchObject({ status: 200, body: { user: { email: 'shopper@example.com' } } });
  });

  it.each([
    ['a missing password', { password: undefined }, '/password'],
    ['a missing username', { username: undefined }, '/username'],
    ['a missing grant_type', { grant_type: undefined }, '/grant_type'],
    ['another grant_type', { grant_type: 'client_credentials' }, '/grant_type'],
    ['a number as username', { username: 9876543210 }, '/username'],
    ['a huge password', { password: 'x'.repeat(10_000) }, '/password'],
    ['an unknown field', { remember: true }, '/remember'],
  ])('answers 400 invalid_request for %s', async (_, fields, field) => {
    const response = await login(fields);
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect((response.body as { errors: { field: string }[] }).errors.map((issue) => issue.field)).toContain(field);
  });

  it('answers 400 naming the body as a whole for a JSON body over 64 KiB, unparsed', async () => {
    const response = await login({ password: 'x'.repeat(maxJsonBodyBytes) });
    expect(response).toMatchObject({
      status: 400,
      body: { errors: [{ field: '', rule: 'maxBytes', message: `must not exceed ${maxJsonBodyBytes} bytes` }] },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call('POST', '/user/login/', { body: '{"username":' });
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it.each([
    ['a username that is neither e-mail nor phone', { username: 'shopper' }],
    ['a 9-digit phone', { username: '987654321' }],
    ['an 11-digit phone', { username: '98765432100' }],
    ['a 7-character password', { password: 'Sh@1234' }],
    ['a 17-character password', { password: 'Shopper@123456789' }],
  ])('answers 422 invalid_format for %s', async (_, fields) => {
    const response = await login(fields);
    expect(response).toMatchObject({ status: 422, body: { error: 'invalid_format' } });
    expectOwnStorefrontMessage(response.body);
  });

  it.each([['nobody@example.com'], ['9000000000']])('answers 404 account_not_found for %s', async (username) => {
    const response = await login({ username });
    expect(response).toMatchObject({ status: 404, body: { error: 'account_not_found' } });
    expectOwnStorefrontMessage(response.body);
  });

  it('answers 404 for a phone several accounts share, which names no single account', async () => {
    harness.simulator.db.user.update({ where: { id: { equals: 2 } }, data: { phone: '9876543210' } });
    const response = await login({ username: '9876543210' });
    expect(response).toMatchObject({ status: 404, body: { error: 'account_not_found' } });
    expect((await login({})).status).toBe(200);
  });

  it('answers 403 account_locked for a locked account, even with the right password', async () => {
    const response = await login({ username: 'locked@example.com' });
    expect(response).toMatchObject({ status: 403, body: { error: 'account_locked' } });
    expectOwnStorefrontMessage(response.body);
  });

  it('answers 401 invalid_grant for a wrong password', async () => {
    const response = await wrongPassword();
    expect(response).toMatchObject({ status: 401, body: { error: 'invalid_grant' } });
    expect(response.body).not.toHaveProperty('message');
  });

  it('answers 429 with Retry-After after 5 failures in 15 minutes, even to the right password, until it expires', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrongPassword()).status).toBe(401);
    const throttled = await login({});
    expect(throttled).toMatchObject({ status: 429, body: { error: 'too_many_attempts' } });
    expectOwnStorefrontMessage(throttled.body);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(895);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await wrongPassword()).status).toBe(429);

    harness.simulator.clock.advance((retryAfter - 2) * second);
    expect((await login({})).status).toBe(429);
    harness.simulator.clock.advance(2 * second);
    expect((await login({})).status).toBe(200);
  });

  it('counts Retry-After from the oldest failure still in the window', async () => {
    expect((await wrongPassword()).status).toBe(401);
    harness.simulator.clock.advance(5 * minute);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrongPassword()).status).toBe(401);
    const throttled = await login({});
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(595);
    expect(retryAfter).toBeLessThanOrEqual(600);

    harness.simulator.clock.advance(retryAfter * second);
    // The oldest failure has left the window: one more attempt is heard, and a fifth failure throttles again.
    expect((await wrongPassword()).status).toBe(401);
    const again = await login({});
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(300);
  });

  it('forgets the failures after a successful sign-in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await wrongPassword();
    expect((await login({})).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrongPassword()).status).toBe(401);
    expect((await login({})).status).toBe(200);
  });

  it('throttles only the account that failed', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongPassword();
    expect((await login({})).status).toBe(429);
    expect((await login({ username: 'nocoins@example.com' })).status).toBe(200);
  });

  it('does not count requests rejected before the password check', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login({ grant_type: 'refresh_token' })).status).toBe(400);
      expect((await login({ password: 'short' })).status).toBe(422);
    }
    expect((await login({})).status).toBe(200);
  });

  it('lets no more than the limit of parallel guesses reach the password check', async () => {
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => wrongPassword()))).map((r) => r.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('follows the scenario settings for the limit and the window', async () => {
    harness.simulator.settings = { ...harness.simulator.settings, loginAttemptLimit: 2, loginAttemptWindowSeconds: 60 };
    await wrongPassword();
    await wrongPassword();
    const throttled = await login({});
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    harness.simulator.clock.advance(minute);
    expect((await login({})).status).toBe(200);
  });
});

describe('access token expiry', () => {
  it('accepts the access token for 15 minutes, then answers 401 token_expired', async () => {
    const token = await signIn();
    harness.simulator.clock.advance(15 * minute - 5 * second);
    expect((await userData(token)).status).toBe(200);
    harness.simulator.clock.advance(5 * second);
    expect(await userData(token)).toMatchObject({ status: 401, body: { code: 'token_expired' } });
  });

  it('follows a scenario that shortens the access token lifetime', async () => {
    harness.simulator.settings = { ...harness.simulator.settings, accessTokenTtlSeconds: 30 };
    const body = await signInFully();
    expect(body.expires_in).toBe(30);
    harness.simulator.clock.advance(30 * second);
    expect(await userData(body.access_token)).toMatchObject({ status: 401, body: { code: 'token_expired' } });
  });
});

describe('POST /user/refreshtoken/', () => {
  it('rotates: new access and refresh tokens, and the old refresh token is spent', async () => {
    const first = await signInFully();
    harness.simulator.clock.advance(16 * minute);
    expect((await userData(first.access_token)).status).toBe(401);

    const rotated = await refresh(first.refresh_token);
    expect(rotated).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 900 } });
    const tokens = rotated.body as RefreshTokenResponse;
    expect(tokens.refresh_token).not.toBe(first.refresh_token);
    expect(tokens.access_token).not.toBe(first.access_token);
    expect(await userData(tokens.access_token)).toMatchObject({ status: 200, body: { id: 1 } });

    expect(await refresh(first.refresh_token)).toMatchObject({ status: 401, body: { code: 'refresh_token_invalid' } });
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('lets only one of two parallel refreshes with one token succeed', async () => {
    const { refresh_token } = await signInFully();
    const statuses = (await Promise.all([refresh(refresh_token), refresh(refresh_token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('answers 401 refresh_token_expired once the refresh token is 7 days old', async () => {
    const { refresh_token } = await signInFully();
    harness.simulator.clock.advance(7 * day);
    expect(await refresh(refresh_token)).toMatchObject({ status: 401, body: { code: 'refresh_token_expired' } });
  });

  it('answers 401 for an unknown refresh token and for an access token', async () => {
    const { access_token } = await signInFully();
    expect(await refresh('rt_0123456789abcdef')).toMatchObject({
      status: 401,
      body: { code: 'refresh_token_invalid' },
    });
    expect(await refresh(access_token)).toMatchObject({ status: 401, body: { code: 'refresh_token_invalid' } });
  });

  it('reads a refresh token of 4,096 characters outside ASCII, 16 KB in UTF-8, as the contract allows', async () => {
    expect(await refresh('\u{1F600}'.repeat(4096))).toMatchObject({
      status: 401,
      body: { code: 'refresh_token_invalid' },
    });
  });

  it.each([
    ['a missing refresh_token', {}],
    ['an empty refresh_token', { refresh_token: '' }],
    ['a number', { refresh_token: 42 }],
    ['a huge token', { refresh_token: 'r'.repeat(5000) }],
  ])('answers 400 validation_error for %s', async (_, body) => {
    expect(await call('POST', '/user/refreshtoken/', { body })).toMatchObject({
      status: 400,
      body: { code: 'validation_error' },
    });
  });
});

describe('POST /user/signup/', () => {
  const ravi = { username: "Ravi K. D'Souza", email: 'ravi@example.com', password: 'Secret#2026', phone: '9999999999' };
  const signup = (fields: Record<string, unknown>) => call('POST', '/user/signup/', { body: { ...ravi, ...fields } });

  it('creates an account with 0 coins that can sign in; the password is stored only hashed', async () => {
    const created = await signup({});
    expect(created).toMatchObject({
      status: 201,
      body: { username: "Ravi K. D'Souza", email: 'ravi@example.com', message: expect.any(String) },
    });
    const { id } = created.body as { id: number };
    expect(id).toBeGreaterThan(3);
    const stored = harness.simulator.db.user.findFirst({ where: { id: { equals: id } } });
    expect(JSON.stringify(stored)).not.toContain('Secret#2026');

    const body = (await login({ username: 'ravi@example.com', password: 'Secret#2026' })).body as LoginResponse;
    expect(body.user).toMatchObject({ id, coins: 0, usercoins: 0, phone: '9999999999' });
  });

  it('answers 409 with details.errorMessage for a taken e-mail in any case', async () => {
    const response = await signup({ email: 'Shopper@Example.com' });
    expect(response).toMatchObject({
      status: 409,
      body: { status_code: 409, details: { errorMessage: 'An account with this email already exists.' } },
    });
  });

  it('creates one account from parallel signups with one e-mail', async () => {
    const before = harness.simulator.db.user.count();
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => signup({})))).map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(harness.simulator.db.user.count()).toBe(before + 1);
  });

  it.each([
    ['a weak password', { password: 'password1' }, '/password'],
    ['a 17-character password', { password: 'Secret#2026abcdef' }, '/password'],
    ['a malformed e-mail', { email: 'ravi.example.com' }, '/email'],
    ['digits in the name', { username: 'R2D2' }, '/username'],
    ['a one-letter name', { username: 'R' }, '/username'],
    ['a huge name', { username: 'R'.repeat(10_000) }, '/username'],
    ['a short phone', { phone: '12345' }, '/phone'],
    ['a missing phone', { phone: undefined }, '/phone'],
    ['a number as e-mail', { email: 42 }, '/email'],
    ['an unknown field', { coins: 1000 }, '/coins'],
  ])('answers 400 in the ErrorSignup shape for %s, creating nothing', async (_, fields, field) => {
    const before = harness.simulator.db.user.count();
    const response = await signup(fields);
    expect(response).toMatchObject({
      status: 400,
      body: { status_code: 400, details: { errorMessage: expect.any(String) } },
    });
    expect((response.body as { errors: { field: string }[] }).errors.map((issue) => issue.field)).toContain(field);
    expect(harness.simulator.db.user.count()).toBe(before);
  });
});
