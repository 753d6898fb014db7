import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutSplit, coinDiscountAllowed, coinDiscountPaise, coinsNeeded } from './coin-discount';

/** Cart totals up to the cart limit (1,00,00,000 rupees), in paise. */
const totalPaise = fc.integer({ min: 0, max: 1_000_000_000 });
const balancePaise = fc.integer({ min: 0, max: 1_000_000_000 });
const runs = { numRuns: 200 };

describe('the coin discount', () => {
  it('is 10% of the total, floored to the paisa, named in whole coins rounded up', () => {
    expect(coinDiscountPaise(150_500)).toBe(15_050);
    expect(coinsNeeded(150_500)).toBe(151);
    expect(coinDiscountPaise(100_000)).toBe(10_000);
    expect(coinsNeeded(100_000)).toBe(100);
    expect(coinDiscountPaise(14_959)).toBe(1495);
    expect(coinsNeeded(14_959)).toBe(15);
    expect(coinDiscountPaise(9)).toBe(0);
    expect(coinsNeeded(9)).toBe(0);
    expect(coinDiscountPaise(0)).toBe(0);
    expect(coinsNeeded(0)).toBe(0);
  });

  it('is allowed only on something to pay, with a balance of at least the whole discount', () => {
    expect(coinDiscountAllowed(0, 500_000)).toBe(false);
    expect(coinDiscountAllowed(150_500, 15_050)).toBe(true);
    expect(coinDiscountAllowed(150_500, 15_049)).toBe(false);
    expect(coinDiscountAllowed(150_500, 500_000)).toBe(true);
    expect(coinDiscountAllowed(150_500, 0)).toBe(false);
    // Below 10 paise the discount is 0, which any balance covers.
    expect(coinDiscountAllowed(9, 0)).toBe(true);
  });

  it('splits a total into the whole discount in coins and the rest in cash, when asked and allowed', () => {
    expect(checkoutSplit(150_500, 500_000, true)).toEqual({
      totalPaise: 150_500,
      coinsPaise: 15_050,
      cashPaise: 135_450,
    });
    expect(checkoutSplit(150_500, 500_000, false)).toEqual({ totalPaise: 150_500, coinsPaise: 0, cashPaise: 150_500 });
    expect(checkoutSplit(150_500, 15_049, true)).toEqual({ totalPaise: 150_500, coinsPaise: 0, cashPaise: 150_500 });
    expect(checkoutSplit(150_500, 15_050, true)).toEqual({
      totalPaise: 150_500,
      coinsPaise: 15_050,
      cashPaise: 135_450,
    });
    expect(checkoutSplit(0, 500_000, true)).toEqual({ totalPaise: 0, coinsPaise: 0, cashPaise: 0 });
  });

  describe('for any total and balance', () => {
    it('pays exactly the total: coins plus cash, neither negative', () => {
      fc.assert(
        fc.property(totalPaise, balancePaise, fc.boolean(), (total, balance, useCoins) => {
          const { coinsPaise, cashPaise } = checkoutSplit(total, balance, useCoins);
          expect(coinsPaise + cashPaise).toBe(total);
          expect(cashPaise).toBeGreaterThanOrEqual(0);
          expect(coinsPaise).toBeGreaterThanOrEqual(0);
        }),
        runs,
      );
    });

    it('uses no coins or exactly the discount, never more than 10% of the total nor the balance', () => {
      fc.assert(
        fc.property(totalPaise, balancePaise, fc.boolean(), (total, balance, useCoins) => {
          const { coinsPaise } = checkoutSplit(total, balance, useCoins);
          expect([0, Math.floor(total / 10)]).toContain(coinsPaise);
          expect(coinsPaise * 10).toBeLessThanOrEqual(total);
          expect(coinsPaise).toBeLessThanOrEqual(balance);
          if (!useCoins) expect(coinsPaise).toBe(0);
        }),
        runs,
      );
    });

    it('takes the discount exactly when asked and allowed', () => {
      fc.assert(
        fc.property(totalPaise, balancePaise, fc.boolean(), (total, balance, useCoins) => {
          const { coinsPaise } = checkoutSplit(total, balance, useCoins);
          const taken = useCoins && coinDiscountAllowed(total, balance);
          expect(coinsPaise).toBe(taken ? coinDiscountPaise(total) : 0);
        }),
        runs,
      );
    });

    it('allows the discount iff there is something to pay and the balance covers it', () => {
      fc.assert(
        fc.property(totalPaise, balancePaise, (total, balance) => {
          expect(coinDiscountAllowed(total, balance)).toBe(total > 0 && balance >= coinDiscountPaise(total));
        }),
        runs,
      );
    });

    it('allows a balance of exactly the discount and refuses one paisa less', () => {
      fc.assert(
        fc.property(fc.integer({ min: 10, max: 1_000_000_000 }), (total) => {
          const discount = coinDiscountPaise(total);
          expect(coinDiscountAllowed(total, discount)).toBe(true);
          expect(coinDiscountAllowed(total, discount - 1)).toBe(false);
        }),
        runs,
      );
    });

    it('names the fewest whole coins that cover the discount', () => {
      fc.assert(
        fc.property(totalPaise, (total) => {
          const discount = coinDiscountPaise(total);
          const coins = coinsNeeded(total);
          expect(Number.isInteger(coins)).toBe(true);
          expect(coins * 100).toBeGreaterThanOrEqual(discount);
          if (discount > 0) expect((coins - 1) * 100).toBeLessThan(discount);
          else expect(coins).toBe(0);
        }),
        runs,
      );
    });
  });
});
