import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoadCoinResponse, User } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { couponRedeemRequested } from './load-coins-slice';
import { RedeemVoucherPage } from './redeem-voucher-page';

const shopper: User = { username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000 };

const redeemed: LoadCoinResponse = {
  status: 'success',
  message: '500 coins added to your balance.',
  data: { coins_added: 500, previous_balance: 5000, new_balance: 5500 },
};

function providerWith(loadCoins: () => Promise<unknown>): FakeApi {
  return (operationId) => {
    if (operationId === 'loadCoins') return loadCoins();
    if (operationId === 'getCoinsHistory') return Promise.resolve({ coins: [] });
    return new Promise(() => undefined);
  };
}

function renderLoadCoins(api: FakeApi) {
  const view = renderRoutes({
    routes: {
      '/redeem-voucher': <RedeemVoucherPage />,
      '/order-history': <p>Track Order</p>,
      '/': <p>Catalogue</p>,
    },
    at: '/redeem-voucher',
    api,
    preloadedState: { session: { signedIn: true, user: shopper, status: 'succeeded', error: null } },
  });
  const field = () => screen.getByRole('textbox', { name: 'Voucher code' });
  const redeemButton = () => screen.getByRole('button', { name: 'Redeem' });
  const loadCoinCalls = () => view.request.mock.calls.filter(([operationId]) => operationId === 'loadCoins');
  return { ...view, user: userEvent.setup(), field, redeemButton, loadCoinCalls };
}

