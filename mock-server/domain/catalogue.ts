import type { HomeResponse, Product } from '../../contracts';
import type { ProductRecord } from '../db/records';
import type { SimulatorState } from '../state';
import {
  catalogueIndex,
  cachedListLimit,
  productViewOf,
  remember,
  rememberedResult,
  rememberResult,
  trigramsOf,
  type CatalogueIndex,
  type CatalogueOrder,
  type IndexedProduct,
} from './catalogue-index';

export interface CatalogueFilters {
  category?: number;
  /** Empty or absent: every subcategory. */
  subcategories?: readonly number[];
  /** Bounds in paise that the first denomination's band must overlap. */
  priceMinPaise?: number;
  priceMaxPaise?: number;
}

const searchResultLimit = 50;

/** A product as the contracts carry it (money strings, denominations in order, subcategory name). */
export function productView(state: SimulatorState, product: ProductRecord): Product {
  const indexed = catalogueIndex(state).byId.get(product.id);
  if (indexed !== undefined) return indexed.view;
  // A product created after the index was built (a test's own fixture): read it from the tables.
  const { db } = state;
  const bands = db.denomination.findMany({ where: { productId: { equals: product.id } } });
  const subcategory = db.subcategory.findFirst({ where: { id: { equals: product.subcategoryId } } });
  return productViewOf(product, bands, subcategory?.name ?? 'Other');
}

/** A product by id without scanning the table; null when there is none. */
export function findProduct(state: SimulatorState, id: number): ProductRecord | null {
  return catalogueIndex(state).byId.get(id)?.record ?? state.db.product.findFirst({ where: { id: { equals: id } } });
}

export function homeLists(state: SimulatorState): HomeResponse {
  return catalogueIndex(state).home;
}

function matcher(filters: CatalogueFilters): (product: IndexedProduct) => boolean {
  const { category, priceMinPaise = -Infinity, priceMaxPaise = Infinity } = filters;
  // An inverted range is an empty interval: nothing overlaps it.
  if (priceMinPaise > priceMaxPaise) return () => false;
  const subcategories = filters.subcategories?.length ? new Set(filters.subcategories) : undefined;
  return (product) =>
    product.bandMin <= priceMaxPaise &&
    product.bandMax >= priceMinPaise &&
    (category === undefined || product.categoryId === category) &&
    (subcategories === undefined || subcategories.has(product.record.subcategoryId));
}

/** How many values of an ascending array pass `below`, which holds for a prefix of it. */
function prefixLength(sorted: Float64Array, below: (value: number) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(sorted[middle] ?? 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How many products pass the filters, from the sorted bands instead of a scan: in each group (every product, a
 * category, or each subcategory asked for) those whose band starts above the range or ends below it are the ones
 * outside it. Undefined when the index cannot count this way.
 */
function countByBands(index: CatalogueIndex, filters: CatalogueFilters): number | undefined {
  const bands = index.bandGroups;
  if (bands === undefined) return undefined;
  const { category, priceMinPaise = -Infinity, priceMaxPaise = Infinity } = filters;
  if (priceMinPaise > priceMaxPaise) return 0;
  const keys = filters.subcategories?.length
    ? [...new Set(filters.subcategories)]
        .filter((id) => category === undefined || bands.categoryOfSubcategory.get(id) === category)
        .map((id) => `subcategory:${id}`)
    : [category === undefined ? 'all' : `category:${category}`];
  let count = 0;
  for (const key of keys) {
    const group = bands.groups.get(key);
    if (group === undefined) continue;
    count +=
      prefixLength(group.bandMins, (value) => value <= priceMaxPaise) -
      prefixLength(group.bandMaxes, (value) => value < priceMinPaise);
  }
  return count;
}

const filterKey = (filters: CatalogueFilters): string =>
  [
    filters.category ?? '',
    [...new Set(filters.subcategories ?? [])].sort((left, right) => left - right).join(','),
    filters.priceMinPaise ?? '',
    filters.priceMaxPaise ?? '',
  ].join('|');

/**
 * One page (1-based) of the products matching the filters, in the given order, with how many match; null past the last
 * page. A list longer than the memo keeps is never built whole: it is counted from the sorted bands and read up to
 * the page; a shorter one is built in one pass and kept.
 */
export function findProductsPage(
  state: SimulatorState,
  filters: CatalogueFilters,
  order: CatalogueOrder,
  page: number,
  perPage: number,
): CountedPage<Product> | null {
  const index = catalogueIndex(state);
  const key = `${order}|${filterKey(filters)}`;
  const remembered = rememberedResult(index, key);
  if (remembered !== undefined) return pageOf(remembered, page, perPage);
  const matches = matcher(filters);
  const first = (page - 1) * perPage;
  const items: Product[] = [];
  const counted = countByBands(index, filters);
  if (counted !== undefined && counted > cachedListLimit) {
    // A long list, never kept: counted without a scan, and read only as far as the page asked for.
    let seen = 0;
    for (const product of index.ordered[order]) {
      if (items.length === perPage) break;
      if (!matches(product)) continue;
      if (seen >= first) items.push(product.view);
      seen += 1;
    }
    return pageWithin(counted, page, perPage, items);
  }
  const whole: Product[] = [];
  let short = true;
  let count = 0;
  for (const product of index.ordered[order]) {
    if (!matches(product)) continue;
    if (count >= first && count - first < perPage) items.push(product.view);
    if (short && whole.length < cachedListLimit) whole.push(product.view);
    else short = false;
    count += 1;
  }
  if (short) remember(index, key, whole);
  return pageWithin(count, page, perPage, items);
}

/**
 * Where a name holding the text may be, in id order: for a text of three letters or more, the names that hold its
 * rarest three-letter run (a text no name holds is answered without a scan); every name otherwise.
 */
function candidatePositions(index: CatalogueIndex, needle: string): Iterable<number> {
  if (needle.length < 3) return index.ordered.id.keys();
  let rarest: readonly number[] | undefined;
  for (const trigram of trigramsOf(needle)) {
    const positions = index.trigrams.get(trigram) ?? [];
    if (rarest === undefined || positions.length < rarest.length) rarest = positions;
  }
  return rarest ?? [];
}

/** Products whose name contains the text, case-insensitively, ordered by id, at most 50. */
export function searchProducts(state: SimulatorState, text: string): readonly Product[] {
  const index = catalogueIndex(state);
  const needle = text.toLowerCase();
  return rememberResult(index, `search|${needle}`, () => {
    const found: Product[] = [];
    for (const position of candidatePositions(index, needle)) {
      const product = index.ordered.id[position];
      if (product === undefined || !product.lowerCaseName.includes(needle)) continue;
      found.push(product.view);
      if (found.length === searchResultLimit) break;
    }
    return found;
  });
}

export interface CountedPage<T> {
  items: readonly T[];
  /** The whole list's length. */
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The page (1-based) of a list of `count` items whose items are given, or null past the last page. */
function pageWithin<T>(count: number, page: number, perPage: number, items: readonly T[]): CountedPage<T> | null {
  const pages = Math.max(1, Math.ceil(count / perPage));
  if (page > pages) return null;
  return { items, count, hasPrevious: page > 1, hasNext: page < pages };
}

/** One page (1-based) of a list, or null past the last page; page 1 of an empty list is an empty page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): CountedPage<T> | null {
  return pageWithin(items.length, page, perPage, items.slice((page - 1) * perPage, page * perPage));
}
