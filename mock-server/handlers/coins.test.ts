import { beforeEach, describe, expect, it } from 'vitest';
import { coinBalance, coinEntries, decide, orderOf } from '../testing/checkout';
import { call, signIn, useSimulator } from '../testing/harness';

const load = (token: string, body: unknown) => call('POST', '/load-coin/', { token, body });

describe('coins', () => {
  const context = useSimulator();
  let token: string;
  beforeEach(async () => {
    token = await signIn();
  });

  describe('POST /load-coin/', () => {
    it('redeems a code once: adds its coins and records a redeemed entry', async () => {
      const response = await load(token, { coupon_code: 'LOAD-500-AAAA' });
      expect(response).toEqual({
        status: 200,
        headers: expect.any(Headers),
        body: {
          status: 'success',
          message: '500 coins added to your balance.',
          data: { coins_added: 500, previous_balance: 5000, new_balance: 5500 },
        },
      });
      expect(await coinBalance(token)).toBe(5500);
      expect((await coinEntries(token))[0]).toMatchObject({
        coupon_code: 'LOAD-500-AAAA',
        amount: '500.00',
        is_redeemed: true,
        user: { username: 'Asha Shopper' },
      });
      const code = context.simulator.db.voucherCode.findFirst({ where: { code: { equals: 'LOAD-500-AAAA' } } });
      expect(code?.redeemedBy).toBe(1);
    });

    it('answers 409 for a code already redeemed, by anyone', async () => {
      await load(token, { coupon_code: 'LOAD-1000-BBBB' });
      const other = await signIn('nocoins@example.com');
      expect(await load(other, { coupon_code: 'LOAD-1000-BBBB' })).toMatchObject({
        status: 409,
        body: { code: 'coupon_used' },
      });
      expect(await load(token, { coupon_code: 'LOAD-USED-0001' })).toMatchObject({ status: 409 });
      expect(await coinBalance(other)).toBe(0);
    });

    it('answers 410 for an expired code and 404 for an unknown one, changing nothing', async () => {
      expect(await load(token, { coupon_code: 'LOAD-EXPIRED-0001' })).toMatchObject({
        status: 410,
        body: { code: 'coupon_expired' },
      });
      expect(await load(token, { coupon_code: 'LOAD-NONE-0000' })).toMatchObject({
        status: 404,
        body: { code: 'coupon_not_found' },
      });
      expect(await coinBalance(token)).toBe(5000);
    });

    it('expires a code by the simulator clock', async () => {
      const code = context.simulator.db.voucherCode.findFirst({ where: { code: { equals: 'LOAD-250-CCCC' } } });
      context.simulator.clock.set((code?.expiresAt ?? 0) + 1);
      const fresh = await signIn();
      expect((await load(fresh, { coupon_code: 'LOAD-250-CCCC' })).status).toBe(410);
    });

    it('redeems a code only once under concurrent requests', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => load(token, { coupon_code: 'LOAD-250-CCCC' })),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(await coinBalance(token)).toBe(5250);
    });

    it.each([
      ['a lower-case code', { coupon_code: 'load-500-aaaa' }],
      ['a missing code', {}],
      ['a numeric code', { coupon_code: 500 }],
      ['a huge code', { coupon_code: 'A'.repeat(10_000) }],
      ['an unknown field', { coupon_code: 'LOAD-500-AAAA', coins: 1e6 }],
    ])('answers 400 for %s', async (_, body) => {
      expect(await load(token, body)).toMatchObject({ status: 400, body: { code: 'validation_error' } });
      expect(await coinBalance(token)).toBe(5000);
    });

    it('needs a token', async () => {
      expect((await call('POST', '/load-coin/', { body: { coupon_code: 'LOAD-500-AAAA' } })).status).toBe(401);
    });
  });

  describe('GET /coins-history', () => {
    it("lists the shopper's own movements newest first with signed amounts", async () => {
      await load(token, { coupon_code: 'LOAD-250-CCCC' });
      context.simulator.clock.advance(1_000);
      const orderId = await orderOf(token, 1005, 100.5);
      context.simulator.clock.advance(1_000);
      await decide(orderId, 'decline');
      const entries = await coinEntries(token);
      expect(entries.slice(0, 3).map((entry) => [entry.coupon_code, entry.amount, entry.is_redeemed])).toEqual([
        [`REFUND-${orderId}`, '100.50', true],
        [orderId, '-100.50', true],
        ['LOAD-250-CCCC', '250.00', true],
      ]);
      const times = entries.map((entry) => Date.parse(entry.created_at));
      expect(times).toEqual([...times].sort((left, right) => right - left));
      expect(entries.every((entry) => entry.user.username === 'Asha Shopper')).toBe(true);

      const other = await coinEntries(await signIn('nocoins@example.com'));
      expect(other.some((entry) => entry.coupon_code === 'LOAD-250-CCCC')).toBe(false);
    });

    it('needs a token', async () => {
      expect((await call('GET', '/coins-history')).status).toBe(401);
    });
  });
});
