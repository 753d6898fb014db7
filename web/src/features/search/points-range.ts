import type { Product } from '../../../../contracts';

/** The first denomination's bounds as the dropdown shows them, e.g. '100-10000 Points'; null without one. */
export function pointsRange(product: Pick<Product, 'denominations'>): string | null {
  const first = product.denominations[0];
  return first === undefined ? null : `${Number(first.min)}-${Number(first.max)} Points`;
}
