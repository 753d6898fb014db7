import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../contracts';
import { addLine, bandProductId } from '../testing/checkout';
import { call, signIn, useSimulator } from '../testing/harness';

const context = useSimulator();
const unavailableProductId = 5;

let token: string;
beforeEach(async () => {
  token = await signIn();
});

const cart = async (as = token): Promise<CartItem[]> => (await call('GET', '/cart/', { token: as })).body as CartItem[];

/** A seed product with a fixed amount after its first band, and that amount. */
function productWithSecondBand(): { productId: number; amount: number } {
  const { db } = context.simulator;
  for (const band of db.denomination.findMany({ where: { position: { gt: 0 } }, orderBy: { id: 'asc' } })) {
    const product = db.product.findFirst({ where: { id: { equals: band.productId } } });
    const [first] = db.denomination.findMany({
      where: { productId: { equals: band.productId } },
      orderBy: { position: 'asc' },
    });
    const outsideFirst = first !== undefined && (band.minPaise < first.minPaise || band.minPaise > first.maxPaise);
    if (product?.isAvailable === true && outsideFirst) return { productId: product.id, amount: band.minPaise / 100 };
  }
  throw new Error('The seed has no product with a fixed amount outside its first band');
}

/** An available seed product whose first band reaches ₹50,000, so that its lines can take a cart to ₹1,00,00,000. */
function productUpTo50000(): number {
  const { db } = context.simulator;
  const bands = db.denomination.findMany({
    where: { position: { equals: 0 }, maxPaise: { gte: 5_000_000 }, minPaise: { lte: 4_999_900 } },
    orderBy: { id: 'asc' },
  });
  const band = bands.find(
    ({ productId }) => db.product.findFirst({ where: { id: { equals: productId } } })?.isAvailable === true,
  );
  if (band === undefined) throw new Error('The seed has no available product whose first band reaches 50000');
  return band.productId;
}

/** Fills the cart to exactly ₹1,00,00,000 in 202 vouchers and 3 lines; answers the last line, one of ₹100. */
async function cartAtTheTotalCap(): Promise<CartItem> {
  const productId = productUpTo50000();
  expect((await addLine(token, 50000, 100, productId)).status).toBe(201);
  expect((await addLine(token, 49999, 100, productId)).status).toBe(201);
  const last = await addLine(token, 100, 1);
  expect(last.status).toBe(201);
  return last.body as CartItem;
}

describe('GET /cart/', () => {
  it('starts empty and needs a token', async () => {
    expect(await cart()).toEqual([]);
    expect((await call('GET', '/cart/')).status).toBe(401);
  });

  it("lists only the shopper's own lines, in the order they were added", async () => {
    await addLine(token, 500);
    await addLine(token, 200);
    await addLine(await signIn('nocoins@example.com'), 300);
    expect((await cart()).map((line) => line.price)).toEqual(['500.00', '200.00']);
  });
});

