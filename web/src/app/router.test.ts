import { describe, expect, it } from 'vitest';
import { catalogueOpened, categoriesRequested } from '../features/catalogue/catalogue-store';
import { configurationRequested } from '../features/configuration/configuration-store';
import { openingEvents, sendOpeningCalls } from './router';

describe('openingEvents', () => {
  it('asks for the configuration, the categories and the first products when the home opens', () => {
    expect(openingEvents('/', null)).toEqual([
      configurationRequested(),
      categoriesRequested(),
      catalogueOpened(undefined),
    ]);
  });

  it('leaves the first products to a home opened with a category in its navigation state', () => {
    const history = { usr: { categoryId: 3 }, key: 'k1', idx: 1 };
    expect(openingEvents('/', history)).toEqual([configurationRequested(), categoriesRequested()]);
    expect(openingEvents('/', { usr: null, key: 'k2', idx: 2 })).toEqual([
      configurationRequested(),
      categoriesRequested(),
      catalogueOpened(undefined),
    ]);
  });

  it('asks for the configuration and the categories on any other page of the storefront frame', () => {
    expect(openingEvents('/login', null)).toEqual([configurationRequested(), categoriesRequested()]);
    expect(openingEvents('/no-such-page', null)).toEqual([configurationRequested(), categoriesRequested()]);
  });

  it('asks only for the configuration on the pages without the frame', () => {
    expect(openingEvents('/welcome', null)).toEqual([configurationRequested()]);
  });
});

describe('sendOpeningCalls', () => {
  const sentFor = (pathname: string, search: string, historyState: unknown = null) => {
    const sent: unknown[] = [];
    sendOpeningCalls((operationId, input) => sent.push([operationId, input]), pathname, search, historyState);
    return sent;
  };
  const orderStatus = (orderId: string) => ['getOrderStatus', { query: { order_id: orderId, decode_status: false } }];

  it('asks for the order a payment page names in its URL or navigation state', () => {
    for (const path of ['/payment', '/welcome', '/timeexp', '/payment-success', '/payment-notification']) {
      expect(sentFor(path, '?orderid=ord_7')).toEqual([orderStatus('ord_7')]);
    }
    expect(sentFor('/payment', '', { usr: { orderId: 'ord_8' }, key: 'k', idx: 1 })).toEqual([orderStatus('ord_8')]);
  });

  it('asks for nothing without an order, and on the pages that do not poll one', () => {
    expect(sentFor('/payment', '')).toEqual([]);
    for (const path of ['/', '/cart', '/verify-details', '/loading', '/login']) {
      expect(sentFor(path, '?orderid=ord_7')).toEqual([]);
    }
  });
});
