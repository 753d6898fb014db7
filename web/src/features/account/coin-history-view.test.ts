import { describe, expect, it } from 'vitest';
import type { CoinHistoryEntry } from '../../../../contracts';
import { coinHistoryView, defaultCoinHistoryView, type CoinHistoryViewOptions } from './coin-history-view';

let nextId = 1;
function entry(coupon_code: string, amount: string, is_redeemed: boolean, created_at: string): CoinHistoryEntry {
  return { id: nextId++, coupon_code, amount, is_redeemed, created_at, user: { username: 'Asha Shopper' } };
}

// As the provider lists them: newest first.
const refund = entry('REFUND-ord_000001', '150.05', true, '2026-11-22T09:00:00Z');
const pendingOrder = entry('ord_000002', '-150.1', false, '2026-11-22T08:45:00Z');
const paidOrder = entry('ord_000001', '-150.05', true, '2026-11-22T08:41:00Z');
const load500 = entry('LOAD-500-AAAA', '500.00', true, '2026-11-21T10:15:00Z');
const load250 = entry('LOAD-250-CCCC', '250', true, '2026-11-20T10:15:00+05:30');
const entries = [refund, pendingOrder, paidOrder, load500, load250];

const view = (options: Partial<CoinHistoryViewOptions>, list: readonly CoinHistoryEntry[] = entries) =>
  coinHistoryView(list, { ...defaultCoinHistoryView, ...options }).map((kept) => kept.coupon_code);

describe('the coin history view', () => {
  it('lists every entry newest first by default', () => {
    expect(view({})).toEqual(['REFUND-ord_000001', 'ord_000002', 'ord_000001', 'LOAD-500-AAAA', 'LOAD-250-CCCC']);
  });

  it('sorts by the instant, whatever the offset it is written with', () => {
    const utc = entry('UTC', '1', true, '2026-11-20T05:00:00Z');
    const ist = entry('IST', '1', true, '2026-11-20T10:00:00+05:30');
    const later = entry('LATER', '1', true, '2026-11-20T10:00:00Z');
    expect(view({}, [ist, utc, later])).toEqual(['LATER', 'UTC', 'IST']);
  });

  it('sorts by amount, highest first, comparing the amounts exactly', () => {
    expect(view({ sort: 'amount' })).toEqual([
      'LOAD-500-AAAA',
      'LOAD-250-CCCC',
      'REFUND-ord_000001',
      'ord_000001',
      'ord_000002',
    ]);
    const cents = [entry('A', '0.29', true, refund.created_at), entry('B', '0.3', true, refund.created_at)];
    expect(view({ sort: 'amount' }, cents)).toEqual(['B', 'A']);
  });

  it('keeps the provider’s order for entries that tie, in either sort', () => {
    const first = entry('FIRST', '100', true, '2026-11-20T10:00:00Z');
    const second = entry('SECOND', '100.00', false, '2026-11-20T10:00:00Z');
    const third = entry('THIRD', '100.0', true, '2026-11-20T10:00:00Z');
    expect(view({ sort: 'date' }, [first, second, third])).toEqual(['FIRST', 'SECOND', 'THIRD']);
    expect(view({ sort: 'amount' }, [first, second, third])).toEqual(['FIRST', 'SECOND', 'THIRD']);
    expect(view({ sort: 'amount' }, [third, first, second])).toEqual(['THIRD', 'FIRST', 'SECOND']);
  });

  it('filters redeemed or pending entries', () => {
    expect(view({ filter: 'redeemed' })).toEqual(['REFUND-ord_000001', 'ord_000001', 'LOAD-500-AAAA', 'LOAD-250-CCCC']);
    expect(view({ filter: 'pending' })).toEqual(['ord_000002']);
    expect(view({ filter: 'all' })).toHaveLength(entries.length);
  });

  it('searches the coupon codes for the text in any case, ignoring the spaces around it', () => {
    expect(view({ search: 'load' })).toEqual(['LOAD-500-AAAA', 'LOAD-250-CCCC']);
    expect(view({ search: '  ORD_00000 ' })).toEqual(['REFUND-ord_000001', 'ord_000002', 'ord_000001']);
    expect(view({ search: 'Refund-ORD' })).toEqual(['REFUND-ord_000001']);
    expect(view({ search: '   ' })).toHaveLength(entries.length);
    expect(view({ search: 'nothing like it' })).toEqual([]);
  });

  it('combines the sort, the filter and the search', () => {
    expect(view({ sort: 'amount', filter: 'redeemed', search: 'ord' })).toEqual(['REFUND-ord_000001', 'ord_000001']);
    expect(view({ sort: 'date', filter: 'redeemed', search: 'ord' })).toEqual(['REFUND-ord_000001', 'ord_000001']);
    expect(view({ sort: 'amount', filter: 'redeemed', search: 'load' })).toEqual(['LOAD-500-AAAA', 'LOAD-250-CCCC']);
    expect(view({ sort: 'amount', filter: 'pending', search: 'ORD_' })).toEqual(['ord_000002']);
    expect(view({ sort: 'date', filter: 'pending', search: 'load' })).toEqual([]);
  });

  it('leaves the entries it is given as they were', () => {
    const given = [...entries];
    coinHistoryView(given, { sort: 'amount', filter: 'redeemed', search: 'o' });
    expect(given).toEqual(entries);
    expect(view({}, [])).toEqual([]);
  });
});