describe('POST /cart/', () => {
  it('adds a line with money strings exact to the paisa and the product as the catalogue shows it', async () => {
    const response = await call('POST', '/cart/', {
      token,
      body: { cart_items: [{ product_id: bandProductId, quantity: 3, to_pay: 300.3, selectedDenomination: 100.1 }] },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      product_id: bandProductId,
      quantity: 3,
      price: '100.10',
      selectedDenomination: 100.1,
      to_pay: '300.30',
      product: { id: bandProductId, is_available: true },
    });
    expect(await cart()).toEqual([response.body]);
  });

  it('merges the same product and amount, capping the quantity at 100', async () => {
    const first = (await addLine(token, 500, 60)).body as CartItem;
    const merged = await addLine(token, 500, 60);
    expect(merged).toMatchObject({ status: 201, body: { id: first.id, quantity: 100, to_pay: '50000.00' } });
    await addLine(token, 600);
    expect((await cart()).map((line) => [line.price, line.quantity])).toEqual([
      ['500.00', 100],
      ['600.00', 1],
    ]);
  });

  it("accepts the first band's bounds and another band's fixed amount, and nothing else", async () => {
    expect((await addLine(token, 100)).status).toBe(201);
    expect((await addLine(token, 10000)).status).toBe(201);
    const { productId, amount } = productWithSecondBand();
    expect((await addLine(token, amount, 1, productId)).status).toBe(201);
    for (const outside of [0.01, 99.99, 10000.01]) {
      expect(await addLine(token, outside)).toMatchObject({ status: 422, body: { code: 'invalid_denomination' } });
    }
    expect(await addLine(token, amount + 0.01, 1, productId)).toMatchObject({ status: 422 });
  });

  it('answers 422 when to_pay is not the amount times the quantity', async () => {
    const response = await call('POST', '/cart/', {
      token,
      body: { cart_items: [{ product_id: bandProductId, quantity: 2, to_pay: 999.99, selectedDenomination: 500 }] },
    });
    expect(response).toMatchObject({ status: 422, body: { code: 'to_pay_mismatch' } });
    expect(await cart()).toEqual([]);
  });

  it('answers 404 for an unknown product and 409 for an unavailable one', async () => {
    expect(await addLine(token, 500, 1, 999_999)).toMatchObject({ status: 404, body: { code: 'product_not_found' } });
    expect(await addLine(token, 500, 1, unavailableProductId)).toMatchObject({
      status: 409,
      body: { code: 'product_unavailable' },
    });
  });

  it('caps a cart at 100 lines', async () => {
    for (let unit = 100; unit < 200; unit += 1) expect((await addLine(token, unit)).status).toBe(201);
    expect(await addLine(token, 200)).toMatchObject({ status: 422, body: { code: 'cart_limit_exceeded' } });
    expect(await cart()).toHaveLength(100);
  });

  it('caps a cart at ₹1,00,00,000', async () => {
    await cartAtTheTotalCap();
    expect(await addLine(token, 100.01)).toMatchObject({ status: 422, body: { code: 'cart_limit_exceeded' } });
    expect(await cart()).toHaveLength(3);
  });

  it('caps a cart at 1000 vouchers', async () => {
    for (let unit = 100; unit < 110; unit += 1) expect((await addLine(token, unit, 100)).status).toBe(201);
    expect(await addLine(token, 110)).toMatchObject({ status: 422, body: { code: 'cart_limit_exceeded' } });
    expect(await cart()).toHaveLength(10);
  });

  it.each([
    ['a negative quantity', { product_id: 1, quantity: -1, to_pay: -500, selectedDenomination: 500 }],
    ['a quantity of 1000', { product_id: 1, quantity: 1000, to_pay: 500000, selectedDenomination: 500 }],
    ['a non-numeric quantity', { product_id: 1, quantity: 'two', to_pay: 1000, selectedDenomination: 500 }],
    ['a numeric string amount', { product_id: 1, quantity: 1, to_pay: '500', selectedDenomination: '500' }],
    ['three decimals', { product_id: 1, quantity: 1, to_pay: 500.001, selectedDenomination: 500.001 }],
    ['a missing field', { product_id: 1, quantity: 1, to_pay: 500 }],
    ['an unknown field', { product_id: 1, quantity: 1, to_pay: 500, selectedDenomination: 500, price: 1 }],
    ['a product id of 0', { product_id: 0, quantity: 1, to_pay: 500, selectedDenomination: 500 }],
  ])('answers 400 and changes nothing for %s', async (_, line) => {
    const response = await call('POST', '/cart/', { token, body: { cart_items: [line] } });
    expect(response).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await cart()).toEqual([]);
  });

  it('answers 400 for no lines, two lines or a body that is not JSON', async () => {
    const line = { product_id: 1, quantity: 1, to_pay: 500, selectedDenomination: 500 };
    for (const body of [{ cart_items: [] }, { cart_items: [line, line] }, '{"cart_items":', {}]) {
      expect((await call('POST', '/cart/', { token, body })).status).toBe(400);
    }
    expect(await cart()).toEqual([]);
  });
});

