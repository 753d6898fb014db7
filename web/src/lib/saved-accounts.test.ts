import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccount, loadSavedAccounts, rememberAccount, savedAccountsKey } from './saved-accounts';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the saved accounts', () => {
  it('keep e-mails only, most recent first, each once whatever its case, at most five', () => {
    for (const email of ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'f@x.co']) rememberAccount(email);
    rememberAccount('C@X.CO');
    expect(loadSavedAccounts()).toEqual(['C@X.CO', 'f@x.co', 'e@x.co', 'd@x.co', 'b@x.co']);
    expect(window.localStorage.getItem(savedAccountsKey)).toBe(JSON.stringify(loadSavedAccounts()));
  });

  it('forget an account, and leave no key behind once empty', () => {
    rememberAccount('a@x.co');
    rememberAccount('b@x.co');
    forgetAccount('A@x.co');
    expect(loadSavedAccounts()).toEqual(['b@x.co']);
    forgetAccount('b@x.co');
    expect(window.localStorage.getItem(savedAccountsKey)).toBeNull();
  });

  it('ignore what is not a list of e-mails, and storage that fails', () => {
    window.localStorage.setItem(savedAccountsKey, '{"password":"x"}');
    expect(loadSavedAccounts()).toEqual([]);
    window.localStorage.setItem(savedAccountsKey, 'not json');
    expect(loadSavedAccounts()).toEqual([]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberAccount('a@x.co')).not.toThrow();
  });
});
