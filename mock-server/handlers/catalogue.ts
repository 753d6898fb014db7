import type { HttpHandler } from 'msw';
import type { Product } from '../../contracts';
import {
  findProductsPage,
  homeLists,
  searchProducts,
  type CatalogueFilters,
  type CountedPage,
} from '../domain/catalogue';
import { withMediaUrl } from '../domain/media';
import { toPaise } from '../domain/money';
import { endpoint } from '../pipeline/endpoint';
import { composedBody, immutableBody } from '../pipeline/immutable-body';
import { genericError } from '../../contracts/runtime/error-bodies';
import type { Simulator } from '../simulator';

const defaultPage = 1;
const defaultPerPage = 8;

interface PriceQuery {
  category?: number;
  price_min?: number;
  price_max?: number;
}

type QueryParameters = [name: string, value: string][];

interface PagedList {
  count: number;
  next: string | null;
  previous: string | null;
  products: readonly Product[];
}

function filtersOf(query: PriceQuery, subcategories: readonly number[] | undefined): CatalogueFilters {
  return {
    category: query.category,
    subcategories,
    priceMinPaise: query.price_min === undefined ? undefined : toPaise(query.price_min),
    priceMaxPaise: query.price_max === undefined ? undefined : toPaise(query.price_max),
  };
}

/** The query parameters that shape a list, in a stable order, for next/previous links. */
function filterParameters(query: PriceQuery, subcategoryParameters: QueryParameters): QueryParameters {
  const parameters: QueryParameters = [];
  if (query.category !== undefined) parameters.push(['category', String(query.category)]);
  parameters.push(...subcategoryParameters);
  if (query.price_min !== undefined) parameters.push(['price_min', String(query.price_min)]);
  if (query.price_max !== undefined) parameters.push(['price_max', String(query.price_max)]);
  return parameters;
}

const originViews = new WeakMap<Product, { origin: string; view: Product }>();

/**
 * A catalogue product with its picture's URL on `origin`, made once per product while the origin stays the same, and
 * immutable: a page or a search then writes each product's JSON from its cache. A copy all the way down, so that
 * freezing it leaves the catalogue's own views (which cart lines and the home lists share) as they are. Only the last
 * origin is kept, so a client sending ever new Host headers cannot grow it.
 */
function productOnOrigin(product: Product, origin: string): Product {
  const kept = originViews.get(product);
  if (kept?.origin === origin) return kept.view;
  const view = immutableBody(structuredClone(withMediaUrl(product, origin)));
  originViews.set(product, { origin, view });
  return view;
}

/**
 * One page of a product list with absolute links to its neighbours (same filters, the request's
 * origin and path), or null when the page is past the end.
 */
function pagedList(
  url: URL,
  paged: CountedPage<Product> | null,
  parameters: QueryParameters,
  page: number,
  perPage: number,
): PagedList | null {
  if (paged === null) return null;
  const link = (target: number): string => {
    const search = new URLSearchParams([...parameters, ['page', String(target)], ['perPage', String(perPage)]]);
    return `${url.origin}${url.pathname}?${search.toString()}`;
  };
  return {
    count: paged.count,
    next: paged.hasNext ? link(page + 1) : null,
    previous: paged.hasPrevious ? link(page - 1) : null,
    // The catalogue's views keep the pictures' paths, whatever the origin.
    products: paged.items.map((product) => productOnOrigin(product, url.origin)),
  };
}

const pastTheEnd = { status: 404 as const, body: genericError('Invalid page.', 'not_found') };

export function catalogueHandlers(simulator: Simulator): HttpHandler[] {
  return [
    endpoint(simulator, 'getHome', () => ({ status: 200, body: homeLists(simulator) })),

    endpoint(simulator, 'listProducts', ({ query, url }) => {
      // The contract's pattern allows an empty list, which a storefront sends when nothing is ticked.
      const subcategories = query.subcategories ? query.subcategories.split(',').map(Number) : undefined;
      const { page = defaultPage, perPage = defaultPerPage } = query;
      const list = pagedList(
        url,
        findProductsPage(simulator, filtersOf(query, subcategories), 'id', page, perPage),
        filterParameters(query, subcategories === undefined ? [] : [['subcategories', subcategories.join(',')]]),
        page,
        perPage,
      );
      if (list === null) return pastTheEnd;
      return {
        status: 200,
        body: composedBody({
          count: list.count,
          next: list.next,
          previous: list.previous,
          results: composedBody([...list.products]),
        }),
      };
    }),

    endpoint(simulator, 'listSortedProducts', ({ query, url }) => {
      const subcategories = query['subcategories[]'];
      const { page = defaultPage, perPage = defaultPerPage } = query;
      const list = pagedList(
        url,
        findProductsPage(simulator, filtersOf(query, subcategories), query.sort, page, perPage),
        [
          ['sort', query.sort],
          ...filterParameters(
            query,
            (subcategories ?? []).map((id): [string, string] => ['subcategories[]', String(id)]),
          ),
        ],
        page,
        perPage,
      );
      if (list === null) return pastTheEnd;
      return {
        status: 200,
        body: composedBody({
          count: list.count,
          next: list.next,
          previous: list.previous,
          results: composedBody({ products: composedBody([...list.products]) }),
        }),
      };
    }),

    endpoint(simulator, 'searchProducts', ({ query, url }) => ({
      status: 200,
      body: composedBody(searchProducts(simulator, query.q).map((product) => productOnOrigin(product, url.origin))),
    })),
  ];
}
