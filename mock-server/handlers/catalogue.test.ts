import { describe, expect, it } from 'vitest';
import type { ErrorGeneric, HomeResponse, Product, ProductsResponse, ProductsSortResponse } from '../../contracts';
import { catalogueIndex } from '../domain/catalogue-index';
import { call, testOrigin, useSimulator, type ApiResponse } from '../testing/harness';

const firstBand = (product: Product): { min: number; max: number } => {
  const band = product.denominations[0];
  if (band === undefined) throw new Error(`Product ${product.id} has no denominations`);
  return { min: Number(band.min), max: Number(band.max) };
};

const ids = (products: readonly Product[]): number[] => products.map((product) => product.id);

async function list(
  query: Record<string, string | number | readonly (string | number)[]> = {},
): Promise<ProductsResponse> {
  const response = await call('GET', '/products/', { query });
  expect(response.status).toBe(200);
  return response.body as ProductsResponse;
}

async function sorted(
  query: Record<string, string | number | readonly (string | number)[]>,
): Promise<ProductsSortResponse> {
  const response = await call('GET', '/products/sort/', { query });
  expect(response.status).toBe(200);
  return response.body as ProductsSortResponse;
}

/** The whole default catalogue (80 products fit one page of 100). */
const everything = async (): Promise<Product[]> => (await list({ perPage: 100 })).results;

function expectValidationError(response: ApiResponse, field: string): void {
  expect(response.status).toBe(400);
  const body = response.body as ErrorGeneric;
  expect(body.code).toBe('validation_error');
  expect(body.errors?.map((issue) => issue.field)).toContain(field);
}

describe('GET /home/', () => {
  useSimulator();

  it('lists every category and subcategory sorted by id, each subcategory in a category', async () => {
    const response = await call('GET', '/home/');
    expect(response.status).toBe(200);
    const { categories, subcategories } = response.body as HomeResponse;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(subcategories.length).toBeGreaterThanOrEqual(20);
    const ascending = (values: number[]): number[] => [...values].sort((a, b) => a - b);
    expect(categories.map((c) => c.id)).toEqual(ascending(categories.map((c) => c.id)));
    expect(subcategories.map((s) => s.id)).toEqual(ascending(subcategories.map((s) => s.id)));
    const categoryIds = new Set(categories.map((category) => category.id));
    for (const subcategory of subcategories) expect(categoryIds.has(subcategory.category_id ?? 0)).toBe(true);
  });
});

describe('GET /home/ when the provider fails (scenario)', () => {
  useSimulator({
    scenario: {
      name: 'home-503',
      description: 'The catalogue is unavailable.',
      rules: [
        { operation: 'getHome', answers: [{ status: 503, body: { detail: 'Maintenance.', code: 'unavailable' } }] },
      ],
    },
  });

  it('answers the scenario status and body', async () => {
    const response = await call('GET', '/home/');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ detail: 'Maintenance.', code: 'unavailable' });
  });
});