describe('Load Coins', () => {
  it('sends an anonymous visitor to sign in, to come back here', async () => {
    const { router } = renderRoutes({
      routes: { '/redeem-voucher': <RedeemVoucherPage />, '/login': <p>Login</p> },
      at: '/redeem-voucher',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/redeem-voucher' });
  });

  it('explains the codes and links to the coin history and the catalogue', async () => {
    renderLoadCoins(providerWith(() => Promise.resolve(redeemed)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Load Coins' })).toBeInTheDocument();
    expect(screen.getByText('Codes look like LOAD-500-AAAA. Each code can be used once.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your coin history' })).toHaveAttribute('href', '/order-history');
    expect(screen.getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute('href', '/');
  });

  it('uppercases the code as it is typed, wherever the caret is', async () => {
    const { user, field } = renderLoadCoins(providerWith(() => Promise.resolve(redeemed)));
    await user.type(field(), 'load-500-aaaa');
    expect(field()).toHaveValue('LOAD-500-AAAA');
    await user.type(field(), 'x', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(field()).toHaveValue('LOADX-500-AAAA');
    expect(field()).toHaveProperty('selectionStart', 5);
  });

  it.each([
    ['a blank code', '   ', 'Please enter a voucher code'],
    ['a code with spaces inside', 'LOAD 500', 'A voucher code has 4 to 32 letters, digits and hyphens'],
    ['a code too short', 'AB', 'A voucher code has 4 to 32 letters, digits and hyphens'],
  ])('sends nothing for %s and says why', async (_, typed, message) => {
    const { user, field, redeemButton, loadCoinCalls } = renderLoadCoins(providerWith(() => Promise.resolve(redeemed)));
    await user.type(field(), typed);
    await user.click(redeemButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(message);
    expect(loadCoinCalls()).toHaveLength(0);
  });

  it('redeems the code trimmed, shows the message and the coins added, refreshes the balance and empties the field', async () => {
    let answer: (body: LoadCoinResponse) => void = () => undefined;
    const { user, field, store, request } = renderLoadCoins(
      providerWith(() => new Promise((resolve) => (answer = resolve))),
    );
    await user.type(field(), ' load-500-aaaa {Enter}');
    expect(request).toHaveBeenCalledWith('loadCoins', { json: { coupon_code: 'LOAD-500-AAAA' } });
    expect(screen.getByRole('button', { name: 'Redeeming...' })).toBeDisabled();

    answer(redeemed);
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('500 coins added to your balance.');
    expect(success).toHaveTextContent('Coins added: 500');
    expect(store.getState().session.user?.coins).toBe(5500);
    // The form empties in the effect after the message has rendered: a commit later, not necessarily by now.
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows coins added with paise as the storefront writes coins', async () => {
    const { user, field } = renderLoadCoins(
      providerWith(() =>
        Promise.resolve({ ...redeemed, data: { coins_added: 1250.5, previous_balance: 0 } } satisfies LoadCoinResponse),
      ),
    );
    await user.type(field(), 'LOAD-1250-EEEE{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Coins added: 1,250.50');
  });

  it("shows the response's message in a red box, or 'Failed to redeem coupon'", async () => {
    const answers = [
      () => Promise.reject(new ApiError(409, { message: 'Coupon code has already been used.', code: 'coupon_used' })),
      () => Promise.reject(new ApiError(500, '')),
    ];
    const { user, field, store } = renderLoadCoins(
      providerWith(() => answers.shift()?.() ?? Promise.reject(new Error())),
    );
    await user.type(field(), 'LOAD-USED-0001{Enter}');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Coupon code has already been used.');
    expect(refusal).toHaveClass('MuiAlert-colorError');
    expect(field()).toHaveValue('LOAD-USED-0001');

    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to redeem coupon'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.getState().session.user?.coins).toBe(5000);
  });

  it('redeems once for a double click', async () => {
    const { user, field, redeemButton, loadCoinCalls } = renderLoadCoins(
      providerWith(() => new Promise(() => undefined)),
    );
    await user.type(field(), 'LOAD-500-AAAA');
    await user.dblClick(redeemButton());
    await screen.findByRole('button', { name: 'Redeeming...' });
    expect(loadCoinCalls()).toHaveLength(1);
  });

  it('starts clean when the shopper comes back', async () => {
    const { user, field, router } = renderLoadCoins(providerWith(() => Promise.resolve(redeemed)));
    await user.type(field(), 'LOAD-500-AAAA{Enter}');
    await screen.findByRole('status');
    await user.click(screen.getByRole('link', { name: 'See your coin history' }));
    await screen.findByText('Track Order');
    await act(() => router.navigate('/redeem-voucher'));
    expect(await screen.findByRole('textbox', { name: 'Voucher code' })).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the Load Coins form', () => {
  /** The redeem requests the form dispatches, counted before the saga's takeLeading could hide a duplicate. */
  function watchRedeemRequests(store: ReturnType<typeof renderLoadCoins>['store']) {
    const dispatch = vi.spyOn(store, 'dispatch');
    return () => dispatch.mock.calls.filter(([action]) => couponRedeemRequested.match(action)).length;
  }

  it('shows the message once the field is left, and takes it away once the code is right', async () => {
    const { user, field } = renderLoadCoins(providerWith(() => Promise.resolve(redeemed)));
    await user.type(field(), 'AB');
    expect(screen.queryByText('A voucher code has 4 to 32 letters, digits and hyphens')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('A voucher code has 4 to 32 letters, digits and hyphens')).toBeInTheDocument();
    expect(field()).toBeInvalid();
    await user.type(field(), 'CD');
    await waitFor(() => expect(field()).toBeValid());
    expect(screen.queryByText('A voucher code has 4 to 32 letters, digits and hyphens')).not.toBeInTheDocument();
  });

  it('says the code is required, and puts the focus on it after a refused submit', async () => {
    const { user, field, redeemButton } = renderLoadCoins(providerWith(() => Promise.resolve(redeemed)));
    expect(field()).toBeRequired();
    await user.click(redeemButton());
    expect(await screen.findByText('Please enter a voucher code')).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveFocus());
    expect(redeemButton()).toBeEnabled();
  });

  it('submits once per press', async () => {
    const { user, field, redeemButton, store, loadCoinCalls } = renderLoadCoins(
      providerWith(() => Promise.resolve(redeemed)),
    );
    const redeemRequests = watchRedeemRequests(store);
    await user.type(field(), 'LOAD-500-AAAA');
    await user.click(redeemButton());
    await screen.findByRole('status');
    expect(redeemRequests()).toBe(1);
    expect(loadCoinCalls()).toHaveLength(1);

    await user.type(field(), 'LOAD-1000-BBBB');
    await user.click(redeemButton());
    await waitFor(() => expect(loadCoinCalls()).toHaveLength(2));
    expect(redeemRequests()).toBe(2);
  });

  it('is disabled while the code is sent: a press or Enter then sends nothing more', async () => {
    let answer: (body: LoadCoinResponse) => void = () => undefined;
    const { field, redeemButton, store, loadCoinCalls } = renderLoadCoins(
      providerWith(() => new Promise((resolve) => (answer = resolve))),
    );
    // The presses land on the disabled button, as a shopper's would.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const redeemRequests = watchRedeemRequests(store);
    await user.type(field(), 'LOAD-500-AAAA');
    await user.click(redeemButton());
    const busy = await screen.findByRole('button', { name: 'Redeeming...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(field(), '{Enter}');
    expect(redeemRequests()).toBe(1);
    expect(loadCoinCalls()).toHaveLength(1);

    answer(redeemed);
    await waitFor(() => expect(redeemButton()).toBeEnabled());
  });

  it("shows the provider's refusal in the red box above the field, enabled again for another try", async () => {
    const { user, field, redeemButton } = renderLoadCoins(
      providerWith(() =>
        Promise.reject(new ApiError(404, { message: 'Invalid coupon code.', code: 'coupon_not_found' })),
      ),
    );
    await user.type(field(), 'LOAD-NONE-0000{Enter}');
    const form = screen.getByRole('form', { name: 'Redeem a voucher code' });
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Invalid coupon code.');
    expect(refusal).toHaveClass('MuiAlert-colorError');
    expect(refusal.compareDocumentPosition(field()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(redeemButton()).toBeEnabled();
    expect(field()).toHaveValue('LOAD-NONE-0000');
    expect(field()).not.toHaveAccessibleDescription('Invalid coupon code.');
  });

  it("shows the provider's message and the coins added in the green box above the field", async () => {
    const { user, field } = renderLoadCoins(providerWith(() => Promise.resolve(redeemed)));
    await user.type(field(), 'LOAD-500-AAAA{Enter}');
    const form = screen.getByRole('form', { name: 'Redeem a voucher code' });
    const success = await within(form).findByRole('status');
    expect(success).toHaveClass('MuiAlert-colorSuccess');
    expect(success).toHaveTextContent('500 coins added to your balance.Coins added: 500');
    expect(success.compareDocumentPosition(field()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
