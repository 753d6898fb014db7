import { operations, type OperationId } from '../../contracts';
import { buildHttpRequest, buildRequest, type HttpRequest } from '../../contracts/runtime/request-builder';

/** A read-only call with valid inputs, and the status a conforming provider answers it with. */
export interface ReadCall {
  operationId: OperationId;
  name: string;
  expect: readonly number[];
  build(baseUrl: string, token?: string): HttpRequest;
}

/** An order id shaped as the contract says, which no provider issues to the shopper being checked. */
export const unknownOrderId = 'provider_check_no_such_order';

/** The anonymous calls that change nothing, in the order the storefront makes them. */
export const anonymousReads: readonly ReadCall[] = [
  {
    operationId: 'getConfiguration',
    name: 'anonymous',
    expect: [200],
    build: (baseUrl) => buildRequest('getConfiguration', {}, { baseUrl }),
  },
  {
    operationId: 'getHome',
    name: 'anonymous',
    expect: [200],
    build: (baseUrl) => buildRequest('getHome', {}, { baseUrl }),
  },
  {
    operationId: 'listProducts',
    name: 'first page',
    expect: [200],
    build: (baseUrl) => buildRequest('listProducts', { query: { page: 1, perPage: 8 } }, { baseUrl }),
  },
  {
    operationId: 'listSortedProducts',
    name: 'first page by price',
    expect: [200],
    build: (baseUrl) =>
      buildRequest('listSortedProducts', { query: { sort: 'asc', page: 1, perPage: 8 } }, { baseUrl }),
  },
  {
    operationId: 'searchProducts',
    name: 'search "a"',
    expect: [200],
    build: (baseUrl) => buildRequest('searchProducts', { query: { q: 'a' } }, { baseUrl }),
  },
];

/** The signed-in calls that change nothing; the order-status calls ask for orderId (one of the shopper's, when known). */
export function signedInReads(orderId: string | undefined): ReadCall[] {
  const order_id = orderId ?? unknownOrderId;
  const expect = orderId === undefined ? [404] : [200];
  const name =
    orderId === undefined ? 'signed in, an order not the shopper’s' : 'signed in, the shopper’s latest order';
  return [
    {
      operationId: 'getUserData',
      name: 'signed in',
      expect: [200],
      build: (baseUrl, token) => buildRequest('getUserData', {}, { baseUrl, token }),
    },
    {
      operationId: 'getCart',
      name: 'signed in',
      expect: [200],
      build: (baseUrl, token) => buildRequest('getCart', {}, { baseUrl, token }),
    },
    {
      operationId: 'getProfile',
      name: 'signed in',
      expect: [200],
      build: (baseUrl, token) => buildRequest('getProfile', {}, { baseUrl, token }),
    },
    {
      operationId: 'getCoinsHistory',
      name: 'signed in',
      expect: [200],
      build: (baseUrl, token) => buildRequest('getCoinsHistory', {}, { baseUrl, token }),
    },
    {
      operationId: 'getPlaceOrderStatus',
      name,
      expect,
      build: (baseUrl, token) =>
        buildRequest('getPlaceOrderStatus', { query: { order_id, decoded_status: false } }, { baseUrl, token }),
    },
    {
      operationId: 'getOrderStatus',
      name,
      expect,
      build: (baseUrl, token) =>
        buildRequest('getOrderStatus', { query: { order_id, decode_status: false } }, { baseUrl, token }),
    },
  ];
}

/** Every call whose contract needs a bearer token. */
export const bearerCalls: readonly OperationId[] = (Object.keys(operations) as OperationId[]).filter(
  (operationId) => operations[operationId].auth === 'bearer',
);

/**
 * The call without a token. Bodies are empty so that even a provider that ignores its contract's auth rule has
 * nothing to write: the 401 checks never change an account.
 */
export function withoutToken(operationId: OperationId, baseUrl: string): HttpRequest {
  const { method, path } = operations[operationId];
  if (method === 'GET') return buildHttpRequest(method, baseUrl, path);
  if (operationId === 'updateProfile') return buildHttpRequest(method, baseUrl, path, { form: new FormData() });
  return buildHttpRequest(method, baseUrl, path, { json: {} });
}