describe('GET /products/', () => {
  const simulated = useSimulator();

  it("leaves the catalogue's own product views unfrozen: the answers freeze copies of them", async () => {
    await list({ perPage: 100 });
    await call('GET', '/search/', { query: { q: 'voucher' } });
    const views = catalogueIndex(simulated.simulator).ordered.id.map(({ view }) => view);
    const frozen = views.filter(
      (view) => Object.isFrozen(view) || Object.isFrozen(view.denominations) || Object.isFrozen(view.subcategory),
    );
    expect(views).toHaveLength(80);
    expect(frozen.map((view) => view.id)).toEqual([]);
  });

  it('answers page 1 of 8 by default, ordered by id, with count and an absolute next link', async () => {
    const page = await list();
    expect(page.count).toBe(80);
    expect(ids(page.results)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(page.previous).toBeNull();
    expect(page.next).toBe(`${testOrigin}/products/?page=2&perPage=8`);
  });

  it('links the neighbouring pages and stops at the last one', async () => {
    const second = await list({ page: 2 });
    expect(ids(second.results)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(second.previous).toBe(`${testOrigin}/products/?page=1&perPage=8`);
    expect(second.next).toBe(`${testOrigin}/products/?page=3&perPage=8`);

    const last = await list({ page: 10 });
    expect(ids(last.results)).toEqual([73, 74, 75, 76, 77, 78, 79, 80]);
    expect(last.next).toBeNull();
  });

  it('answers 404 for a page past the end', async () => {
    const response = await call('GET', '/products/', { query: { page: 11 } });
    expect(response.status).toBe(404);
    expect((response.body as ErrorGeneric).code).toBe('not_found');
    expect((await call('GET', '/products/', { query: { page: 100000 } })).status).toBe(404);
  });

  it('follows its own next links through the whole filtered list', async () => {
    const seen: number[] = [];
    let next: string | null = `/products/?category=2&perPage=3&price_min=100`;
    while (next !== null) {
      const response = await call('GET', next);
      expect(response.status).toBe(200);
      const page = response.body as ProductsResponse;
      seen.push(...ids(page.results));
      next = page.next;
    }
    const all = await list({ category: 2, perPage: 100, price_min: 100 });
    expect(seen).toEqual(ids(all.results));
  });

  it('keeps every filter in the links', async () => {
    const page = await list({ category: 1, subcategories: '1,3', price_min: 50, price_max: 60000.5, perPage: 2 });
    expect(page.next).not.toBeNull();
    const next = new URL(page.next ?? '');
    expect(next.origin + next.pathname).toBe(`${testOrigin}/products/`);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      category: '1',
      subcategories: '1,3',
      price_min: '50',
      price_max: '60000.5',
      page: '2',
      perPage: '2',
    });
  });

  it('honours perPage up to 100', async () => {
    const page = await list({ perPage: 100 });
    expect(page.results).toHaveLength(80);
    expect(page.next).toBeNull();
    expect(ids(page.results)).toEqual(Array.from({ length: 80 }, (_, index) => index + 1));
  });

  it('filters by category through the subcategories of that category', async () => {
    const { subcategories } = (await call('GET', '/home/')).body as HomeResponse;
    const inFashion = new Set(subcategories.filter((s) => s.category_id === 1).map((s) => s.id));
    const page = await list({ category: 1, perPage: 100 });
    expect(page.count).toBe((await everything()).filter((p) => inFashion.has(p.subcategory.id)).length);
    expect(page.count).toBeGreaterThan(0);
    for (const product of page.results) expect(inFashion.has(product.subcategory.id)).toBe(true);
  });

  it('filters by a comma-separated list of subcategories, and an empty list filters nothing', async () => {
    const page = await list({ subcategories: '1,3', perPage: 100 });
    expect(page.count).toBe((await everything()).filter((p) => [1, 3].includes(p.subcategory.id)).length);
    expect(new Set(page.results.map((p) => p.subcategory.id))).toEqual(new Set([1, 3]));
    expect((await list({ subcategories: '' })).count).toBe(80);
  });

  it('combines category and subcategories (both must hold)', async () => {
    const { subcategories } = (await call('GET', '/home/')).body as HomeResponse;
    const outside = subcategories.find((s) => s.category_id !== 1);
    expect((await list({ category: 1, subcategories: String(outside?.id) })).count).toBe(0);
  });

  it('keeps products whose first band overlaps [price_min, price_max]', async () => {
    const all = await everything();
    const overlapping = all.filter((p) => firstBand(p).min <= 30000 && firstBand(p).max >= 20000);
    const page = await list({ price_min: 20000, price_max: 30000, perPage: 100 });
    expect(ids(page.results)).toEqual(ids(overlapping));
    expect(page.count).toBeGreaterThan(0);
    expect(page.count).toBeLessThan(80);
  });

  it('applies price_min or price_max alone, to the paisa', async () => {
    const all = await everything();
    const atLeast = await list({ price_min: 10000.01, perPage: 100 });
    expect(ids(atLeast.results)).toEqual(ids(all.filter((p) => firstBand(p).max >= 10000.01)));
    const atMost = await list({ price_max: 149.49, perPage: 100 });
    expect(ids(atMost.results)).toEqual(ids(all.filter((p) => firstBand(p).min <= 149.49)));
    expect((await list({ price_max: 149.5, perPage: 100 })).count).toBeGreaterThan(atMost.count);
  });

  it('matches nothing for an inverted price range', async () => {
    const page = await list({ price_min: 5000, price_max: 200 });
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('answers an empty list, not an error, for an unknown category or subcategory', async () => {
    expect(await list({ category: 999 })).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list({ subcategories: '999999' })).count).toBe(0);
  });

  it('ignores unknown parameters', async () => {
    expect((await list({ colour: 'blue', page: 1 })).count).toBe(80);
  });

  it.each([
    [{ page: -1 }, '/page'],
    [{ page: 0 }, '/page'],
    [{ page: 'abc' }, '/page'],
    [{ page: 1.5 }, '/page'],
    [{ page: 100001 }, '/page'],
    [{ perPage: 0 }, '/perPage'],
    [{ perPage: 1000 }, '/perPage'],
    [{ price_min: 'abc' }, '/price_min'],
    [{ price_min: -1 }, '/price_min'],
    [{ price_max: '1e99' }, '/price_max'],
    [{ category: 'fashion' }, '/category'],
    [{ category: 0 }, '/category'],
    [{ subcategories: 'a,b' }, '/subcategories'],
    [{ subcategories: '1,,3' }, '/subcategories'],
  ])('rejects %o with 400 naming %s', async (query, field) => {
    expectValidationError(await call('GET', '/products/', { query }), field);
  });
});

describe('GET /products/ on an empty catalogue', () => {
  useSimulator({ products: 0 });

  it('answers page 1 with count 0 and 404 past it', async () => {
    expect(await list()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await call('GET', '/products/', { query: { page: 2 } })).status).toBe(404);
    expect((await sorted({ sort: 'asc' })).results.products).toEqual([]);
    expect((await call('GET', '/search/', { query: { q: 'a' } })).body).toEqual([]);
  });
});

