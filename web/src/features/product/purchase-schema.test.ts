import { describe, expect, it } from 'vitest';
import { formikErrors } from '../../testing/formik-errors';
import { testProduct } from '../../testing/test-products';
import { bandHint, purchaseSchema } from './purchase-schema';

const product = testProduct(2, {
  denominations: [
    { id: 1, min: '100.00', max: '10000.00' },
    { id: 2, min: '12000.00', max: '12000.00' },
  ],
});
const hint = 'From ₹100.00 to ₹10,000.00';

const errorsFor = (amount: string, quantity = '1') =>
  formikErrors(purchaseSchema(product), { amount, quantity, delivery: 'account' });

describe("the product page's purchase rules", () => {
  it("names the first denomination's band under the amount", () => {
    expect(bandHint(product)).toBe(hint);
    expect(bandHint(testProduct(3, { denominations: [] }))).toBeUndefined();
  });

  it.each(['', '  ', '1e3', '12.345', '-5'])('marks %j, which is no amount, with the band', async (amount) => {
    expect((await errorsFor(amount)).amount).toBe(hint);
  });

  it.each(['99.99', '10000.01', '11999'])('marks %j, outside the band, with the band', async (amount) => {
    expect((await errorsFor(amount)).amount).toBe(hint);
  });

  it.each(['100', '149.5', '10000.00', '12000'])(
    "accepts %j: inside the band, or another band's fixed amount",
    async (amount) => {
      expect(await errorsFor(amount)).toEqual({});
    },
  );

  it('takes whole units from 1', async () => {
    expect((await errorsFor('100', '0')).quantity).toBe('Quantity must be at least 1');
    expect((await errorsFor('100', '2.5')).quantity).toBe('Quantity must be at least 1');
    expect(await errorsFor('100', '3')).toEqual({});
  });

  it('checks no amount for a product without denominations', async () => {
    const none = testProduct(3, { denominations: [] });
    expect(await formikErrors(purchaseSchema(none), { amount: '0', quantity: '1', delivery: 'gift' })).toEqual({});
  });
});
