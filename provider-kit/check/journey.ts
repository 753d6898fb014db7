import type { CartItem, CartListResponse, Order, PlaceOrderResponse, ProductsResponse } from '../../contracts';
import { buildRequest, type HttpRequest } from '../../contracts/runtime/request-builder';
import type { OperationId } from '../../contracts';
import type { CallCheck } from '../verdict';
import { addCheck, checkCall, type CheckContext } from './call-check';

const toPaise = (rupees: string | number): number => Math.round(Number(rupees) * 100);
const toRupees = (paise: number): number => paise / 100;

/** How many catalogue pages the journey looks through for a product the cart does not hold yet. */
const maxPages = 5;

function lineIdOf(body: unknown): number | undefined {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 ? id : undefined;
}

interface Step {
  operationId: OperationId;
  name: string;
  request: HttpRequest;
  expect: number;
}

/**
 * The shopper's journey on a test account: add a line, change it, place an order, poll its status, find it in the
 * history, and remove the line again. Every step is a row held to its contract; a step whose answer cannot be used
 * ends the journey, and the line it added is removed whatever happened.
 */
export async function runJourney(context: CheckContext, token: string): Promise<CallCheck[]> {
  const rows: CallCheck[] = [];
  const auth = { baseUrl: context.baseUrl, token };
  /** The last body answered with the expected status, conforming or not: the line to remove may come in one that breaks its contract. */
  let lastExpectedBody: unknown;
  /** The step's body when it answered as expected and conforms; undefined ends the journey. */
  const step = async <T>({ operationId, name, request, expect }: Step): Promise<T | undefined> => {
    const { row, answer } = await checkCall(context, {
      suite: 'journey',
      operationId,
      name,
      request,
      expect: [expect],
    });
    rows.push(row);
    lastExpectedBody = answer?.status === expect ? answer.body : undefined;
    return answer !== undefined && answer.status === expect && row.violations.length === 0
      ? (answer.body as T)
      : undefined;
  };
  /** Holds the last step's answer to what the journey expects of it beyond its contract. */
  const expectOfLast = (ok: boolean, message: string): void => {
    const row = rows.at(-1);
    if (row !== undefined) addCheck(row, ok ? [] : [{ check: 'journey', message }]);
  };

  const before = await step<CartListResponse>({
    operationId: 'getCart',
    name: 'the cart before the journey',
    request: buildRequest('getCart', {}, auth),
    expect: 200,
  });
  if (before === undefined) return rows;
  const held = new Set(before.map((line) => line.product_id));
  let product: ProductsResponse['results'][number] | undefined;
  for (let page = 1; page <= maxPages && product === undefined; page += 1) {
    const list = await step<ProductsResponse>({
      operationId: 'listProducts',
      name: `a product to buy, page ${page}`,
      request: buildRequest('listProducts', { query: { page, perPage: 20 } }, auth),
      expect: 200,
    });
    if (list === undefined) return rows;
    product = list.results.find((item) => item.is_available && item.denominations.length > 0 && !held.has(item.id));
    if (list.next === null) break;
  }
  if (product === undefined) {
    expectOfLast(false, 'no available product outside the cart to add');
    return rows;
  }
  const denomination = toRupees(toPaise(product.denominations[0]?.min ?? 0));
  const added = await step<CartItem>({
    operationId: 'addCartItem',
    name: `add product ${product.id}`,
    request: buildRequest(
      'addCartItem',
      {
        json: {
          cart_items: [
            { product_id: product.id, quantity: 1, to_pay: denomination, selectedDenomination: denomination },
          ],
        },
      },
      auth,
    ),
    expect: 201,
  });
  const addedId = added?.id ?? lineIdOf(lastExpectedBody);
  if (addedId === undefined) return rows;
  try {
    if (added !== undefined) await shop({ step, expectOfLast }, auth, added, denomination, context.origin);
  } finally {
    await step<undefined>({
      operationId: 'removeCartItem',
      name: 'remove the line it added',
      request: buildRequest('removeCartItem', { json: { id: addedId } }, auth),
      expect: 204,
    });
    const after = await step<CartListResponse>({
      operationId: 'getCart',
      name: 'the cart after the journey',
      request: buildRequest('getCart', {}, auth),
      expect: 200,
    });
    if (after !== undefined) {
      const same =
        JSON.stringify(after.map((line) => [line.id, line.quantity])) ===
        JSON.stringify(before.map((line) => [line.id, line.quantity]));
      expectOfLast(same, 'the cart is not as it was before the journey');
    }
  }
  return rows;
}

interface Steps {
  step: <T>(step: Step) => Promise<T | undefined>;
  expectOfLast: (ok: boolean, message: string) => void;
}

async function shop(
  { step, expectOfLast }: Steps,
  auth: { baseUrl: string; token: string },
  added: CartItem,
  denomination: number,
  origin: string,
): Promise<void> {
  const updated = await step<CartItem>({
    operationId: 'updateCartItem',
    name: 'quantity 2',
    request: buildRequest(
      'updateCartItem',
      {
        json: {
          id: added.id,
          quantity: 2,
          to_pay: toRupees(toPaise(denomination) * 2),
          selectedDenomination: denomination,
        },
      },
      auth,
    ),
    expect: 200,
  });
  if (updated === undefined) return;
  const cart = await step<CartListResponse>({
    operationId: 'getCart',
    name: 'the cart with the line',
    request: buildRequest('getCart', {}, auth),
    expect: 200,
  });
  if (cart === undefined) return;
  const line = cart.find((item) => item.id === added.id);
  expectOfLast(line?.quantity === 2, `the cart does not hold line ${added.id} with quantity 2`);
  if (line?.quantity !== 2) return;
  const total = cart.reduce((sum, item) => sum + toPaise(item.to_pay), 0);
  const order = await step<PlaceOrderResponse>({
    operationId: 'placeOrder',
    name: 'the whole cart, no coins',
    request: buildRequest(
      'placeOrder',
      {
        json: {
          amount: toRupees(total),
          coins_used: 0,
          order_number: `ORD${Date.now()}`,
          redirect_url: `${origin}/payment-success`,
          notify_url: `${origin}/payment-notification`,
        },
      },
      auth,
    ),
    expect: 201,
  });
  if (order === undefined) return;
  const order_id = order.orderId;
  await step({
    operationId: 'getPlaceOrderStatus',
    name: 'the new order',
    request: buildRequest('getPlaceOrderStatus', { query: { order_id, decoded_status: false } }, auth),
    expect: 200,
  });
  await step({
    operationId: 'getOrderStatus',
    name: 'the new order',
    request: buildRequest('getOrderStatus', { query: { order_id, decode_status: false } }, auth),
    expect: 200,
  });
  const history = await step<Order[]>({
    operationId: 'getOrderHistory',
    name: 'with the new order',
    request: buildRequest('getOrderHistory', {}, auth),
    expect: 200,
  });
  if (history !== undefined)
    expectOfLast(
      history.some((entry) => entry.id === order_id),
      `the history does not list order ${order_id}`,
    );
}