describe('GET /products/sort/', () => {
  useSimulator();

  const byPrice = (direction: 1 | -1) => (left: Product, right: Product) =>
    direction * (firstBand(left).min - firstBand(right).min) || left.id - right.id;

  it('sorts ascending by the first denomination min, ties by id, in results.products', async () => {
    const all = await everything();
    const page = await sorted({ sort: 'asc', perPage: 100 });
    expect(page.count).toBe(80);
    expect(ids(page.results.products)).toEqual(ids([...all].sort(byPrice(1))));
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
  });

  it('sorts descending, ties still by id', async () => {
    const all = await everything();
    const page = await sorted({ sort: 'desc', perPage: 100 });
    expect(ids(page.results.products)).toEqual(ids([...all].sort(byPrice(-1))));
  });

  it('pages with perPage 8 by default', async () => {
    const first = await sorted({ sort: 'asc' });
    expect(first.results.products).toHaveLength(8);
    expect(first.next).toBe(`${testOrigin}/products/sort/?sort=asc&page=2&perPage=8`);
  });

  it('links pages with every filter', async () => {
    const filters = { sort: 'desc', category: 1, 'subcategories[]': [1, 2], price_min: 100 };
    const first = await sorted({ ...filters, perPage: 3 });
    expect(first.results.products).toHaveLength(3);
    expect(first.count).toBeGreaterThan(3);
    const next = new URL(first.next ?? '');
    expect(next.pathname).toBe('/products/sort/');
    expect(next.searchParams.get('sort')).toBe('desc');
    expect(next.searchParams.getAll('subcategories[]')).toEqual(['1', '2']);
    expect(next.searchParams.get('category')).toBe('1');
    expect(next.searchParams.get('price_min')).toBe('100');
    expect(next.searchParams.get('page')).toBe('2');

    const second = (await call('GET', first.next ?? '')).body as ProductsSortResponse;
    expect(second.previous).not.toBeNull();
    const all = await sorted({ ...filters, perPage: 100 });
    expect(ids(second.results.products)).toEqual(ids(all.results.products.slice(3, 6)));
  });

  it('accepts a single repeated subcategories[] and filters by it', async () => {
    const page = await sorted({ sort: 'asc', 'subcategories[]': [2], perPage: 100 });
    expect(page.count).toBeGreaterThan(0);
    for (const product of page.results.products) expect(product.subcategory.id).toBe(2);
  });

  it('applies the price overlap filter as /products/ does', async () => {
    const plain = await list({ price_min: 20000, price_max: 30000, perPage: 100 });
    const page = await sorted({ sort: 'asc', price_min: 20000, price_max: 30000, perPage: 100 });
    expect(new Set(ids(page.results.products))).toEqual(new Set(ids(plain.results)));
  });

  it('answers 404 past the last page and an empty 200 for an unknown category', async () => {
    expect((await call('GET', '/products/sort/', { query: { sort: 'asc', page: 11 } })).status).toBe(404);
    expect((await sorted({ sort: 'asc', category: 42 })).count).toBe(0);
  });

  it.each([
    [{}, '/sort'],
    [{ sort: 'up' }, '/sort'],
    [{ sort: 'asc', page: -2 }, '/page'],
    [{ sort: 'asc', perPage: 1000 }, '/perPage'],
    [{ sort: 'asc', 'subcategories[]': ['a'] }, '/subcategories[]/0'],
    [{ sort: 'asc', price_max: 'ten' }, '/price_max'],
  ])('rejects %o with 400 naming %s', async (query, field) => {
    expectValidationError(await call('GET', '/products/sort/', { query }), field);
  });
});

describe('GET /search/', () => {
  useSimulator();

  const search = async (q: string): Promise<Product[]> => {
    const response = await call('GET', '/search/', { query: { q } });
    expect(response.status).toBe(200);
    return response.body as Product[];
  };

  it('matches a substring of the name case-insensitively, ordered by id', async () => {
    const lower = await search('aurora');
    expect(lower.length).toBeGreaterThan(0);
    for (const product of lower) expect(product.name.toLowerCase()).toContain('aurora');
    expect(ids(lower)).toEqual([...ids(lower)].sort((a, b) => a - b));
    expect(await search('AURORA')).toEqual(lower);
    expect(await search('aUrOrA tHr')).toEqual(lower.filter((p) => p.name.startsWith('Aurora Threads')));
  });

  it('answers at most 50 products, the lowest ids first', async () => {
    const all = await everything();
    const many = all.filter((product) => product.name.toLowerCase().includes('e'));
    expect(many.length).toBeGreaterThan(50);
    expect(ids(await search('e'))).toEqual(ids(many.slice(0, 50)));
  });

  it('answers an empty list when nothing matches, whatever the characters', async () => {
    expect(await search('zzzz')).toEqual([]);
    expect(await search('%_*.?[')).toEqual([]);
  });

  it.each([[{}], [{ q: '' }], [{ q: '   ' }], [{ q: 'x'.repeat(101) }]])(
    'rejects %o with 400 naming /q',
    async (query) => {
      expectValidationError(await call('GET', '/search/', { query }), '/q');
    },
  );
});
