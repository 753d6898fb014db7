import type { HomeResponse, Product } from '../../contracts';
import type { Database } from '../db/models';
import type { DenominationRecord, ProductRecord } from '../db/records';
import type { SimulatorState } from '../state';
import { toMoneyString } from './money';

/** 'id' ascending, or by the first denomination's min ('asc'/'desc'), ties by id. */
export type CatalogueOrder = 'id' | 'asc' | 'desc';

export interface IndexedProduct {
  readonly record: ProductRecord;
  readonly view: Product;
  readonly categoryId: number | undefined;
  /** The first denomination's band in paise; a product without denominations counts as 0-0 (its amount defaults to 0). */
  readonly bandMin: number;
  readonly bandMax: number;
  /** Its amount bands by position: the first a range, the others fixed amounts. */
  readonly bands: readonly DenominationRecord[];
  readonly lowerCaseName: string;
}

/** A group of products' band bounds, each sorted ascending: how many overlap a price range is two binary searches. */
export interface SortedBands {
  readonly bandMins: Float64Array;
  readonly bandMaxes: Float64Array;
}

/**
 * The sorted bands of every product ('all'), of each category (`category:ID`) and of each subcategory
 * (`subcategory:ID`), with each subcategory's category.
 */
export interface BandGroups {
  readonly groups: ReadonlyMap<string, SortedBands>;
  readonly categoryOfSubcategory: ReadonlyMap<number, number | undefined>;
}

function bandGroups(products: readonly IndexedProduct[]): BandGroups {
  const members = new Map<string, IndexedProduct[]>();
  const categoryOfSubcategory = new Map<number, number | undefined>();
  const join = (key: string, product: IndexedProduct) => {
    const group = members.get(key);
    if (group === undefined) members.set(key, [product]);
    else group.push(product);
  };
  for (const product of products) {
    join('all', product);
    if (product.categoryId !== undefined) join(`category:${product.categoryId}`, product);
    join(`subcategory:${product.record.subcategoryId}`, product);
    categoryOfSubcategory.set(product.record.subcategoryId, product.categoryId);
  }
  const sorted = (values: number[]) => Float64Array.from(values).sort();
  const groups = new Map(
    [...members].map(([key, group]): [string, SortedBands] => [
      key,
      {
        bandMins: sorted(group.map((product) => product.bandMin)),
        bandMaxes: sorted(group.map((product) => product.bandMax)),
      },
    ]),
  );
  return { groups, categoryOfSubcategory };
}

/**
 * The catalogue as the read calls need it. @mswjs/data scans a table on every query (tens of
 * milliseconds at 10,000 products), so the catalogue is read once and answered from memory.
 */
export interface CatalogueIndex {
  /** Every product ordered by id, and by the first denomination's min ascending and descending, ties by id. */
  readonly ordered: Readonly<Record<CatalogueOrder, readonly IndexedProduct[]>>;
  /** For counting the products in a price range; absent when some band's min exceeds its max (then lists count by scanning). */
  readonly bandGroups: BandGroups | undefined;
  readonly byId: ReadonlyMap<number, IndexedProduct>;
  readonly home: HomeResponse;
  /** Result lists by normalised query; bounded, so arbitrary queries cannot grow it without end. */
  readonly results: Map<string, readonly Product[]>;
  /** Where each three-letter run of the lower-case names occurs: positions in `ordered.id`, ascending. */
  readonly trigrams: Map<string, number[]>;
}

export const trigramsOf = (text: string): Set<string> => {
  const found = new Set<string>();
  for (let start = 0; start + 3 <= text.length; start += 1) found.add(text.slice(start, start + 3));
  return found;
};