describe('PATCH /cart/', () => {
  it('changes the quantity and amount and recomputes to_pay', async () => {
    const line = (await addLine(token, 500, 2)).body as CartItem;
    const response = await call('PATCH', '/cart/', {
      token,
      body: { id: line.id, quantity: 3, to_pay: 2250.75, selectedDenomination: 750.25 },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { id: line.id, quantity: 3, price: '750.25', selectedDenomination: 750.25, to_pay: '2250.75' },
    });
    expect(await cart()).toEqual([response.body]);
  });

  it('answers 422 for a wrong to_pay or an amount outside the band, and changes nothing', async () => {
    const line = (await addLine(token, 500, 2)).body as CartItem;
    const patch = (body: object) => call('PATCH', '/cart/', { token, body: { id: line.id, ...body } });
    expect(await patch({ quantity: 3, to_pay: 1000, selectedDenomination: 500 })).toMatchObject({ status: 422 });
    expect(await patch({ quantity: 1, to_pay: 50, selectedDenomination: 50 })).toMatchObject({ status: 422 });
    expect(await cart()).toEqual([line]);
  });

  it('answers 422 for a change that takes the cart past its limits, and changes nothing', async () => {
    const last = await cartAtTheTotalCap();
    const before = await cart();
    const response = await call('PATCH', '/cart/', {
      token,
      body: { id: last.id, quantity: 1, to_pay: 100.01, selectedDenomination: 100.01 },
    });
    expect(response).toMatchObject({ status: 422, body: { code: 'cart_limit_exceeded' } });
    expect(await cart()).toEqual(before);
  });

  it("answers 404 for an unknown line and for another shopper's line, never showing it", async () => {
    const theirs = (await addLine(await signIn('nocoins@example.com'), 500)).body as CartItem;
    for (const id of [theirs.id, 999]) {
      const response = await call('PATCH', '/cart/', {
        token,
        body: { id, quantity: 2, to_pay: 1000, selectedDenomination: 500 },
      });
      expect(response).toMatchObject({ status: 404, body: { code: 'cart_item_not_found' } });
      expect(JSON.stringify(response.body)).not.toContain('product');
    }
    expect(context.simulator.db.cartItem.findFirst({ where: { id: { equals: theirs.id } } })?.quantity).toBe(1);
  });

  it('answers 400 for a bad quantity', async () => {
    const line = (await addLine(token, 500)).body as CartItem;
    for (const quantity of [0, -2, 101, 1.5, '3']) {
      const body = { id: line.id, quantity, to_pay: 500, selectedDenomination: 500 };
      expect((await call('PATCH', '/cart/', { token, body })).status).toBe(400);
    }
  });
});

describe('DELETE /cart/', () => {
  it('removes a line with 204', async () => {
    const line = (await addLine(token, 500)).body as CartItem;
    const response = await call('DELETE', '/cart/', { token, body: { id: line.id } });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect(await cart()).toEqual([]);
  });

  it("answers 404 for an unknown line and another shopper's line, which stays", async () => {
    const otherToken = await signIn('nocoins@example.com');
    const theirs = (await addLine(otherToken, 500)).body as CartItem;
    expect(await call('DELETE', '/cart/', { token, body: { id: theirs.id } })).toMatchObject({ status: 404 });
    expect(await call('DELETE', '/cart/', { token, body: { id: 4242 } })).toMatchObject({ status: 404 });
    expect(await cart(otherToken)).toEqual([theirs]);
  });

  it('answers 400 for a missing or non-numeric id', async () => {
    expect((await call('DELETE', '/cart/', { token, body: {} })).status).toBe(400);
    expect((await call('DELETE', '/cart/', { token, body: { id: 'one' } })).status).toBe(400);
  });
});
