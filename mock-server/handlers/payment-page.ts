import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PaymentLinks } from '../../contracts';
import type { OrderRecord } from '../db/records';
import { rowByKey } from '../db/rows';
import { declineOrder, expireOverdueOrders, orderState, payOrder } from '../domain/order-lifecycle';
import { toRupees } from '../domain/money';
import type { Simulator } from '../simulator';

/*
 * The simulator's stand-in for a UPI provider's hosted payment page: plain HTML with Approve and
 * Decline, reachable by link without a token (as a real payment page is), then back to the
 * order's redirect_url. Not a registry call, so it is a plain MSW handler.
 */

const methodNames = { phonePe: 'PhonePe', paytm: 'Paytm', gpay: 'Google Pay', other: 'Other UPI' } as const;
type PaymentMethod = keyof typeof methodNames;

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && Object.hasOwn(methodNames, value);

const pagePath = (orderId: string): string => `/__mock/pay/${encodeURIComponent(orderId)}`;

/** The payment page of an order on this simulator's origin, for one method or (without it) any. */
export function paymentPageUrl(origin: string, orderId: string, method?: PaymentMethod): string {
  const url = new URL(pagePath(orderId), origin);
  if (method !== undefined) url.searchParams.set('method', method);
  return url.href;
}

export function paymentLinks(origin: string, orderId: string): PaymentLinks {
  return {
    phonePe: paymentPageUrl(origin, orderId, 'phonePe'),
    paytm: paymentPageUrl(origin, orderId, 'paytm'),
    gpay: paymentPageUrl(origin, orderId, 'gpay'),
    other: paymentPageUrl(origin, orderId, 'other'),
  };
}

/** Markup whose interpolated values were escaped, so no dynamic text can ever become markup. */
class Markup {
  constructor(readonly text: string) {}
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function html(strings: TemplateStringsArray, ...values: readonly (string | Markup)[]): Markup {
  return new Markup(
    strings.reduce((out, literal, index) => {
      const value = values[index - 1];
      return out + (value instanceof Markup ? value.text : escapeHtml(value ?? '')) + literal;
    }),
  );
}

const styles = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.actions { display: flex; gap: 1rem; }
button { font: inherit; padding: 0.75rem 1.5rem; border: 0; border-radius: 0.5rem; cursor: pointer; }
.approve { background: #1b7f3b; color: #fff; }
.decline { background: #b3261e; color: #fff; }
button:focus-visible, a:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }`;

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

function page(status: number, title: string, content: Markup): Response {
  const document = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Provider simulator</title>
        <style>
          ${new Markup(styles)}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html> `;
  return new HttpResponse(document.text, { status, headers: pageHeaders });
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Where the shopper's browser returns: the order's redirect_url with ?orderid=<id>. */
function returnUrl(order: OrderRecord): string | null {
  if (order.redirectUrl === null) return null;
  const url = new URL(order.redirectUrl);
  url.searchParams.set('orderid', order.id);
  return url.href;
}

function returnLink(order: OrderRecord): Markup {
  const href = returnUrl(order);
  return href === null ? html`` : html`<p><a href="${href}">Return to the store</a></p>`;
}

function paymentForm(order: OrderRecord, method: PaymentMethod): Markup {
  const decision = (action: 'approve' | 'decline', label: string, description: string): Markup =>
    html`<form method="post" action="${pagePath(order.id)}/${action}" aria-label="${description}">
      <input type="hidden" name="method" value="${method}" />
      <button type="submit" class="${action}">${label}</button>
    </form>`;
  return html`<p>This page stands in for the UPI app. Approve or decline the payment to continue.</p>
    <dl>
      <dt>Order</dt>
      <dd>${order.id}</dd>
      <dt>Amount</dt>
      <dd>${rupees.format(toRupees(order.amountPaise))}</dd>
      <dt>Method</dt>
      <dd>${methodNames[method]}</dd>
    </dl>
    <div class="actions">
      ${decision('approve', 'Approve', 'Approve the payment')} ${decision('decline', 'Decline', 'Decline the payment')}
    </div>`;
}

/** The page of an order that no longer awaits payment; answered with `status` unless it expired (410). */
function settledPage(order: OrderRecord, status: number): Response {
  const state = orderState(order);
  if (state === 'expired') {
    return page(
      410,
      'Payment window closed',
      html`<p>The payment window of order ${order.id} has closed. Any coins it used were refunded.</p>
        ${returnLink(order)}`,
    );
  }
  const paid = state === 'success';
  return page(
    status,
    paid ? 'Order already paid' : 'Payment declined',
    html`<p>Order ${order.id} ${paid ? 'has been paid' : 'was declined'}.</p>
      ${returnLink(order)}`,
  );
}

const notFoundPage = (orderId: string): Response =>
  page(404, 'Order not found', html`<p>There is no order ${orderId}.</p>`);

/** The method a form names; anything else is the generic UPI method. */
async function submittedMethod(request: Request): Promise<PaymentMethod> {
  try {
    const method = (await request.formData()).get('method');
    return isPaymentMethod(method) ? method : 'other';
  } catch {
    return 'other';
  }
}

export function paymentPageHandlers(simulator: Simulator): HttpHandler[] {
  const findOrder = (orderId: string): OrderRecord | null => {
    expireOverdueOrders(simulator);
    return rowByKey(simulator.db, 'order', orderId);
  };

  return [
    http.get('*/__mock/pay/:orderId', ({ request, params }) => {
      const orderId = String(params.orderId);
      const order = findOrder(orderId);
      if (order === null) return notFoundPage(orderId);
      if (orderState(order) !== 'PAYMENT_PENDING') return settledPage(order, 200);
      const method = new URL(request.url).searchParams.get('method');
      return page(200, 'Mock UPI payment', paymentForm(order, isPaymentMethod(method) ? method : 'other'));
    }),

    http.post('*/__mock/pay/:orderId/:decision', async ({ request, params }) => {
      const orderId = String(params.orderId);
      const decision = String(params.decision);
      const method = await submittedMethod(request);
      // From here on synchronous: the order's state cannot change between the check and the transition.
      const order = findOrder(orderId);
      if (order === null || (decision !== 'approve' && decision !== 'decline')) return notFoundPage(orderId);
      if (orderState(order) !== 'PAYMENT_PENDING') return settledPage(order, 409);

      const settled = decision === 'approve' ? payOrder(simulator, order) : declineOrder(simulator, order);
      const target = returnUrl(settled);
      if (target !== null) return new HttpResponse(null, { status: 303, headers: { location: target } });
      const approved = decision === 'approve';
      return page(
        200,
        approved ? 'Payment approved' : 'Payment declined',
        html`<p>Order ${settled.id} ${approved ? 'was paid' : 'was not paid'} with ${methodNames[method]}.</p>
          <p>You can close this tab.</p>`,
      );
    }),
  ];
}
