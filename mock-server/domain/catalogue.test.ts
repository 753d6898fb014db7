import { describe, expect, it } from 'vitest';
import { Simulator } from '../simulator';
import { defaultTestScenario } from '../testing/harness';
import { findProduct, findProductsPage, pageOf, productView, searchProducts, type CatalogueFilters } from './catalogue';
import type { CatalogueOrder } from './catalogue-index';
import { catalogueIndex } from './catalogue-index';
import { toPaise } from './money';

const create = (products?: number): Promise<Simulator> =>
  Simulator.create({
    scenario: defaultTestScenario,
    scenarios: [defaultTestScenario, { name: 'empty', description: 'No products.', seed: { products: 0 } }],
    products,
  });

/** Every product matching the filters: one page as long as the list. */
const findProducts = (simulator: Simulator, filters: CatalogueFilters, order: CatalogueOrder) =>
  findProductsPage(simulator, filters, order, 1, Number.MAX_SAFE_INTEGER)?.items ?? [];

describe('productView', () => {
  it('answers the contract shape: money strings, ordered denominations, subcategory name', async () => {
    const simulator = await create();
    const record = findProduct(simulator, 3);
    if (record === null) throw new Error('product 3 is seeded');
    const view = productView(simulator, record);
    const bands = simulator.db.denomination.findMany({
      where: { productId: { equals: 3 } },
      orderBy: { position: 'asc' },
    });
    const subcategory = simulator.db.subcategory.findFirst({ where: { id: { equals: record.subcategoryId } } });
    expect(view).toEqual({
      id: 3,
      name: record.name,
      image_url: record.imageUrl,
      price: (record.pricePaise / 100).toFixed(2),
      price_mrp: (record.priceMrpPaise / 100).toFixed(2),
      is_available: record.isAvailable,
      denominations: bands.map((band) => ({
        id: band.id,
        min: (band.minPaise / 100).toFixed(2),
        max: (band.maxPaise / 100).toFixed(2),
      })),
      subcategory: { id: record.subcategoryId, name: subcategory?.name },
      details: record.details,
      terms_and_conditions: record.termsAndConditions,
      how_to_use: record.howToUse,
      expiry_date: record.expiryDate,
    });
  });

  it('describes a product created after the index was built, from the tables', async () => {
    const simulator = await create(2);
    const record = simulator.db.product.create({
      id: 500,
      name: 'Fixture Voucher',
      imageUrl: null,
      pricePaise: 12345,
      priceMrpPaise: 12345,
      isAvailable: true,
      subcategoryId: 2,
      details: 'd',
      termsAndConditions: 't',
      howToUse: 'h',
      expiryDate: null,
    });
    simulator.db.denomination.create({ id: 900, productId: 500, position: 1, minPaise: 20000, maxPaise: 20000 });
    simulator.db.denomination.create({ id: 901, productId: 500, position: 0, minPaise: 12345, maxPaise: 12345 });
    expect(findProduct(simulator, 500)).toEqual(record);
    expect(productView(simulator, record)).toMatchObject({
      price: '123.45',
      denominations: [
        { id: 901, min: '123.45', max: '123.45' },
        { id: 900, min: '200.00', max: '200.00' },
      ],
      subcategory: { id: 2, name: 'Footwear' },
    });
  });
});

describe('findProduct', () => {
  it('answers the record, or null for an unknown id', async () => {
    const simulator = await create();
    expect(findProduct(simulator, 80)?.id).toBe(80);
    expect(findProduct(simulator, 81)).toBeNull();
    expect(findProduct(simulator, -1)).toBeNull();
  });
});

