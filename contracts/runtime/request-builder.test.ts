import { describe, expect, it } from 'vitest';
import { buildHttpRequest, buildRequest, queryString } from './request-builder';

describe('building a provider call from the registry', () => {
  it('takes the method and path from the registry and adds the query string', () => {
    expect(buildRequest('listProducts', { query: { page: 2, perPage: 8 } }, { baseUrl: 'http://p.test' })).toEqual({
      method: 'GET',
      url: 'http://p.test/products/?page=2&perPage=8',
      headers: { accept: 'application/json' },
      body: undefined,
    });
  });

  it('sends a JSON body with its content type, and the bearer token when there is one', () => {
    const line = { id: 7 };
    expect(buildRequest('removeCartItem', { json: line }, { token: 'at_1' })).toEqual({
      method: 'DELETE',
      url: '/cart/',
      headers: { accept: 'application/json', authorization: 'Bearer at_1', 'content-type': 'application/json' },
      body: '{"id":7}',
    });
    expect(buildRequest('getCart', {}, { token: null }).headers).toEqual({ accept: 'application/json' });
  });

  it('sends a form as it is, leaving its content type and boundary to the client', () => {
    const form = new FormData();
    form.set('username', 'Asha');
    const request = buildRequest('updateProfile', { form }, { token: 'at_1' });
    expect(request.body).toBe(form);
    expect(request.headers).not.toHaveProperty('content-type');
  });

  it('accepts only the parts a call names', () => {
    // @ts-expect-error getHome takes no JSON body
    buildRequest('getHome', { json: {} });
    // @ts-expect-error login needs its JSON body
    buildRequest('login', {});
    // @ts-expect-error page is a number in the products query
    buildRequest('listProducts', { query: { page: 'two' } });
  });
});

describe('a raw request', () => {
  it('goes to any path and may carry what no contract allows, a string body as it is', () => {
    expect(buildHttpRequest('POST', '', '/user/login/', { json: '{"username":', headers: { 'x-test': '1' } })).toEqual({
      method: 'POST',
      url: '/user/login/',
      headers: { accept: 'application/json', 'x-test': '1', 'content-type': 'application/json' },
      body: '{"username":',
    });
  });

  it('adds a query to a path that has one already', () => {
    expect(buildHttpRequest('GET', 'http://p.test', '/products/?page=1', { query: { perPage: 8 } }).url).toBe(
      'http://p.test/products/?page=1&perPage=8',
    );
  });
});

describe('query strings', () => {
  it('repeat an array name, leave out empty values and encode the rest', () => {
    expect(queryString({ 'subcategories[]': [1, 2], q: 'gift card', page: undefined, sort: null })).toBe(
      'subcategories%5B%5D=1&subcategories%5B%5D=2&q=gift+card',
    );
  });
});
