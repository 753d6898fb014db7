import { object, string } from 'yup';
import type { Product } from '../../../../contracts';
import { quantityMinimumSchema, rupeeAmountSchema, typedPaise } from '../../lib/form-schemas';
import { formatInr } from '../../lib/money';
import { firstBand, isAllowedAmount } from '../../lib/product-amounts';

/** The line under the amount: the first denomination's band, which bounds what may be typed. */
export const bandHint = (product: Pick<Product, 'denominations'>): string | undefined => {
  const band = firstBand(product);
  return band === null ? undefined : `From ${formatInr(band.minPaise)} to ${formatInr(band.maxPaise)}`;
};

/**
 * The purchase form's rules. The amount is red while it is no amount the provider accepts for this product (inside
 * the first band, or another band's fixed amount), its line under it then naming the band; without denominations
 * there is nothing to check. The quantity is whole units from 1; the delivery choice is not used further (spec).
 */
export function purchaseSchema(product: Pick<Product, 'denominations'>) {
  const hint = bandHint(product);
  const amount =
    hint === undefined
      ? string()
      : rupeeAmountSchema(hint)
          .required(hint)
          .test('allowed-amount', hint, (text) => isAllowedAmount(product, typedPaise(text)));
  return object({ amount, quantity: quantityMinimumSchema });
}
