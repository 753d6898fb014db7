export interface PasswordHash {
  salt: string;
  hash: string;
}

// PBKDF2-SHA256 through WebCrypto keeps the handlers environment-neutral (Node and browsers alike). The simulator's
// passwords are published seed data, so key stretching protects nothing here, while its cost capped the sign-ins a
// simulator could serve (100,000 iterations: ~31 ms, ~50 sign-ins a second). 1,000 iterations (~0.4 ms) keep the
// salted one-way hash, compared in constant time, that the quality bar asks of the simulator (docs/decisions/0024-password-hash-pbkdf2-1000.md).
const iterations = 1_000;
const saltLength = 16;
const hashBits = 256;
const encoder = new TextEncoder();

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

async function derive(password: string, salt: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    hashBits,
  );
  return toHex(new Uint8Array(bits));
}

/** A salted hash of a password; the seed passes its own salt bytes so its data stays deterministic. */
export async function hashPassword(
  password: string,
  saltBytes: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(saltLength)),
): Promise<PasswordHash> {
  const salt = toHex(saltBytes);
  return { salt, hash: await derive(password, salt) };
}

/** Compares in constant time, so the answer's timing tells nothing about how much of the hash matched. */
export async function verifyPassword(password: string, salt: string, hash: string): Promise<boolean> {
  const candidate = await derive(password, salt);
  let difference = candidate.length ^ hash.length;
  for (let index = 0; index < candidate.length; index += 1) {
    difference |= candidate.charCodeAt(index) ^ (hash.charCodeAt(index) || 0);
  }
  return difference === 0;
}
