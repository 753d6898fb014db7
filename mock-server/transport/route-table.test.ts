import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRouteTable } from './route-table';

const answer = () => HttpResponse.json({});
const products = http.get('*/products/', answer);
const sorted = http.get('*/products/sort/', answer);
const clock = http.get('*/__mock/clock', answer);
const page = http.get('*/__mock/pay/:orderId', answer);
const decide = http.post('*/__mock/pay/:orderId/:decision', answer);
const anyPage = http.get('*/__mock/pay/:anything', answer);

describe('the route table', () => {
  const routes = createRouteTable([products, sorted, clock, page, decide]);
  const candidatesFor = (method: string, path: string) => routes.candidates(method, path);

  it('finds a handler by method and exact path', () => {
    expect(candidatesFor('GET', '/products/')).toEqual([products]);
    expect(candidatesFor('GET', '/products/sort/')).toEqual([sorted]);
    expect(candidatesFor('POST', '/products/')).toEqual([]);
    expect(candidatesFor('GET', '/foo/products/')).toEqual([]);
    expect(candidatesFor('GET', '/products/x')).toEqual([]);
  });

  it('compares paths in any case with the trailing slash optional, as the Express router did', () => {
    expect(candidatesFor('GET', '/PRODUCTS/')).toEqual([products]);
    expect(candidatesFor('GET', '/products')).toEqual([products]);
    expect(candidatesFor('GET', '/__mock/clock/')).toEqual([clock]);
    expect(candidatesFor('GET', '/products//')).toEqual([]);
  });

  it('matches a parameter against one whole segment', () => {
    expect(candidatesFor('GET', '/__mock/pay/ord_000001')).toEqual([page]);
    expect(candidatesFor('POST', '/__mock/pay/ord_000001/approve')).toEqual([decide]);
    expect(candidatesFor('GET', '/__mock/pay/')).toEqual([]);
    expect(candidatesFor('GET', '/__mock/pay/a/b')).toEqual([]);
  });

  it('routes a file name with a dot (the media routes)', () => {
    const logo = http.get('*/__mock/media/logo.svg', answer);
    const picture = http.get('*/__mock/media/products/:file', answer);
    const routes = createRouteTable([logo, picture]);
    expect(routes.candidates('GET', '/__mock/media/logo.svg')).toEqual([logo]);
    expect(routes.candidates('GET', '/__mock/media/logoxsvg')).toEqual([]);
    expect(routes.candidates('GET', '/__mock/media/products/7.svg')).toEqual([picture]);
  });

  it('keeps the handlers in the order MSW tries them', () => {
    const exact = http.get('*/__mock/pay/latest', answer);
    expect(createRouteTable([anyPage, exact]).candidates('GET', '/__mock/pay/latest')).toEqual([anyPage, exact]);
    expect(createRouteTable([exact, anyPage]).candidates('GET', '/__mock/pay/latest')).toEqual([exact, anyPage]);
  });

  it("names the methods a path is served with, in the handlers' order, and none for a path it does not serve", () => {
    const cart = ['get', 'post', 'patch', 'delete'] as const;
    const table = createRouteTable([...cart.map((method) => http[method]('*/cart/', answer)), page, decide]);
    expect(table.methodsAt('/cart/')).toEqual(['GET', 'POST', 'PATCH', 'DELETE']);
    expect(table.methodsAt('/CART')).toEqual(['GET', 'POST', 'PATCH', 'DELETE']);
    expect(table.methodsAt('/__mock/pay/ord_000001/decline')).toEqual(['POST']);
    expect(table.methodsAt('/cart/extra')).toEqual([]);
  });

  it('refuses a handler it cannot route', () => {
    expect(() => createRouteTable([http.get(/\/products\/$/, answer)])).toThrow(/cannot route/);
    expect(() => createRouteTable([http.all('*/products/', answer)])).toThrow(/cannot route/);
  });
});
