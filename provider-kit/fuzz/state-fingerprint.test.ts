import { describe, expect, it } from 'vitest';
import { fingerprintChanges, type FingerprintCall } from './state-fingerprint';

const fingerprint = (parts: Partial<Record<FingerprintCall, string>>) =>
  new Map(Object.entries(parts) as [FingerprintCall, string][]);

describe('fingerprintChanges', () => {
  it('names each call whose answer changed, and where', () => {
    const before = fingerprint({ getCart: '200 {"items":[]}', getUserData: '200 {"coins":5000}' });
    const after = fingerprint({ getCart: '200 {"items":[{"id":1}]}', getUserData: '200 {"coins":5000}' });
    expect(fingerprintChanges(before, after)).toEqual([
      'GET /cart/ changed: was 200 {"items":[]}, now 200 {"items":[{"id":1}]}',
    ]);
  });

  it('sees no change in equal reads, nor in a call read only once', () => {
    const before = fingerprint({ getCart: '200 []', getProfile: '200 {}' });
    expect(fingerprintChanges(before, fingerprint({ getCart: '200 []' }))).toEqual([]);
  });

  it('keeps a long answer to an excerpt around the first difference', () => {
    const long = `200 {"a":"${'x'.repeat(500)}`;
    const [change] = fingerprintChanges(
      fingerprint({ getProfile: `${long}1"}` }),
      fingerprint({ getProfile: `${long}2"}` }),
    );
    expect(change?.length).toBeLessThan(250);
    expect(change).toMatch(/^GET \/edit-profile\/ changed: was …x+1"}, now …x+2"}$/);
  });
});