function trigramIndex(products: readonly IndexedProduct[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  products.forEach((product, position) => {
    for (const trigram of trigramsOf(product.lowerCaseName)) {
      const list = positions.get(trigram);
      if (list === undefined) positions.set(trigram, [position]);
      else list.push(position);
    }
  });
  return positions;
}

const resultCacheLimit = 512;
/**
 * Longer lists are computed again on each request (a fraction of a millisecond): hundreds of kept lists of thousands
 * of products made garbage collection the largest cost of a read the memo does not answer.
 */
export const cachedListLimit = 1000;

export function productViewOf(
  product: ProductRecord,
  denominations: readonly DenominationRecord[],
  subcategoryName: string,
): Product {
  return {
    id: product.id,
    name: product.name,
    // The stored reference: the simulator's own pictures are paths, which each answer makes absolute (media.ts).
    image_url: product.imageUrl,
    price: toMoneyString(product.pricePaise),
    price_mrp: toMoneyString(product.priceMrpPaise),
    is_available: product.isAvailable,
    denominations: [...denominations]
      .sort((left, right) => left.position - right.position)
      .map((band) => ({ id: band.id, min: toMoneyString(band.minPaise), max: toMoneyString(band.maxPaise) })),
    subcategory: { id: product.subcategoryId, name: subcategoryName },
    details: product.details,
    terms_and_conditions: product.termsAndConditions,
    how_to_use: product.howToUse,
    expiry_date: product.expiryDate,
  };
}

function groupByProduct(denominations: readonly DenominationRecord[]): Map<number, DenominationRecord[]> {
  const groups = new Map<number, DenominationRecord[]>();
  for (const band of denominations) {
    const group = groups.get(band.productId);
    if (group === undefined) groups.set(band.productId, [band]);
    else group.push(band);
  }
  return groups;
}

function buildIndex(db: Database): CatalogueIndex {
  const categories = db.category.getAll().sort((left, right) => left.id - right.id);
  const subcategories = db.subcategory.getAll().sort((left, right) => left.id - right.id);
  const subcategoryById = new Map(subcategories.map((subcategory) => [subcategory.id, subcategory]));
  const bandsByProduct = groupByProduct(db.denomination.getAll());

  const products = db.product
    .getAll()
    .sort((left, right) => left.id - right.id)
    .map((record): IndexedProduct => {
      const subcategory = subcategoryById.get(record.subcategoryId);
      const bands = [...(bandsByProduct.get(record.id) ?? [])].sort((left, right) => left.position - right.position);
      const view = productViewOf(record, bands, subcategory?.name ?? 'Other');
      const [first] = bands;
      return {
        record,
        view,
        categoryId: subcategory?.categoryId,
        bandMin: first?.minPaise ?? 0,
        bandMax: first?.maxPaise ?? 0,
        bands,
        lowerCaseName: record.name.toLowerCase(),
      };
    });

  const byPrice = (direction: number) =>
    [...products].sort((left, right) => direction * (left.bandMin - right.bandMin) || left.record.id - right.record.id);

  const ordered = { id: products, asc: byPrice(1), desc: byPrice(-1) };
  return {
    ordered,
    bandGroups: products.every((product) => product.bandMin <= product.bandMax) ? bandGroups(products) : undefined,
    byId: new Map(products.map((product) => [product.record.id, product])),
    home: {
      categories: categories.map(({ id, name }) => ({ id, name })),
      subcategories: subcategories.map(({ id, name, categoryId }) => ({ id, name, category_id: categoryId })),
    },
    results: new Map(),
    trigrams: trigramIndex(products),
  };
}

// Keyed by the database object: products never change after seeding, and a reset brings a new database.
const indexes = new WeakMap<Database, CatalogueIndex>();

export function catalogueIndex(state: SimulatorState): CatalogueIndex {
  const { db } = state;
  let index = indexes.get(db);
  if (index === undefined) {
    index = buildIndex(db);
    indexes.set(db, index);
  }
  return index;
}

/** A result list kept for its key, if any. */
export function rememberedResult(index: CatalogueIndex, key: string): readonly Product[] | undefined {
  return index.results.get(key);
}

/** Keeps a result list for its key when it is short (the oldest kept list makes way). */
export function remember(index: CatalogueIndex, key: string, result: readonly Product[]): void {
  if (result.length > cachedListLimit) return;
  if (index.results.size >= resultCacheLimit) {
    const oldest = index.results.keys().next();
    if (oldest.done !== true) index.results.delete(oldest.value);
  }
  index.results.set(key, result);
}

/** A result list, computed on the first request for its key and kept when it is short. */
export function rememberResult(
  index: CatalogueIndex,
  key: string,
  compute: () => readonly Product[],
): readonly Product[] {
  const remembered = rememberedResult(index, key);
  if (remembered !== undefined) return remembered;
  const result = compute();
  remember(index, key, result);
  return result;
}
