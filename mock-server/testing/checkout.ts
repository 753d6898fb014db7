import type { CartItem, CoinHistoryEntry, PlaceOrderRequest } from '../../contracts';
import { call, testOrigin, type ApiResponse } from './harness';

/** Seed product 1 is available with a first band of 100.00-10000.00. */
export const bandProductId = 1;

export const storefrontReturn = 'http://localhost:5173/payment';

/** Adds one cart line of product 1 (by default) at `unit` rupees. */
export function addLine(token: string, unit: number, quantity = 1, productId = bandProductId): Promise<ApiResponse> {
  return call('POST', '/cart/', {
    token,
    body: {
      cart_items: [
        {
          product_id: productId,
          quantity,
          to_pay: Math.round(unit * quantity * 100) / 100,
          selectedDenomination: unit,
        },
      ],
    },
  });
}

let orderNumberSequence = 0;

/** A fresh client reference in the contract's format ('ORD' plus a millisecond timestamp). */
export function nextOrderNumber(): string {
  orderNumberSequence += 1;
  return `ORD${1_795_334_460_000 + orderNumberSequence}`;
}

export function placeOrder(token: string, order: Partial<PlaceOrderRequest> = {}): Promise<ApiResponse> {
  return call('POST', '/place-order/', {
    token,
    body: {
      amount: 0,
      coins_used: 0,
      order_number: nextOrderNumber(),
      redirect_url: storefrontReturn,
      notify_url: 'http://localhost:5173/payment-notification',
      ...order,
    },
  });
}

/** Adds one line and orders the whole cart, paying `coinsUsed` in coins; answers the new order's id. */
export async function orderOf(token: string, unit: number, coinsUsed = 0): Promise<string> {
  expectStatus(await addLine(token, unit), 201);
  const lines = (await call('GET', '/cart/', { token })).body as CartItem[];
  const totalPaise = lines.reduce((sum, line) => sum + Math.round(Number(line.to_pay) * 100), 0);
  const amount = (totalPaise - Math.round(coinsUsed * 100)) / 100;
  const placed = await placeOrder(token, { amount, coins_used: coinsUsed });
  expectStatus(placed, 201);
  return (placed.body as { orderId: string }).orderId;
}

function expectStatus(response: ApiResponse, status: number): void {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
}

/** Presses Approve or Decline on the payment page, without following the redirect. */
export async function decide(orderId: string, decision: string, method = 'phonePe'): Promise<Response> {
  return fetch(new URL(`/__mock/pay/${orderId}/${decision}`, testOrigin), {
    method: 'POST',
    body: new URLSearchParams({ method }),
    redirect: 'manual',
  });
}

export async function coinBalance(token: string): Promise<number> {
  return ((await call('GET', '/user-data/', { token })).body as { coins: number }).coins;
}

export async function coinEntries(token: string): Promise<CoinHistoryEntry[]> {
  return ((await call('GET', '/coins-history', { token })).body as { coins: CoinHistoryEntry[] }).coins;
}

export async function orderStatus(token: string, orderId: string): Promise<ApiResponse> {
  return call('GET', '/place-order/', { token, query: { order_id: orderId, decoded_status: 'false' } });
}
