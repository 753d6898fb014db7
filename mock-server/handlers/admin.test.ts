import { describe, expect, it } from 'vitest';
import { call, signIn, useSimulator } from '../testing/harness';

describe('the admin API', () => {
  useSimulator();

  describe('GET /__mock/seed-users', () => {
    it('lists every seed user with the published password, so QA can sign in from the storefront', async () => {
      const response = await call('GET', '/__mock/seed-users');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        users: [
          { email: 'shopper@example.com', password: 'Shopper@123', description: '5,000 coins; phone login 9876543210' },
          { email: 'nocoins@example.com', password: 'Shopper@123', description: '0 coins; phone login 9123456780' },
          {
            email: 'locked@example.com',
            password: 'Shopper@123',
            description: 'locked account: its login answers 403',
          },
        ],
      });
    });

    it('gives passwords that sign in, and nothing of the stored accounts (hashes, tokens)', async () => {
      const { body } = await call('GET', '/__mock/seed-users');
      const [shopper] = (body as { users: { email: string; password: string }[] }).users;

      expect(await signIn(shopper?.email, shopper?.password)).toEqual(expect.any(String));
      const text = JSON.stringify(body);
      for (const secret of ['salt', 'hash', 'token']) expect(text).not.toContain(secret);
    });
  });
});
