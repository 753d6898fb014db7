import { expect } from '@playwright/test';
import type { Product, ProductsQuery, ProductsSortQuery } from '../../contracts';
import type { ProviderClient } from './provider-client';

/** The simulator's seed shopper (docs/qa.md, "Seed users and voucher codes"). */
export const seedShopper = {
  email: 'shopper@example.com',
  phone: '9876543210',
  password: 'Shopper@123',
  username: 'Asha Shopper',
  coins: 5000,
  /** The balance as the storefront writes it. */
  coinsShown: '5,000',
};

/** The seed shopper without coins (docs/qa.md, "Seed users and voucher codes"). */
export const seedNoCoinsShopper = {
  email: 'nocoins@example.com',
  password: 'Shopper@123',
  username: 'Nikhil Nocoins',
  coins: 0,
};

/** The page title the storefront brands itself with from the simulator's seeded white-label configuration. */
export const seedBrandedTitle = 'Lumen Gift Store | Lumen Rewards';

/** An account to sign in with. */
export type SeedAccount = Pick<typeof seedShopper, 'email' | 'password'>;

/** A seed product the simulator lists as unavailable: adding it to the cart is refused. */
export const unavailableSeedProductId = 5;

/** The seed catalogue as the provider lists it, read over its API, and the seed data a test adds to it. */
export class SeedData {
  constructor(private readonly provider: ProviderClient) {}

  /** The seed product with this id (the seed has 80, all on one big page). */
  async product(id: number): Promise<Product> {
    const { results } = await this.provider.read('listProducts', { query: { page: 1, perPage: 100 } });
    const product = results.find((candidate) => candidate.id === id);
    if (product === undefined) throw new Error(`the seed has no product ${id}`);
    return product;
  }

  /** The names GET /products/ lists for a query, a page as the storefront asks for it. */
  async listedNames(query: ProductsQuery): Promise<string[]> {
    const { results } = await this.provider.read('listProducts', { query });
    return results.map((product) => product.name);
  }

  /** The names GET /products/sort/ lists for a query. */
  async sortedNames(query: ProductsSortQuery): Promise<string[]> {
    const { results } = await this.provider.read('listSortedProducts', { query });
    return results.products.map((product) => product.name);
  }

  /**
   * Puts a line of a seed product into the cart of the shopper the token belongs to: at its smallest amount and one
   * unit unless told otherwise.
   */
  async addCartLine(
    accessToken: string,
    productId: number,
    { amount, quantity = 1 }: { amount?: number; quantity?: number } = {},
  ): Promise<void> {
    const product = await this.product(productId);
    const unit = amount ?? Number(product.denominations[0]?.min);
    // Integer paise, as the provider checks it: 750.25 × 3 is 2250.75, not 2250.7499999999995.
    const toPay = (Math.round(unit * 100) * quantity) / 100;
    const response = await this.provider.call(
      'addCartItem',
      { json: { cart_items: [{ product_id: product.id, quantity, to_pay: toPay, selectedDenomination: unit }] } },
      { token: accessToken },
    );
    expect(response.status()).toBe(201);
  }
}
