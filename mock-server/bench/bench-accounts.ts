import { expectAnswer } from './provider-calls';

/** A shopper the suite creates through sign-up, so that a run needs no seed data beyond one product. */
export interface BenchAccount {
  email: string;
  password: string;
}

const benchAccount = (number: number): BenchAccount => ({
  email: `bench-${String(number).padStart(3, '0')}@example.com`,
  password: 'Bench#2026',
});

/** A number as letters (1 A, 27 AA): display names take no digits. */
function letters(number: number): string {
  const rest = Math.floor((number - 1) / 26);
  return `${rest > 0 ? letters(rest) : ''}${String.fromCharCode(65 + ((number - 1) % 26))}`;
}

/** Signs the n-th bench account (from 1) up; one left by an earlier run answers 409 and is used as it is. */
export async function signedUpAccount(baseUrl: string, number: number): Promise<BenchAccount> {
  const account = benchAccount(number);
  const json = {
    username: `Bench Shopper ${letters(number)}`,
    email: account.email,
    password: account.password,
    phone: `98${String(number).padStart(8, '0')}`,
  };
  await expectAnswer([201, 409], baseUrl, 'signup', { json });
  return account;
}

/** The first `count` bench accounts, signed up. */
export async function signedUpAccounts(baseUrl: string, count: number): Promise<BenchAccount[]> {
  const accounts: BenchAccount[] = [];
  for (let number = 1; number <= count; number += 1) accounts.push(await signedUpAccount(baseUrl, number));
  return accounts;
}

export async function accessToken(baseUrl: string, account: BenchAccount): Promise<string> {
  const json = { username: account.email, password: account.password, grant_type: 'password' } as const;
  const body = (await expectAnswer([200], baseUrl, 'login', { json })) as { access_token: string };
  return body.access_token;
}
