import type { Product } from '../../../contracts';
import { validateProduct } from '../../../contracts/generated/validator-parts/product.js';
import { toPaise, toRupees } from './money';
import { firstBand, toPayPaise } from './product-amounts';

/** A product as the product page receives it: the contract's Product with the shopper's choice, in rupees. */
export interface SelectedProduct extends Product {
  selectedDenomination: number;
  quantity: number;
  to_pay: number;
}

/** The navigation state of /shopping-cart (and of /cart after Add to Cart). */
export interface ProductPageState {
  product: SelectedProduct;
}

/** The product with a chosen amount (rupees) and quantity; by default the first denomination's min, once. */
export function selectProduct(
  product: Product,
  selectedDenomination: number = toRupees(firstBand(product)?.minPaise ?? 0),
  quantity = 1,
): SelectedProduct {
  return {
    ...product,
    selectedDenomination,
    quantity,
    to_pay: toRupees(toPayPaise(toPaise(selectedDenomination), quantity)),
  };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The product a navigation carried, or null when the state is missing or not a selected product. */
export function readProductPageState(state: unknown): SelectedProduct | null {
  if (typeof state !== 'object' || state === null) return null;
  const product: unknown = (state as Record<string, unknown>).product;
  if (!validateProduct(product)) return null;
  const { selectedDenomination, quantity, to_pay: toPay } = product as Partial<SelectedProduct>;
  if (!isCount(selectedDenomination) || !isCount(quantity) || !isCount(toPay)) return null;
  return { ...product, selectedDenomination, quantity, to_pay: toPay };
}