describe('findProducts', () => {
  it('filters by the first band only, with bounds in paise', async () => {
    const simulator = await create();
    // Product 3 is a 250.00-10000.00 range followed by fixed 500.00 and 1000.00 entries.
    const product3 = findProducts(simulator, { subcategories: [3] }, 'id')[0];
    expect(product3?.denominations.map((band) => [band.min, band.max])).toEqual([
      ['250.00', '10000.00'],
      ['500.00', '500.00'],
      ['1000.00', '1000.00'],
    ]);
    const has3 = (filters: { priceMinPaise?: number; priceMaxPaise?: number }) =>
      findProducts(simulator, { subcategories: [3], ...filters }, 'id').some((product) => product.id === 3);
    expect(has3({ priceMaxPaise: toPaise(250) })).toBe(true);
    expect(has3({ priceMaxPaise: toPaise(249.99) })).toBe(false);
    expect(has3({ priceMinPaise: toPaise(10000) })).toBe(true);
    expect(has3({ priceMinPaise: toPaise(10000.01) })).toBe(false);
    expect(has3({ priceMinPaise: toPaise(300), priceMaxPaise: toPaise(400) })).toBe(true);
  });

  it('searches names for any text, short or long, as a scan of every name would', async () => {
    const simulator = await create(2000);
    const scan = (text: string) =>
      findProducts(simulator, {}, 'id')
        .filter((product) => product.name.toLowerCase().includes(text.toLowerCase()))
        .slice(0, 50);
    const names = findProducts(simulator, {}, 'id').map((product) => product.name);
    const texts = ['a', 'Vo', 'gift', 'GIFT card', 'zzzq', names[7] ?? '', (names[1234] ?? '').slice(3, 11), 'e-g'];
    for (const text of texts) expect(searchProducts(simulator, text)).toEqual(scan(text));
  });

  it('keeps short result lists and computes long ones again', async () => {
    const simulator = await create(2000);
    const { results } = catalogueIndex(simulator);
    expect(findProducts(simulator, {}, 'id')).toHaveLength(2000);
    expect(results.size).toBe(0);
    const few = findProducts(simulator, { subcategories: [3] }, 'id');
    expect(few.length).toBeLessThanOrEqual(1000);
    expect(results.size).toBe(1);
    expect(findProducts(simulator, { subcategories: [3] }, 'id')).toEqual(few);
    expect(results.size).toBe(1);
  });

  it('answers any page of a long list, and its length, as a slice of the whole list would', async () => {
    const simulator = await create(2000);
    const filters = { priceMinPaise: toPaise(100), priceMaxPaise: toPaise(5000) };
    const whole = findProducts(simulator, filters, 'desc');
    expect(whole.length).toBeGreaterThan(1000);
    const lastPage = Math.ceil(whole.length / 8);
    for (const page of [1, 2, lastPage]) {
      expect(findProductsPage(simulator, filters, 'desc', page, 8)).toEqual({
        items: whole.slice((page - 1) * 8, page * 8),
        count: whole.length,
        hasPrevious: page > 1,
        hasNext: page < lastPage,
      });
    }
    expect(findProductsPage(simulator, filters, 'desc', lastPage + 1, 8)).toBeNull();
  });

  it('counts long lists as a scan would, whatever the filters', async () => {
    const simulator = await create(10_000);
    const [first, second, third] = catalogueIndex(simulator).home.subcategories;
    const cases: CatalogueFilters[] = [
      {},
      { priceMinPaise: toPaise(100), priceMaxPaise: toPaise(5000) },
      { priceMinPaise: toPaise(5000) },
      { priceMaxPaise: toPaise(300) },
      { priceMinPaise: toPaise(900), priceMaxPaise: toPaise(100) },
      { category: first?.category_id, priceMaxPaise: toPaise(2000) },
      { subcategories: [first?.id ?? 0, second?.id ?? 0, third?.id ?? 0], priceMinPaise: toPaise(250) },
      { category: second?.category_id, subcategories: [first?.id ?? 0, second?.id ?? 0] },
      { subcategories: [9999] },
    ];
    let long = 0;
    for (const filters of cases) {
      // One page holding the whole list: its products come from a scan, whichever way the length was found.
      const whole = findProductsPage(simulator, filters, 'desc', 1, Number.MAX_SAFE_INTEGER);
      expect(whole?.count, JSON.stringify(filters)).toBe(whole?.items.length);
      expect(findProductsPage(simulator, filters, 'id', 1, 8)?.count).toBe(whole?.count);
      if ((whole?.count ?? 0) > 1000) long += 1;
    }
    expect(long).toBeGreaterThanOrEqual(3);
  });

  it('answers equal lists for equal filters written differently', async () => {
    const simulator = await create();
    const { results } = catalogueIndex(simulator);
    expect(findProducts(simulator, { subcategories: [3, 1, 3] }, 'asc')).toEqual(
      findProducts(simulator, { subcategories: [1, 3] }, 'asc'),
    );
    expect(results.size).toBe(1);
  });

  it('keeps a bounded number of cached result lists', async () => {
    const simulator = await create();
    for (let paise = 0; paise < 700; paise += 1) findProducts(simulator, { priceMinPaise: paise }, 'desc');
    for (let round = 0; round < 100; round += 1) searchProducts(simulator, `q${round}`);
    expect(catalogueIndex(simulator).results.size).toBeLessThanOrEqual(512);
    expect(findProducts(simulator, { priceMinPaise: 0 }, 'desc')).toHaveLength(80);
  });

  it('reads the catalogue again after a reset or a scenario switch', async () => {
    const simulator = await create();
    const before = catalogueIndex(simulator);
    await simulator.reset();
    expect(catalogueIndex(simulator)).not.toBe(before);
    expect(findProducts(simulator, {}, 'id')).toHaveLength(80);
    await simulator.useScenario('empty');
    expect(findProducts(simulator, {}, 'id')).toEqual([]);
    expect(searchProducts(simulator, 'a')).toEqual([]);
  });
});

describe('pageOf', () => {
  const items = [1, 2, 3, 4, 5];

  it('slices 1-based pages and tells whether neighbours exist', () => {
    expect(pageOf(items, 1, 2)).toEqual({ items: [1, 2], count: 5, hasPrevious: false, hasNext: true });
    expect(pageOf(items, 3, 2)).toEqual({ items: [5], count: 5, hasPrevious: true, hasNext: false });
    expect(pageOf(items, 1, 5)).toEqual({ items, count: 5, hasPrevious: false, hasNext: false });
  });

  it('answers null past the end, but an empty first page for an empty list', () => {
    expect(pageOf(items, 4, 2)).toBeNull();
    expect(pageOf([], 1, 8)).toEqual({ items: [], count: 0, hasPrevious: false, hasNext: false });
    expect(pageOf([], 2, 8)).toBeNull();
  });
});
