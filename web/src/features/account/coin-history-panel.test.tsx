import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CoinHistoryEntry, User } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import { StoreModuleGate } from '../../lib/store-module-gate';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { accountStoreModule } from './account-store-module';
import { CoinHistoryPanel } from './coin-history-panel';
import { couponRedeemed } from './load-coins-slice';

const entry = (
  id: number,
  coupon_code: string,
  amount: string,
  is_redeemed: boolean,
  created_at: string,
): CoinHistoryEntry => ({ id, coupon_code, amount, is_redeemed, created_at, user: { username: 'Asha Shopper' } });

const shopper: User = { username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000 };

// Newest first, as the provider lists them.
const history = [
  entry(4, 'ord_000002', '-150.05', false, '2026-11-22T09:00:00Z'),
  entry(3, 'REFUND-ord_000001', '100.50', true, '2026-11-22T08:45:00Z'),
  entry(2, 'ord_000001', '-100.50', true, '2026-11-22T08:41:00Z'),
  entry(1, 'LOAD-500-AAAA', '500.00', true, '2026-11-21T10:15:00Z'),
];

function renderPanel(getCoinsHistory: () => Promise<unknown>) {
  const api: FakeApi = (operationId) =>
    operationId === 'getCoinsHistory' ? getCoinsHistory() : new Promise(() => undefined);
  const view = renderRoutes({
    routes: {
      '/order-history': (
        <StoreModuleGate module={accountStoreModule}>
          <CoinHistoryPanel />
        </StoreModuleGate>
      ),
    },
    at: '/order-history',
    api,
    preloadedState: {
      session: { signedIn: true, user: shopper, status: 'succeeded', error: null },
    },
  });
  const codes = () =>
    within(screen.getByRole('list', { name: 'Coin history entries' }))
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
  const loads = () => view.request.mock.calls.filter(([operationId]) => operationId === 'getCoinsHistory').length;
  return { ...view, user: userEvent.setup(), codes, loads };
}

describe('the Coin History panel', () => {
  it('loads when it appears and lists each entry with its amount in Pts, its date and whether it is redeemed', async () => {
    const { loads } = renderPanel(() => Promise.resolve({ coins: history }));
    const region = await screen.findByRole('region', { name: 'Coin History' });
    expect(screen.getByRole('button', { name: 'Coin History' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Coin History' })).toBeInTheDocument();
    expect(loads()).toBe(1);

    const code = await within(region).findByRole('listitem', { name: 'LOAD-500-AAAA' });
    expect(code).toHaveTextContent('500 Pts');
    expect(code).toHaveTextContent('Redeemed');
    expect(within(code).getByText(/2026/).closest('time')).toHaveAttribute('dateTime', '2026-11-21T10:15:00Z');
    const pending = within(region).getByRole('listitem', { name: 'ord_000002' });
    expect(pending).toHaveTextContent('-150.05 Pts');
    expect(pending).toHaveTextContent('Pending');
    expect(within(region).getByRole('listitem', { name: 'REFUND-ord_000001' })).toHaveTextContent('100.50 Pts');
    expect(within(region).getByRole('status')).toHaveTextContent('Showing 4 of 4');
  });

  it('sorts by the highest amount, and back to the newest first', async () => {
    const { user, codes } = renderPanel(() => Promise.resolve({ coins: history }));
    await screen.findByRole('list', { name: 'Coin history entries' });
    expect(codes()).toEqual(['ord_000002', 'REFUND-ord_000001', 'ord_000001', 'LOAD-500-AAAA']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Highest amount');
    expect(codes()).toEqual(['LOAD-500-AAAA', 'REFUND-ord_000001', 'ord_000001', 'ord_000002']);
    await user.selectOptions(sort, 'Newest first');
    expect(codes()).toEqual(['ord_000002', 'REFUND-ord_000001', 'ord_000001', 'LOAD-500-AAAA']);
  });

  it('filters redeemed or pending entries, one filter always chosen', async () => {
    const { user, codes } = renderPanel(() => Promise.resolve({ coins: history }));
    const redeemed = await screen.findByRole('button', { name: 'Redeemed' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(redeemed);
    expect(redeemed).toHaveAttribute('aria-pressed', 'true');
    expect(codes()).toEqual(['REFUND-ord_000001', 'ord_000001', 'LOAD-500-AAAA']);
    const pending = screen.getByRole('button', { name: 'Pending' });
    await user.click(pending);
    expect(codes()).toEqual(['ord_000002']);
    await user.click(pending);
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    expect(codes()).toEqual(['ord_000002']);
  });

  it('searches the coupon codes in any case', async () => {
    const { user, codes } = renderPanel(() => Promise.resolve({ coins: history }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search by coupon code' }), 'load');
    expect(codes()).toEqual(['LOAD-500-AAAA']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 4');
  });

  it('combines the sort, the filter and the search', async () => {
    const { user, codes } = renderPanel(() => Promise.resolve({ coins: history }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Highest amount');
    await user.click(screen.getByRole('button', { name: 'Redeemed' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by coupon code' }), 'ORD');
    expect(codes()).toEqual(['REFUND-ord_000001', 'ord_000001']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 4');
  });

  it("says 'No entries match your search.' when the filters keep nothing", async () => {
    const { user } = renderPanel(() => Promise.resolve({ coins: history }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search by coupon code' }), 'gift');
    expect(screen.getByText('No entries match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Coin history entries' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 4');
  });

  it("says 'No coin history yet.' and where coins come from when there are none", async () => {
    renderPanel(() => Promise.resolve({ coins: [] }));
    expect(await screen.findByText('No coin history yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Load coins with a voucher code' })).toHaveAttribute(
      'href',
      '/redeem-voucher',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it("shows the loading text, then 'Failed to fetch coins history' with Try again, which loads again", async () => {
    const answers = [
      () => Promise.reject(new ApiError(500, { detail: 'The provider failed.' })),
      () => Promise.resolve({ coins: history }),
    ];
    const { user, loads, store } = renderPanel(() => answers.shift()?.() ?? new Promise(() => undefined));
    expect(screen.getByText('Loading your coin history...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch coins history')).toBeInTheDocument();
    expect(store.getState().feedback.toasts).toMatchObject([{ message: 'Failed to fetch profile data.' }]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Coin history entries' });
    expect(loads()).toBe(2);
  });

  it('keeps the entries in view while it loads again after a redemption, then shows the new ones', async () => {
    let answerReload: (body: unknown) => void = () => undefined;
    const answers = [
      () => Promise.resolve({ coins: history.slice(1) }),
      () => new Promise((resolve) => (answerReload = resolve)),
    ];
    const { store, codes } = renderPanel(() => answers.shift()?.() ?? new Promise(() => undefined));
    await screen.findByRole('list', { name: 'Coin history entries' });
    act(() => {
      store.dispatch(
        couponRedeemed({
          status: 'success',
          message: '500 coins added.',
          data: { coins_added: 500, previous_balance: 0 },
        }),
      );
    });
    expect(codes()).toEqual(['REFUND-ord_000001', 'ord_000001', 'LOAD-500-AAAA']);
    answerReload({ coins: history });
    await waitFor(() => expect(codes()).toHaveLength(4));
  });

  it('collapses and opens again without losing the view', async () => {
    const { user, codes, loads } = renderPanel(() => Promise.resolve({ coins: history }));
    await user.click(await screen.findByRole('button', { name: 'Pending' }));
    const toggle = screen.getByRole('button', { name: 'Coin History' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(codes()).toEqual(['ord_000002']));
    expect(loads()).toBe(1);
  });
});
