import type { Product } from '../../../contracts';
import { formatInr, priceFilterMax, toPaise, type PriceRange } from '../lib/money';

/** The amounts a card offers, in integer paise. */
export interface CardAmounts {
  /** The first denomination's band: the only one that bounds a typed amount; null when the product has none. */
  band: { min: number; max: number } | null;
  /** Each denomination's min: the fixed amounts the dropdown lists. */
  choices: number[];
}

export function cardAmountsOf(product: Pick<Product, 'denominations'>): CardAmounts {
  const [first] = product.denominations;
  return {
    band: first === undefined ? null : { min: toPaise(first.min), max: toPaise(first.max) },
    choices: product.denominations.map((denomination) => toPaise(denomination.min)),
  };
}

/**
 * The card's validation message for an amount in paise, or null when it may be bought. Amounts outside the first
 * band are still valid when they are one of the listed fixed amounts (the contract's Denomination rule). The filter's
 * price range applies once either end is set; the message names an open end as the filter's own bound (₹0.00 or the
 * contract's ₹1,00,00,000.00).
 */
export function cardAmountError({ band, choices }: CardAmounts, amount: number, priceRange: PriceRange): string | null {
  if (band !== null && !choices.includes(amount)) {
    if (!(amount >= band.min)) return `Value is less than the minimum allowed amount of ${formatInr(band.min)}`;
    if (amount > band.max) return `Exceeds the maximum allowed amount of ${formatInr(band.max)}`;
  }
  if (priceRange.min === null && priceRange.max === null) return null;
  const min = priceRange.min ?? 0;
  const max = priceRange.max ?? priceFilterMax;
  return amount >= min && amount <= max
    ? null
    : `Value must be between global price range ${formatInr(min)} and ${formatInr(max)}`;
}

/** A typed quantity: a whole number of at least 1, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}

/**
 * The amount a card starts at: the first denomination's min (0 without denominations), moved into the filter's price
 * range when the product allows an amount there, so a filtered list does not open full of validation messages.
 */
export function defaultAmount({ band, choices }: CardAmounts, { min, max }: PriceRange): number {
  const inRange = (amount: number) => (min === null || amount >= min) && (max === null || amount <= max);
  const fallback = choices[0] ?? 0;
  if (band === null || inRange(fallback)) return fallback;
  if (choices.length > 1) return choices.find(inRange) ?? fallback;
  const low = Math.max(band.min, min ?? band.min);
  return low <= Math.min(band.max, max ?? band.max) ? low : fallback;
}
