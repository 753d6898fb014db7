import { describe, expect, it } from 'vitest';
import { queryValidators, validators, type SchemaName, type ValidationError } from './index';
import { invalidVariants } from './tooling/invalid-variants';
import { loadSchemas } from './tooling/load-contracts';

const schemas = loadSchemas();
const byName = new Map(schemas.map((entry) => [entry.name, entry.schema]));
const lookup = (name: string) => {
  const schema = byName.get(name);
  if (schema === undefined) throw new Error(`no schema ${name}`);
  return schema;
};

function validate(name: string, data: unknown): ValidationError[] {
  const validator = validators[name as SchemaName];
  return validator(data) ? [] : (validator.errors ?? []);
}

describe.each(schemas.map((entry) => [entry.name, entry.schema] as const))('%s', (name, schema) => {
  const examples: unknown[] = Array.isArray(schema.examples) ? schema.examples : [];

  it('has at least one example, and every example is valid', () => {
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(validate(name, example)).toEqual([]);
  });

  it('rejects at least two invalid variants of each example, naming where', () => {
    for (const example of examples) {
      const variants = invalidVariants(schema, example, lookup);
      expect(variants.length).toBeGreaterThanOrEqual(2);
      for (const variant of variants) {
        const errors = validate(name, variant.data);
        const pointsAtIt = errors.some(
          (error) =>
            error.instancePath === variant.instancePath &&
            (variant.missingProperty === undefined || error.params.missingProperty === variant.missingProperty),
        );
        expect(pointsAtIt, `${variant.description}: ${JSON.stringify(errors)}`).toBe(true);
      }
    }
  });
});

describe('rules backend teams trip over', () => {
  const product = (byName.get('product')?.examples as unknown[])[0] as Record<string, unknown>;
  const cases: [string, SchemaName, unknown, string, string][] = [
    ['an amount with three decimals', 'money-string', '10.005', '', 'pattern'],
    ['an amount as a number where a string travels', 'money-string', 10, '', 'type'],
    ['a javascript: URL', 'http-url', 'javascript:alert(1)', '', 'pattern'],
    ['a rupee amount finer than a paisa', 'rupee-amount', 10.001, '', 'multipleOf'],
    [
      'an image URL with a data: scheme',
      'product',
      { ...product, image_url: 'data:image/png;base64,AAAA' },
      '/image_url',
      'oneOf',
    ],
    [
      'a grant type other than password',
      'login-request',
      { username: 'a@b.co', password: 'x', grant_type: 'client_credentials' },
      '/grant_type',
      'const',
    ],
    [
      'a signup password without a special character',
      'signup-request',
      { username: 'Asha', email: 'asha@example.com', password: 'Password123', phone: '9999999999' },
      '/password',
      'pattern',
    ],
    [
      'a cart quantity of zero',
      'cart-add-request',
      { cart_items: [{ product_id: 1, quantity: 0, to_pay: 0, selectedDenomination: 100 }] },
      '/cart_items/0/quantity',
      'minimum',
    ],
    ['two lines in one add', 'cart-add-request', { cart_items: [{}, {}] }, '/cart_items', 'maxItems'],
    ['an unknown body field', 'cart-delete-request', { id: 1, force: true }, '', 'additionalProperties'],
    ['an order id with a space', 'order-id', 'ord 1', '', 'pattern'],
    [
      'a phone number of 9 digits',
      'profile',
      { ...(byName.get('profile')?.examples as object[])[0], phone: '987654321' },
      '/phone',
      'pattern',
    ],
    ['an order state the storefront does not know', 'order-state', 'PAID', '', 'enum'],
    ['a user with neither coins nor usercoins', 'user', { username: 'Asha', email: 'asha@example.com' }, '', 'anyOf'],
    [
      'a placed order with neither orderLink nor redirect_url',
      'place-order-response',
      { orderId: 'ord_000001', paymentLinks: {}, updatedCoins: 0 },
      '',
      'anyOf',
    ],
  ];
  it.each(cases)('rejects %s', (_what, name, data, instancePath, keyword) => {
    expect(validate(name, data)).toContainEqual(expect.objectContaining({ instancePath, keyword }));
  });

  it("accepts the spec's alternatives: a user's balance as usercoins alone, a placed order with one of its links", () => {
    expect(validate('user', { username: 'Asha', email: 'asha@example.com', usercoins: 5000 })).toEqual([]);
    const placed = { orderId: 'ord_000001', paymentLinks: {}, updatedCoins: 0 };
    expect(validate('place-order-response', { ...placed, redirect_url: 'http://localhost:5173/payment' })).toEqual([]);
    expect(
      validate('place-order-response', { ...placed, orderLink: 'http://127.0.0.1:9090/__mock/pay/ord_000001' }),
    ).toEqual([]);
  });
});

describe('query validators', () => {
  it('coerce query strings to the types of the contract', () => {
    const query: Record<string, unknown> = { category: '2', page: '3', perPage: '8', price_min: '99.5' };
    expect(queryValidators['products-query'](query)).toBe(true);
    expect(query).toEqual({ category: 2, page: 3, perPage: 8, price_min: 99.5 });
  });

  it('turn a single repeated parameter into an array', () => {
    const query: Record<string, unknown> = { sort: 'asc', 'subcategories[]': '4' };
    expect(queryValidators['products-sort-query'](query)).toBe(true);
    expect(query['subcategories[]']).toEqual([4]);
  });

  it('reject what cannot be coerced, naming the parameter', () => {
    const validate = queryValidators['products-query'];
    expect(validate({ page: 'two' })).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath: '/page', keyword: 'type' }));
    expect(queryValidators['search-query']({ q: '   ' })).toBe(false);
    expect(queryValidators['products-sort-query']({ sort: 'sideways' })).toBe(false);
  });

  it('ignore parameters the contract does not name', () => {
    expect(queryValidators['products-query']({ page: '1', utm_source: 'mail' })).toBe(true);
  });
});
