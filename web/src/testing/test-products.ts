import type { Product } from '../../../contracts';

/** A product that satisfies the contract, for tests: one band of 100.00-10000.00 unless told otherwise. */
export function testProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    image_url: `https://cdn.example.com/brands/product-${id}.png`,
    price: '100.00',
    price_mrp: '100.00',
    is_available: true,
    denominations: [{ id: id * 10, min: '100.00', max: '10000.00' }],
    subcategory: { id: 1, name: 'Apparel' },
    details: 'Details',
    terms_and_conditions: 'Terms',
    how_to_use: 'Use it',
    ...overrides,
  };
}

export function testProducts(first: number, count: number): Product[] {
  return Array.from({ length: count }, (_, index) => testProduct(first + index));
}
