import type { CoinHistoryEntry } from '../../../../contracts';
import { toPaise } from '../../lib/money';

export type CoinHistorySort = 'date' | 'amount';
export type CoinHistoryFilter = 'all' | 'redeemed' | 'pending';

/** How the shopper looks at the coin history: the three combine. */
export interface CoinHistoryViewOptions {
  sort: CoinHistorySort;
  filter: CoinHistoryFilter;
  /** Part of a coupon code, in any case; blank shows every entry. */
  search: string;
}

export const defaultCoinHistoryView: CoinHistoryViewOptions = { sort: 'date', filter: 'all', search: '' };

const keepsEntry: Record<CoinHistoryFilter, (entry: CoinHistoryEntry) => boolean> = {
  all: () => true,
  redeemed: (entry) => entry.is_redeemed,
  pending: (entry) => !entry.is_redeemed,
};

// Amounts compare as integer paise, the storefront's one rule for money (lib/money.ts).
const sortKey: Record<CoinHistorySort, (entry: CoinHistoryEntry) => number> = {
  date: (entry) => Date.parse(entry.created_at),
  amount: (entry) => toPaise(entry.amount),
};

/**
 * The entries the Coin History panel lists: those the filter and the search keep, newest first or highest amount
 * first. Entries that tie keep the provider's order (Array.prototype.sort is stable), so the list never shuffles.
 */
export function coinHistoryView(
  entries: readonly CoinHistoryEntry[],
  { sort, filter, search }: CoinHistoryViewOptions,
): CoinHistoryEntry[] {
  const needle = search.trim().toLowerCase();
  const key = sortKey[sort];
  return entries
    .filter((entry) => keepsEntry[filter](entry) && entry.coupon_code.toLowerCase().includes(needle))
    .map((entry) => ({ entry, key: key(entry) }))
    .sort((left, right) => right.key - left.key)
    .map(({ entry }) => entry);
}
