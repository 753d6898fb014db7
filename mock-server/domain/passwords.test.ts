import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const { salt, hash } = await hashPassword('Shopper@123');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('Shopper');
    expect(await verifyPassword('Shopper@123', salt, hash)).toBe(true);
    expect(await verifyPassword('shopper@123', salt, hash)).toBe(false);
    expect(await verifyPassword('', salt, hash)).toBe(false);
    expect(await verifyPassword('Shopper@123', salt, hash.slice(0, 63))).toBe(false);
    expect(await verifyPassword('Shopper@123', `${salt}0`, hash)).toBe(false);
  });

  it('salts each hash randomly unless given the salt', async () => {
    const first = await hashPassword('Shopper@123');
    const second = await hashPassword('Shopper@123');
    expect(first.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);

    const salt = Uint8Array.from([1, 2, 3, 255]);
    expect(await hashPassword('Shopper@123', salt)).toEqual(await hashPassword('Shopper@123', salt));
    expect((await hashPassword('Shopper@123', salt)).salt).toBe('010203ff');
  });
});
