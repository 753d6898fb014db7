import { describe, expect, it } from 'vitest';
import {
  accountEnumeration,
  admitsAnyOrigin,
  foreignOrigin,
  readsJsonUnder,
  tokenUrls,
  unauthenticatedWriteAdvisory,
  unauthenticatedWrites,
} from './advisories';

describe('security advisories', () => {
  it('finds the one call the contract lets anyone write with', () => {
    expect(unauthenticatedWrites()).toEqual(['updateUser']);
    const advisory = unauthenticatedWriteAdvisory('updateUser', 400);
    expect(advisory).toMatchObject({ id: 'unauthenticated-write', call: 'PATCH /user/update/' });
    expect(advisory.reason).toContain('answered 400');
    expect(advisory.risk).toContain('password reset');
    expect(advisory.reason).toContain('so it reads the body without asking who sends it');
    for (const status of [302, 403, 405, 500]) {
      expect(unauthenticatedWriteAdvisory('updateUser', status).reason).toMatch(new RegExp(`answered ${status}\\.$`));
    }
  });

  it('tells when login tells an unknown account from a wrong password', () => {
    const unknown = { status: 404, body: { error: 'account_not_found' } };
    const wrong = { status: 401, body: { error: 'invalid_grant' } };
    expect(accountEnumeration(unknown, wrong)?.reason).toBe(
      'an unknown account answers 404 account_not_found, a wrong password 401 invalid_grant',
    );
    expect(accountEnumeration(wrong, wrong)).toBeUndefined();
    expect(accountEnumeration(unknown, undefined)?.id).toBe('account-enumeration');
    expect(accountEnumeration({ status: 401, body: {} }, undefined)).toBeUndefined();
    // A provider that answers every call alike (a login page, a redirect, an outage) refuses no one in particular.
    for (const status of [200, 302, 500]) {
      expect(accountEnumeration({ status, body: undefined }, undefined)).toBeUndefined();
      expect(accountEnumeration({ status, body: undefined }, { status, body: undefined })).toBeUndefined();
    }
    expect(accountEnumeration(unknown, { status: 500, body: undefined })).toBeUndefined();
  });

  it('reads a simple content type as accepted unless it is refused with 400 or 415', () => {
    expect(readsJsonUnder(404, 404)).toBe(true);
    expect(readsJsonUnder(404, 200)).toBe(true);
    expect(readsJsonUnder(404, 415)).toBe(false);
    expect(readsJsonUnder(404, 400)).toBe(false);
    expect(readsJsonUnder(404, 422)).toBe(false);
  });

  it('flags CORS that admits a foreign origin with credentials', () => {
    const echo = new Headers({
      'access-control-allow-origin': foreignOrigin,
      'access-control-allow-credentials': 'true',
    });
    expect(admitsAnyOrigin(echo, foreignOrigin)).toBe(true);
    expect(admitsAnyOrigin(new Headers({ 'access-control-allow-origin': '*' }), foreignOrigin)).toBe(false);
    expect(admitsAnyOrigin(new Headers(), foreignOrigin)).toBe(false);
  });

  it('points at URLs that carry a token', () => {
    const body = {
      orderLink: 'https://pay.example.com/o/1',
      paymentLinks: { upi: 'https://pay.example.com/upi?access_token=abc' },
      items: [{ claim_url: 'https://brand.example.com/claim/at_secret123' }],
      note: 'at_secret123 is not a URL',
    };
    expect(tokenUrls(body, ['at_secret123'])).toEqual(['/paymentLinks/upi', '/items/0/claim_url']);
    expect(tokenUrls({ 'a/b': 'https://x.example.com/?session=1' }, [])).toEqual(['/a~1b']);
  });
});
