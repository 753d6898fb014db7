import type { Product } from '../../../contracts';
import { toPaise } from './money';

/** The amounts a shopper may type, in paise: only the first denomination bounds them (spec section 3). */
export interface AmountBand {
  minPaise: number;
  maxPaise: number;
}

/** The most units one cart line may hold (the cart contract). */
export const maxQuantity = 100;

export function firstBand(product: Pick<Product, 'denominations'>): AmountBand | null {
  const first = product.denominations[0];
  if (first === undefined) return null;
  const minPaise = toPaise(first.min);
  const maxPaise = toPaise(first.max);
  return Number.isNaN(minPaise) || Number.isNaN(maxPaise) ? null : { minPaise, maxPaise };
}

/**
 * Whether the provider accepts this amount: inside the first band, or exactly the fixed amount of another
 * band (the catalogue card offers those, so a shopper may arrive with one).
 */
export function isAllowedAmount(product: Pick<Product, 'denominations'>, paise: number): boolean {
  const band = firstBand(product);
  if (band === null || !Number.isInteger(paise)) return false;
  if (paise >= band.minPaise && paise <= band.maxPaise) return true;
  return product.denominations.slice(1).some((denomination) => toPaise(denomination.min) === paise);
}

export function clampToBand(paise: number, band: AmountBand): number {
  if (Number.isNaN(paise)) return band.minPaise;
  return Math.min(band.maxPaise, Math.max(band.minPaise, paise));
}

/** A quantity within what one line may hold: 1 to the contract's 100 whole units. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(maxQuantity, Math.max(1, Math.trunc(quantity)));
}

/** What the shopper typed in the quantity field, or null when it is not a whole number of units from 1. */
export function parseQuantityInput(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return quantity >= 1 ? clampQuantity(quantity) : null;
}

/** The amount to pay, in paise: integer arithmetic, so 149.50 × 3 is exactly 448.50. */
export function toPayPaise(amountPaise: number, quantity: number): number {
  return amountPaise * quantity;
}
