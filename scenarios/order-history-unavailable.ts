import type { ErrorGeneric } from '../contracts';
import type { Scenario } from './scenario';

const unavailable = (detail: string) => ({
  kind: 'respond' as const,
  status: 503,
  body: { detail, code: 'unavailable' } satisfies ErrorGeneric,
});

export const orderHistoryUnavailable: Scenario = {
  name: 'order-history-unavailable',
  description:
    'Track Order cannot load: GET /order-history/ answers 503 "Order history is unavailable right now." and GET /coins-history answers 503 "Coin history is unavailable right now."; everything else works.',
  overrides: {
    getOrderHistory: unavailable('Order history is unavailable right now.'),
    getCoinsHistory: unavailable('Coin history is unavailable right now.'),
  },
};
