const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const wholeCoins = new Intl.NumberFormat('en-IN');
const coinsWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A range of amounts in integer paise, as the catalogue's filter sets it; null leaves that side open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** The highest price_min and price_max the contract admits, in paise (products-query.schema.json; tests hold them equal). */
export const priceFilterMax = 1_000_000_000;

/** Rupees (a JSON number or a MoneyString from the wire) to integer paise; NaN when it is not a number. */
export function toPaise(rupees: number | string): number {
  const value = typeof rupees === 'number' ? rupees : Number(rupees);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** Integer paise as the shopper reads them: ₹1,500.50. */
export function formatInr(paise: number): string {
  return inr.format(paise / 100);
}

/** Coins (one per rupee) from integer paise, grouped the Indian way: 5,000 or 150.50. */
export function formatCoins(paise: number): string {
  return (paise % 100 === 0 ? wholeCoins : coinsWithPaise).format(paise / 100);
}

/** A coin balance as the spec shows it, the number followed by 'Points', written like every other balance. */
export function formatPoints(coins: number): string {
  return `${formatCoins(toPaise(coins))} Points`;
}

/** Integer paise with exactly two decimals and no symbol, e.g. "1500.50" (the 'To Pay' field). */
export function twoDecimals(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A typed amount in rupees as integer paise; NaN when it is not a non-negative amount with at most two decimals. */
export function parseRupeeInput(text: string): number {
  const trimmed = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? toPaise(trimmed) : Number.NaN;
}
