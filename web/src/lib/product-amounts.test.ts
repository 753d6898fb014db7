import { describe, expect, it } from 'vitest';
import { parseRupeeInput, twoDecimals } from './money';
import { clampToBand, firstBand, isAllowedAmount, parseQuantityInput, toPayPaise } from './product-amounts';

const ranged = { denominations: [{ id: 1, min: '100.00', max: '10000.00' }] };
const fixed = {
  denominations: [
    { id: 1, min: '149.50', max: '149.50' },
    { id: 2, min: '299.50', max: '299.50' },
  ],
};

describe('product page amounts', () => {
  it('takes the bounds from the first denomination only, in paise', () => {
    expect(firstBand(ranged)).toEqual({ minPaise: 10000, maxPaise: 1000000 });
    expect(firstBand(fixed)).toEqual({ minPaise: 14950, maxPaise: 14950 });
    expect(firstBand({ denominations: [] })).toBeNull();
  });

  it('clamps an amount to the first band', () => {
    const band = { minPaise: 10000, maxPaise: 1000000 };
    expect(clampToBand(5000, band)).toBe(10000);
    expect(clampToBand(2000000, band)).toBe(1000000);
    expect(clampToBand(75050, band)).toBe(75050);
    expect(clampToBand(Number.NaN, band)).toBe(10000);
  });

  it('allows the first band and the fixed amounts of the other bands', () => {
    expect(isAllowedAmount(ranged, 10000)).toBe(true);
    expect(isAllowedAmount(ranged, 1000000)).toBe(true);
    expect(isAllowedAmount(ranged, 9999)).toBe(false);
    expect(isAllowedAmount(ranged, 1000001)).toBe(false);
    expect(isAllowedAmount(ranged, Number.NaN)).toBe(false);
    expect(isAllowedAmount(fixed, 29950)).toBe(true);
    expect(isAllowedAmount(fixed, 20000)).toBe(false);
    expect(isAllowedAmount({ denominations: [] }, 0)).toBe(false);
  });

  it('reads quantities as whole units from 1, at most 100', () => {
    expect(parseQuantityInput('3')).toBe(3);
    expect(parseQuantityInput('')).toBeNull();
    expect(parseQuantityInput('0')).toBeNull();
    expect(parseQuantityInput('1.5')).toBeNull();
    expect(parseQuantityInput('-2')).toBeNull();
    expect(parseQuantityInput('250')).toBe(100);
  });

  it('computes To Pay exactly in paise', () => {
    expect(twoDecimals(toPayPaise(14950, 3))).toBe('448.50');
    expect(twoDecimals(toPayPaise(parseRupeeInput('0.1'), 3))).toBe('0.30');
    expect(twoDecimals(toPayPaise(parseRupeeInput('1234.56'), 7))).toBe('8641.92');
    expect(twoDecimals(toPayPaise(1000000, 100))).toBe('1000000.00');
  });
});
