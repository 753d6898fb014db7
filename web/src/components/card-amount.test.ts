import { describe, expect, it } from 'vitest';
import { testProduct } from '../testing/test-products';
import { cardAmountError, cardAmountsOf, defaultAmount, parseQuantity } from './card-amount';

const open = { min: null, max: null };
const band = cardAmountsOf(testProduct(1));
const fixed = cardAmountsOf(
  testProduct(2, {
    denominations: [
      { id: 1, min: '250.00', max: '250.00' },
      { id: 2, min: '500.00', max: '500.00' },
      { id: 3, min: '1000.00', max: '1000.00' },
    ],
  }),
);

describe('cardAmountError', () => {
  it("accepts amounts inside the first denomination's band", () => {
    expect(cardAmountError(band, 10000, open)).toBeNull();
    expect(cardAmountError(band, 1000000, open)).toBeNull();
  });

  it('names the minimum and the maximum of the first band', () => {
    expect(cardAmountError(band, 9999, open)).toBe('Value is less than the minimum allowed amount of ₹100.00');
    expect(cardAmountError(band, Number.NaN, open)).toBe('Value is less than the minimum allowed amount of ₹100.00');
    expect(cardAmountError(band, 1000001, open)).toBe('Exceeds the maximum allowed amount of ₹10,000.00');
  });

  it('accepts the fixed amounts the other denominations offer', () => {
    expect(cardAmountError(fixed, 100000, open)).toBeNull();
    expect(cardAmountError(fixed, 60000, open)).toBe('Exceeds the maximum allowed amount of ₹250.00');
  });

  it("checks the filter's price range once either end is set, an open end at the filter's own bound", () => {
    const range = { min: 50000, max: 200000 };
    expect(cardAmountError(band, 20000, range)).toBe('Value must be between global price range ₹500.00 and ₹2,000.00');
    expect(cardAmountError(band, 300000, range)).toBe('Value must be between global price range ₹500.00 and ₹2,000.00');
    expect(cardAmountError(band, 50000, range)).toBeNull();
    expect(cardAmountError(band, 20000, { min: 50000, max: null })).toBe(
      'Value must be between global price range ₹500.00 and ₹1,00,00,000.00',
    );
    expect(cardAmountError(band, 60000, { min: 50000, max: null })).toBeNull();
    expect(cardAmountError(band, 300000, { min: null, max: 200000 })).toBe(
      'Value must be between global price range ₹0.00 and ₹2,000.00',
    );
    expect(cardAmountError(band, 20000, { min: null, max: 200000 })).toBeNull();
    // The band comes first.
    expect(cardAmountError(band, 5000, range)).toBe('Value is less than the minimum allowed amount of ₹100.00');
  });
});

describe('defaultAmount', () => {
  it("starts at the first denomination's min, or 0 without denominations", () => {
    expect(defaultAmount(band, open)).toBe(10000);
    expect(defaultAmount(fixed, open)).toBe(25000);
    expect(defaultAmount(cardAmountsOf(testProduct(3, { denominations: [] })), open)).toBe(0);
  });

  it("moves into the filter's price range when the product allows it", () => {
    expect(defaultAmount(band, { min: 50000, max: null })).toBe(50000);
    expect(defaultAmount(fixed, { min: 40000, max: 60000 })).toBe(50000);
    expect(defaultAmount(fixed, { min: 2000000, max: null })).toBe(25000);
    expect(defaultAmount(band, { min: 2000000, max: null })).toBe(10000);
  });
});

describe('parsing what the shopper types', () => {
  it('reads a whole quantity of at least 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });
});
