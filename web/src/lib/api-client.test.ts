import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage } from './api-client';

const baseUrl = 'http://provider.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the API client', () => {
  it('calls the registry path with the query, a bearer token and JSON', async () => {
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      http.get(`${baseUrl}/products/sort/`, ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ count: 0, next: null, previous: null, results: { products: [] } });
      }),
    );
    const api = createApiClient({ baseUrl, getAccessToken: () => 'at_1' });
    const body = await api.request('listSortedProducts', {
      query: { sort: 'asc', page: 2, 'subcategories[]': [3, 4] },
    });
    expect(body.results.products).toEqual([]);
    expect(seen?.url).toBe(`${baseUrl}/products/sort/?sort=asc&page=2&subcategories%5B%5D=3&subcategories%5B%5D=4`);
    expect(seen?.authorization).toBe('Bearer at_1');
  });

  it('sends the JSON body of a POST and answers null for 204', async () => {
    let received: unknown;
    server.use(
      http.delete(`${baseUrl}/cart/`, async ({ request }) => {
        received = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = createApiClient({ baseUrl });
    expect(await api.request('removeCartItem', { json: { id: 7 } })).toBeNull();
    expect(received).toEqual({ id: 7 });
  });

  it('throws an ApiError carrying the status and body, or status 0 when the network fails', async () => {
    server.use(
      http.get(`${baseUrl}/home/`, () => HttpResponse.json({ detail: 'Maintenance.' }, { status: 503 })),
      http.get(`${baseUrl}/configurator/`, () => HttpResponse.error()),
    );
    const api = createApiClient({ baseUrl });
    const failure = await api.request('getHome', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, body: { detail: 'Maintenance.' } });
    expect(errorMessage(failure, 'fallback')).toBe('Maintenance.');
    const offline = await api.request('getConfiguration', {}).catch((error: unknown) => error);
    expect(offline).toMatchObject({ status: 0, isNetworkError: true });
    expect(errorMessage(offline, 'Failed to fetch configuration')).toBe('Failed to fetch configuration');
  });
});
