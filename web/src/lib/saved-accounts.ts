/**
 * The accounts signed in on this device with Remember me: e-mail addresses only, most recent first. Passwords are
 * left to the browser's password manager (docs/deviations.md).
 */
export const savedAccountsKey = 'giftstore.savedLoginEmails';
const maxSavedAccounts = 5;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function loadSavedAccounts(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(savedAccountsKey) ?? '[]');
    return isStringList(stored) ? stored : [];
  } catch {
    // Storage may be disabled or hold something else; the shopper then simply gets no suggestions.
    return [];
  }
}

function save(emails: string[]): void {
  try {
    if (emails.length === 0) window.localStorage.removeItem(savedAccountsKey);
    else window.localStorage.setItem(savedAccountsKey, JSON.stringify(emails));
  } catch {
    // Suggestions are a convenience: a full or disabled storage must not fail the sign-in.
  }
}

const sameEmail = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();

export function rememberAccount(email: string): void {
  const others = loadSavedAccounts().filter((saved) => !sameEmail(email)(saved));
  save([email, ...others].slice(0, maxSavedAccounts));
}

/** A sign-in without Remember me withdraws the account from the suggestions. */
export function forgetAccount(email: string): void {
  const saved = loadSavedAccounts();
  if (saved.some(sameEmail(email))) save(saved.filter((other) => !sameEmail(email)(other)));
}
