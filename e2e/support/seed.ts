import { expect } from '@playwright/test';
import type { Product, ProductsQuery, ProductsSortQuery } from '../../contracts';
import type { ProviderClient } from './provider-client';

/** The simulator's seed shopper (README, "Seed users"). */
export const seedShopper = {
  email: 'shopper@example.com',
  phone: '9876543210',
  password: 'Shopper@123',
  username: 'Asha Shopper',
  coins: 5000,
};

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

  /** Puts one line of a seed product, at its smallest amount, into the cart of the shopper the token belongs to. */
  async addCartLine(accessToken: string, productId: number): Promise<void> {
    const product = await this.product(productId);
    const amount = Number(product.denominations[0]?.min);
    const response = await this.provider.call(
      'addCartItem',
      { json: { cart_items: [{ product_id: product.id, quantity: 1, to_pay: amount, selectedDenomination: amount }] } },
      { token: accessToken },
    );
    expect(response.status()).toBe(201);
  }
}
