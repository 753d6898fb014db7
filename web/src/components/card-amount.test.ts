import { describe, expect, it } from 'vitest';
import type { PriceRange } from '../lib/money';
import { formikErrors } from '../testing/formik-errors';
import { testProduct } from '../testing/test-products';
import { cardAmountsOf, cardSchema, defaultAmount, type CardAmounts } from './card-amount';

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

/** The amount's message as the card's formik form shows it, or undefined when the amount may be bought. */
async function amountMessage(amounts: CardAmounts, amount: string, priceRange: PriceRange = open) {
  return (await formikErrors(cardSchema(amounts, priceRange), { amount, quantity: '1' })).amount;
}

describe("the card's amount rules", () => {
  it("accepts amounts inside the first denomination's band", async () => {
    expect(await amountMessage(band, '100.00')).toBeUndefined();
    expect(await amountMessage(band, '10000')).toBeUndefined();
    expect(await amountMessage(band, '250.50')).toBeUndefined();
  });

  it('names the minimum and the maximum of the first band, in that order', async () => {
    expect(await amountMessage(band, '99.99')).toBe('Value is less than the minimum allowed amount of ₹100.00');
    expect(await amountMessage(band, '10000.01')).toBe('Exceeds the maximum allowed amount of ₹10,000.00');
  });

  it('reads anything that is no amount, an empty box included, as below the minimum', async () => {
    for (const text of ['', '  ', '1e3', '12.345', '-5']) {
      expect(await amountMessage(band, text), text).toBe('Value is less than the minimum allowed amount of ₹100.00');
    }
  });

  it('accepts the fixed amounts the other denominations offer', async () => {
    expect(await amountMessage(fixed, '1000.00')).toBeUndefined();
    expect(await amountMessage(fixed, '600')).toBe('Exceeds the maximum allowed amount of ₹250.00');
  });

  it("checks the filter's price range once either end is set, an open end at the filter's own bound", async () => {
    const range = { min: 50000, max: 200000 };
    const between = 'Value must be between global price range ₹500.00 and ₹2,000.00';
    expect(await amountMessage(band, '200', range)).toBe(between);
    expect(await amountMessage(band, '3000', range)).toBe(between);
    expect(await amountMessage(band, '500', range)).toBeUndefined();
    expect(await amountMessage(band, '200', { min: 50000, max: null })).toBe(
      'Value must be between global price range ₹500.00 and ₹1,00,00,000.00',
    );
    expect(await amountMessage(band, '600', { min: 50000, max: null })).toBeUndefined();
    expect(await amountMessage(band, '3000', { min: null, max: 200000 })).toBe(
      'Value must be between global price range ₹0.00 and ₹2,000.00',
    );
    expect(await amountMessage(band, '200', { min: null, max: 200000 })).toBeUndefined();
    // The band comes first.
    expect(await amountMessage(band, '50', range)).toBe('Value is less than the minimum allowed amount of ₹100.00');
  });

  it('checks only the price range of a product without denominations', async () => {
    const none = cardAmountsOf(testProduct(3, { denominations: [] }));
    expect(await amountMessage(none, '0.00')).toBeUndefined();
    expect(await amountMessage(none, '0.00', { min: 50000, max: null })).toBe(
      'Value must be between global price range ₹500.00 and ₹1,00,00,000.00',
    );
  });
});

describe("the card's quantity rule", () => {
  const quantityMessage = async (quantity: string) =>
    (await formikErrors(cardSchema(band, open), { amount: '100.00', quantity })).quantity;

  it('takes a whole number from 1', async () => {
    expect(await quantityMessage('1')).toBeUndefined();
    expect(await quantityMessage('12')).toBeUndefined();
    for (const quantity of ['0', '1.5', '-1']) {
      expect(await quantityMessage(quantity), quantity).toBe('Quantity must be at least 1');
    }
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
