import { describe, expect, it } from 'vitest';
import { registry } from '../registry';
import { matchOperation } from './operation-matcher';

describe('matching a request to its provider call', () => {
  it.each(registry.endpoints.map(({ operationId, method, path }) => ({ operationId, method, path })))(
    '$method $path is $operationId',
    ({ operationId, method, path }) => {
      expect(matchOperation(method, path)).toBe(operationId);
    },
  );

  it('tells the calls on one path apart by method', () => {
    expect(matchOperation('GET', '/cart/')).toBe('getCart');
    expect(matchOperation('POST', '/cart/')).toBe('addCartItem');
    expect(matchOperation('PATCH', '/cart/')).toBe('updateCartItem');
    expect(matchOperation('DELETE', '/cart/')).toBe('removeCartItem');
  });

  it('compares as a provider does, and ignores the query string', () => {
    expect(matchOperation('get', '/Products?page=2&perPage=8')).toBe('listProducts');
    expect(matchOperation('GET', '/coins-history/')).toBe('getCoinsHistory');
  });

  it('knows no call the registry does not list', () => {
    expect(matchOperation('PUT', '/cart/')).toBeUndefined();
    expect(matchOperation('GET', '/__mock/state')).toBeUndefined();
    expect(matchOperation('GET', '/products/extra/')).toBeUndefined();
  });
});
