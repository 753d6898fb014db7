import { object, string } from 'yup';
import type { Product } from '../../../contracts';
import { quantityMinimumSchema, typedPaise } from '../lib/form-schemas';
import { formatInr, priceFilterMax, toPaise, type PriceRange } from '../lib/money';

/** The amounts a card offers, in integer paise. */
export interface CardAmounts {
  /** The first denomination's band: the only one that bounds a typed amount; null when the product has none. */
  band: { min: number; max: number } | null;
  /** Each denomination's min: the fixed amounts the dropdown lists. */
  choices: number[];
}

/** What the card's form holds: the amount and the quantity as typed (or chosen). */
export interface CardValues {
  amount: string;
  quantity: string;
}

export function cardAmountsOf(product: Pick<Product, 'denominations'>): CardAmounts {
  const [first] = product.denominations;
  return {
    band: first === undefined ? null : { min: toPaise(first.min), max: toPaise(first.max) },
    choices: product.denominations.map((denomination) => toPaise(denomination.min)),
  };
}

/**
 * The card's rules, in the spec's order. Amounts outside the first band are still valid when they are one of the
 * listed fixed amounts (the contract's Denomination rule); anything that is no amount (an empty box included) is
 * below the minimum. The filter's price range applies once either end is set; the message names an open end as the
 * filter's own bound (₹0.00 or the contract's ₹1,00,00,000.00).
 */
export function cardSchema({ band, choices }: CardAmounts, priceRange: PriceRange) {
  const listed = (text: string | undefined) => choices.includes(typedPaise(text));
  let amount = string();
  if (band !== null) {
    amount = amount
      .test(
        'band-min',
        `Value is less than the minimum allowed amount of ${formatInr(band.min)}`,
        (text) => listed(text) || typedPaise(text) >= band.min,
      )
      .test(
        'band-max',
        `Exceeds the maximum allowed amount of ${formatInr(band.max)}`,
        (text) => listed(text) || !(typedPaise(text) > band.max),
      );
  }
  if (priceRange.min !== null || priceRange.max !== null) {
    const min = priceRange.min ?? 0;
    const max = priceRange.max ?? priceFilterMax;
    amount = amount.test(
      'price-range',
      `Value must be between global price range ${formatInr(min)} and ${formatInr(max)}`,
      (text) => typedPaise(text) >= min && typedPaise(text) <= max,
    );
  }
  return object({ amount, quantity: quantityMinimumSchema });
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
