import type { PaymentLinks } from '../../../../contracts';
import { isHttpUrl } from '../../lib/runtime-config';

/** The four UPI methods in the spec's order, with the names the tiles show. */
export const paymentMethods = [
  { key: 'phonePe', name: 'PhonePe' },
  { key: 'paytm', name: 'Paytm' },
  { key: 'gpay', name: 'G Pay' },
  { key: 'other', name: 'Other' },
] as const satisfies readonly { key: keyof PaymentLinks; name: string }[];

export type PaymentMethod = (typeof paymentMethods)[number];

/** A method's link, only when it is an http(s) URL: a link from the server is never followed otherwise. */
export function payLinkOf(links: PaymentLinks, method: PaymentMethod): string | null {
  const link = links[method.key];
  return isHttpUrl(link) ? link : null;
}

export function hasPayLink(links: PaymentLinks): boolean {
  return paymentMethods.some((method) => payLinkOf(links, method) !== null);
}
