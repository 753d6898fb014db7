import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderState, PlaceOrderStatusResponse, User } from '../../../../contracts';
import { storePaymentTimer } from './payment-timer-storage';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { FeedbackLayer } from '../feedback';
import { VerifyDetailsPage } from './verify-details-page';

const shopper: User = { username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210', coins: 4849.95 };
const links = {
  phonePe: 'http://provider.test/__mock/pay/ord_000001?method=phonePe',
  paytm: 'http://provider.test/__mock/pay/ord_000001?method=paytm',
  gpay: null,
  other: 'http://provider.test/__mock/pay/ord_000001?method=other',
};
const order = { orderId: 'ord_000001', amount: 1350.45, coinsUsed: 150.05, paymentLinks: links };

function statusAnswer(status: OrderState): FakeApi {
  const now = new Date().toISOString();
  const body: PlaceOrderStatusResponse = {
    status,
    amount: 1350.45,
    created_at: now,
    last_updated: now,
    cart_items_cleared: status === 'success',
    server_time: now,
  };
  return (operationId) =>
    operationId === 'getPlaceOrderStatus' ? Promise.resolve(body) : new Promise(() => undefined);
}

function renderVerifyDetails(state: unknown = order, api: FakeApi = statusAnswer('PAYMENT_PENDING')) {
  return renderRoutes({
    routes: {
      '/verify-details': (
        <>
          <VerifyDetailsPage />
          <FeedbackLayer />
        </>
      ),
      '/cart': <p>Cart</p>,
      '/': (
        <>
          <p>Home</p>
          <FeedbackLayer />
        </>
      ),
    },
    at: '/verify-details',
    state,
    api,
    preloadedState: { session: { signedIn: true, user: shopper, status: 'succeeded', error: null } },
  });
}

afterEach(() => window.localStorage.clear());

describe('/verify-details', () => {
  it("shows the window, the shopper's details, the methods and '₹ {amount} | Make Payment'", async () => {
    renderVerifyDetails();
    const timer = await screen.findByRole('timer', { name: 'Time left to pay' });
    await waitFor(() => expect(timer).toHaveTextContent('3:00'));
    const details = screen.getByRole('region', { name: 'Verify your details' });
    for (const text of ['Asha Shopper', '9876543210', 'shopper@example.com', 'ord_000001', '150.05']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((tile) => tile.textContent),
    ).toEqual(['PhonePe', 'Paytm', 'G Pay', 'Other']);
    expect(within(methods).getByRole('radio', { name: 'G Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '₹ 1350.45 | Make Payment' })).toBeEnabled();
  });

  it('asks for a method, then the terms, before paying; each request goes once it is met', async () => {
    const user = userEvent.setup();
    renderVerifyDetails();
    const pay = await screen.findByRole('button', { name: '₹ 1350.45 | Make Payment' });
    await user.click(pay);
    expect(screen.getByText('Please select a payment method first')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    expect(screen.queryByText('Please select a payment method first')).not.toBeInTheDocument();
    await user.click(pay);
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', {
      name: 'I accept Terms and Conditions and allow redeeming 1000 coins to this site after payment.',
    });
    expect(terms).not.toBeChecked();
    // Another method leaves the terms unaccepted: the request stays.
    await user.click(screen.getByRole('radio', { name: 'PhonePe' }));
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    await user.click(terms);
    expect(screen.queryByText('Please accept the terms and conditions.')).not.toBeInTheDocument();
  });

  it('starts at 3:00 when the first answer comes late, not a second more', async () => {
    const late: FakeApi = (operationId, request) =>
      new Promise((resolve) => window.setTimeout(resolve, 600)).then(() =>
        statusAnswer('PAYMENT_PENDING')(operationId, request),
      );
    renderVerifyDetails(order, late);
    const timer = await screen.findByRole('timer', { name: 'Time left to pay' });
    await waitFor(() => expect(timer).not.toHaveTextContent('–:––'));
    expect(timer).toHaveTextContent('3:00');
  });

  it('resumes the window stored for the order after a reload', async () => {
    storePaymentTimer({ orderId: 'ord_000001' }, { secondsLeft: 95, timestamp: Date.now() - 20_000 });
    renderVerifyDetails();
    const timer = await screen.findByRole('timer', { name: 'Time left to pay' });
    const bar = screen.getByRole('progressbar', { name: 'Share of the payment window left' });
    // 75 of the 180 s are left: the bar is read with the time it shows.
    await waitFor(() => {
      expect(timer).toHaveTextContent('1:15');
      expect(bar).toHaveAttribute('aria-valuenow', '42');
    });
  });

  it("ends the session at 0: 'Payment session expired. You will be redirected to the home page.', then /", async () => {
    vi.useFakeTimers();
    storePaymentTimer({ orderId: 'ord_000001' }, { secondsLeft: 1, timestamp: Date.now() });
    const { router } = renderVerifyDetails();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent('0:01');
    expect(router.state.location.pathname).toBe('/verify-details');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/');
    // The alert dialog's chunk loads on real time.
    vi.useRealTimers();
    // The alert dialog is a chunk loaded on demand: its first import in a busy test worker can take seconds.
    expect(await screen.findByRole('alertdialog', {}, { timeout: 4000 })).toHaveAccessibleName(
      'Payment session expired. You will be redirected to the home page.',
    );
    expect(window.localStorage.getItem('paymentStatus')).toBe('cancelled');
    expect(window.localStorage.getItem('paymentTimer')).toBeNull();
  });

  it("shows 'Payment Success' once paid", async () => {
    renderVerifyDetails(order, statusAnswer('success'));
    expect(await screen.findByRole('dialog', { name: 'Payment Success' })).toBeInTheDocument();
  });

  it('goes home 3 s after the payment, not before', async () => {
    vi.useFakeTimers();
    const { router } = renderVerifyDetails(order, statusAnswer('success'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Complete your payment')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(router.state.location.pathname).toBe('/verify-details');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks before going back to the cart, and goes there on Leave', async () => {
    const user = userEvent.setup();
    const { router } = renderVerifyDetails();
    await user.click(await screen.findByRole('button', { name: 'Back to Cart' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to leave? Your payment session will be cancelled.',
    });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/verify-details');
    await user.click(screen.getByRole('button', { name: 'Back to Cart' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(window.localStorage.getItem('paymentTimer')).toBeNull();
  });

  it("alerts 'Payment links could not be loaded. Please retry.' and goes to the cart without links", async () => {
    const { router, store } = renderVerifyDetails({ ...order, paymentLinks: { phonePe: null } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(store.getState().feedback.alerts).toMatchObject([
      { message: 'Payment links could not be loaded. Please retry.' },
    ]);
  });

  it('sends a visit without an order amount to the cart', async () => {
    const { router } = renderVerifyDetails({ orderId: 'ord_000001' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

describe('/verify-details without user data', () => {
  it('loads the current user when none is loaded', async () => {
    const { request } = renderRoutes({
      routes: { '/verify-details': <VerifyDetailsPage /> },
      at: '/verify-details',
      state: order,
      api: (operationId) =>
        operationId === 'getUserData' ? Promise.resolve(shopper) : statusAnswer('PAYMENT_PENDING')(operationId, {}),
      preloadedState: { session: { signedIn: true, user: null, status: 'failed', error: 'Failed to fetch user data' } },
    });
    expect(await screen.findByText('Asha Shopper')).toBeInTheDocument();
    expect(request.mock.calls.filter(([operationId]) => operationId === 'getUserData')).toHaveLength(1);
  });
});
