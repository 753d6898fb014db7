import type { Locator } from '@playwright/test';

/** What both payment pages draw, /payment and /verify-details alike (the spec's 'Same layout'). */
export interface PaymentLayout {
  timer: Locator;
  details: Locator;
  terms: Locator;
  methods: Locator;
  backToCart: Locator;
}

/** The order the spec lists /payment's parts in, which /verify-details shares (part 2, 'Payment page'). */
export const paymentLayout = ['timer', 'details', 'terms', 'methods', 'pay', 'backToCart'];

/**
 * The names of a payment page's parts in the order its document holds them: the order a screen reader and the Tab key
 * meet them, and in the pages' single column the order they are drawn.
 */
export async function paymentLayoutOrder(payment: PaymentLayout, pay: Locator): Promise<string[]> {
  const { timer, details, terms, methods, backToCart } = payment;
  const entries = Object.entries({ timer, details, terms, methods, pay, backToCart });
  const elements = await Promise.all(entries.map(([, locator]) => locator.elementHandle()));
  const order = await pay.page().evaluate(
    (nodes) =>
      nodes
        .map((_, index) => index)
        .sort((a, b) => {
          const [one, other] = [nodes[a], nodes[b]];
          const follows = one !== undefined && other !== undefined && one.compareDocumentPosition(other);
          return follows !== false && follows & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
        }),
    elements,
  );
  return order.map((index) => entries[index]?.[0] ?? '');
}
