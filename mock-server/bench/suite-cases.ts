import { accessToken, signedUpAccount, signedUpAccounts, type BenchAccount } from './bench-accounts';
import { callProvider, expectAnswer } from './provider-calls';

/** What autocannon sends: a fixed request, or one it rebuilds before every call. */
export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest) => LoadRequest;
}

export type Budget = { maxP99Ms: number; minRatio: number } | { minRequestsPerSecond: number };

export interface SuiteCase {
  name: string;
  /** Why the memo cannot answer it, or what the call goes through: the table's note. */
  note: string;
  budget: Budget;
  /** Makes the state the case needs through the public API, on whichever server is measured, and says what to send. */
  prepare: (baseUrl: string) => Promise<LoadRequest>;
}

const maxP99Ms = 20;
const minRatio = 3;
/** Seed product 1 has a first band of ₹100 to ₹10,000. */
const productId = 1;
const unit = 500;
const loginAccounts = 50;
const historyOrders = 50;

/** A different value on every call, across connections. */
function counter(): () => number {
  let next = 0;
  return () => (next += 1);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function addLine(baseUrl: string, token: string): Promise<void> {
  const line = { product_id: productId, quantity: 1, to_pay: unit, selectedDenomination: unit };
  await expectAnswer([201], baseUrl, 'addCartItem', { json: { cart_items: [line] } }, token);
}

async function cartLineIds(baseUrl: string, token: string): Promise<number[]> {
  const lines = (await expectAnswer([200], baseUrl, 'getCart', {}, token)) as { id: number }[];
  return lines.map((line) => line.id);
}

/** A cart of exactly one line of product 1, whatever an earlier run left. */
async function oneLineCart(baseUrl: string, token: string): Promise<number> {
  for (const id of await cartLineIds(baseUrl, token)) {
    await expectAnswer([204], baseUrl, 'removeCartItem', { json: { id } }, token);
  }
  await addLine(baseUrl, token);
  // A stateless server (Prism) answers an example cart; any id serves it.
  return (await cartLineIds(baseUrl, token))[0] ?? 1;
}

async function orderHistoryOf(baseUrl: string, token: string, orders: number): Promise<void> {
  const history = await callProvider(baseUrl, 'getOrderHistory', {}, token);
  const placed = Array.isArray(history.body) ? history.body.length : 0;
  for (let order = placed; order < orders; order += 1) {
    await oneLineCart(baseUrl, token);
    const json = {
      amount: unit,
      coins_used: 0,
      order_number: `ORD${Date.now()}${String(order).padStart(3, '0')}`,
      redirect_url: 'http://127.0.0.1:5173/payment',
      notify_url: 'http://127.0.0.1:5173/payment-notification',
    };
    await expectAnswer([201], baseUrl, 'placeOrder', { json }, token);
  }
}

/** Every product name the server lists, 100 a page. */
async function productNames(baseUrl: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page <= 200; page += 1) {
    const { status, body } = await callProvider(baseUrl, 'listProducts', { query: { page, perPage: 100 } });
    if (status !== 200) break;
    const { results, next } = body as { results: { name: string }[]; next: string | null };
    names.push(...results.map((product) => product.name));
    if (next === null) break;
  }
  return names;
}

export const suiteCases: readonly SuiteCase[] = [
  {
    name: 'GET /search/',
    note: 'a new query each call, half of them part of a product name, half matching none',
    budget: { maxP99Ms, minRatio },
    prepare: async (baseUrl) => {
      const names = await productNames(baseUrl);
      const next = counter();
      const query = () => {
        const call = next();
        // Name fragments of 4 to 7 letters from a new name each call: tens of thousands before one repeats.
        const name = names[call % names.length] ?? 'gift';
        const fragment = name.slice(call % 3, (call % 3) + 4 + (Math.floor(call / names.length) % 4));
        return call % 2 === 0 ? fragment : `gift${call}`;
      };
      const path = () => `/search/?q=${encodeURIComponent(query())}`;
      return { method: 'GET', path: path(), setupRequest: (request) => ({ ...request, path: path() }) };
    },
  },
  {
    name: 'GET /products/',
    note: 'a new price_max each call, so the memo never answers',
    budget: { maxP99Ms, minRatio },
    prepare: async () => {
      const next = counter();
      const path = () => `/products/?page=2&perPage=8&price_min=100&price_max=${((500_000 + next()) / 100).toFixed(2)}`;
      return { method: 'GET', path: path(), setupRequest: (request) => ({ ...request, path: path() }) };
    },
  },
  {
    name: 'GET /cart/',
    note: 'signed in, one line',
    budget: { maxP99Ms, minRatio },
    prepare: async (baseUrl) => {
      const token = await accessToken(baseUrl, await signedUpAccount(baseUrl, 1));
      await oneLineCart(baseUrl, token);
      return { method: 'GET', path: '/cart/', headers: bearer(token) };
    },
  },
  {
    name: 'GET /order-history/',
    note: `signed in, ${historyOrders} orders`,
    budget: { maxP99Ms, minRatio },
    prepare: async (baseUrl) => {
      const token = await accessToken(baseUrl, await signedUpAccount(baseUrl, 2));
      await orderHistoryOf(baseUrl, token, historyOrders);
      return { method: 'GET', path: '/order-history/', headers: bearer(token) };
    },
  },
  {
    name: 'PATCH /cart/',
    note: 'a write: the quantity of one line, 1 to 5 in turn',
    budget: { maxP99Ms, minRatio },
    prepare: async (baseUrl) => {
      const token = await accessToken(baseUrl, await signedUpAccount(baseUrl, 1));
      const id = await oneLineCart(baseUrl, token);
      const next = counter();
      const body = () => {
        const quantity = (next() % 5) + 1;
        return JSON.stringify({ id, quantity, to_pay: unit * quantity, selectedDenomination: unit });
      };
      const headers = { ...bearer(token), 'content-type': 'application/json' };
      return {
        method: 'PATCH',
        path: '/cart/',
        headers,
        body: body(),
        setupRequest: (request) => ({ ...request, body: body() }),
      };
    },
  },
  {
    name: 'POST /user/login/',
    note: `${loginAccounts} accounts in turn (one account meets its attempt limit at this load, by design)`,
    budget: { minRequestsPerSecond: 500 },
    prepare: async (baseUrl) => {
      const accounts = await signedUpAccounts(baseUrl, loginAccounts);
      const next = counter();
      const body = () => {
        const account: BenchAccount = accounts[next() % accounts.length] ?? { email: '', password: '' };
        return JSON.stringify({ username: account.email, password: account.password, grant_type: 'password' });
      };
      const headers = { 'content-type': 'application/json' };
      return {
        method: 'POST',
        path: '/user/login/',
        headers,
        body: body(),
        setupRequest: (request) => ({ ...request, body: body() }),
      };
    },
  },
];
