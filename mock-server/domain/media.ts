/*
 * The simulator's own media: the brand logo and one picture per product, served under /__mock/media/
 * (handlers/media.ts). The seed stores their paths, not URLs, because the simulator's origin is known
 * only per request (a random port in tests, the Host a browser used): every answer that carries a
 * picture resolves the stored path against the origin the request reached, as the payment links do.
 */

export const mediaRoot = '/__mock/media';

/** The brand logo's path on the simulator. */
export const logoPath = `${mediaRoot}/logo.svg`;

/** A product's picture's path on the simulator. */
export const productImagePath = (productId: number): string => `${mediaRoot}/products/${productId}.svg`;

/**
 * A stored picture reference as the contracts carry it: a path (the simulator's own media) becomes an
 * absolute URL on `origin`; an absolute URL (a test's or a scenario's own) is kept as it is.
 */
export function mediaUrl(origin: string, stored: string): string {
  if (!stored.startsWith('/')) return stored;
  // A plain path (letters, digits, - _ . ~ and slashes, no dot segment) is already what URL would make of it; parsing
  // one per picture was a tenth of an order history's cost.
  return plainPath.test(stored) && !stored.includes('/.') ? `${origin}${stored}` : new URL(stored, origin).href;
}

const plainPath = /^\/(?!\/)[\w\-.~/]*$/;

/** Anything carrying an image_url (a product, an order line's product), with that URL made absolute on `origin`. */
export function withMediaUrl<T extends { image_url: string | null }>(item: T, origin: string): T {
  const { image_url: stored } = item;
  if (stored === null || !stored.startsWith('/')) return item;
  return { ...item, image_url: mediaUrl(origin, stored) };
}
