import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderState, OrderStatusResponse } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { LoadingPage } from './loading-page';
import { PaymentPage } from './payment-page';
import { PaymentResultPage } from './payment-result-page';
import { storePaymentTimer } from './payment-timer-storage';
import { TimeExpiredPage } from './time-expired-page';

function orderStatus(
  status: OrderState,
  overrides: Partial<OrderStatusResponse['orderDetails']> = {},
): OrderStatusResponse {
  const now = new Date().toISOString();
  return {
    status,
    redirectUrl: 'http://localhost:3000/payment-success',
    orderDetails: {
      orderId: 'ord_000001',
      created_at: now,
      amount: 1350.45,
      coins_used: 150.05,
      redirectUrl: 'http://localhost:3000/payment-success',
      status,
      user: { username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210' },
      ...overrides,
    },
    paymentLinks: { phonePe: 'http://provider.test/pay?method=phonePe', paytm: null },
    server_time: now,
  };
}

const answering =
  (answer: () => Promise<unknown>): FakeApi =>
  (operationId) =>
    operationId === 'getOrderStatus' ? answer() : new Promise(() => undefined);

function renderAt(path: string, api: FakeApi) {
  return renderRoutes({
    routes: {
      '/payment': <PaymentPage />,
      '/timeexp': <TimeExpiredPage />,
      '/payment-success': <PaymentResultPage />,
      '/loading': <LoadingPage />,
      '/cart': <p>Cart</p>,
      '/': <p>Home</p>,
    },
    at: path,
    api,
  });
}

afterEach(() => window.localStorage.clear());

describe('/payment', () => {
  it("shows 'Loading Order Details...' until the order arrives, then the order with a disabled pay button", async () => {
    let answer: (body: unknown) => void = () => undefined;
    renderAt(
      '/payment?orderid=ord_000001',
      answering(() => new Promise((resolve) => (answer = resolve))),
    );
    expect(await screen.findByText('Loading Order Details...')).toBeInTheDocument();
    answer(orderStatus('PAYMENT_PENDING'));
    const pay = await screen.findByRole('button', { name: 'Pay ₹1350.45' });
    expect(pay).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(/^(5:00|4:59)$/),
    );
    expect(
      within(screen.getByRole('radiogroup', { name: 'Payment method' })).getByRole('radio', { name: 'Paytm' }),
    ).toBeDisabled();
  });

  it('names the method on the pay button and asks for the terms first', async () => {
    const user = userEvent.setup();
    renderAt(
      '/payment?orderid=ord_000001',
      answering(() => Promise.resolve(orderStatus('PAYMENT_PENDING'))),
    );
    await user.click(await screen.findByRole('radio', { name: 'PhonePe' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹1350.45 with PhonePe' }));
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
  });

  it("says 'Payment failed. Please try again.' in place of the countdown for a declined order, with nothing left to choose", async () => {
    renderAt(
      '/payment?orderid=ord_000001',
      answering(() => Promise.resolve(orderStatus('failed'))),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(screen.queryByRole('timer', { name: 'Time left to pay' })).not.toBeInTheDocument();
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    for (const tile of within(methods).getAllByRole('radio')) expect(tile).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay ₹1350.45' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to Cart' })).toBeEnabled();
  });

  it("shows the provider's reason, or 'Failed to load order details.', with Go Back home", async () => {
    const user = userEvent.setup();
    const { router } = renderAt(
      '/payment?orderid=ord_000404',
      answering(() => Promise.reject(new ApiError(404, { detail: 'You have no order ord_000404.' }))),
    );
    expect(await screen.findByText('You have no order ord_000404.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');

    renderAt(
      '/payment',
      answering(() => Promise.resolve(orderStatus('PAYMENT_PENDING'))),
    );
    expect(await screen.findByText('Failed to load order details.')).toBeInTheDocument();
  });

  it("says '{method} payment option is currently unavailable.' when the chosen method's link is gone by the time of paying", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    let answer = orderStatus('PAYMENT_PENDING');
    renderAt(
      '/payment?orderid=ord_000001',
      answering(() => Promise.resolve(answer)),
    );
    await user.click(await screen.findByRole('radio', { name: 'PhonePe' }));
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I accept Terms and Conditions and allow redeeming 1000 coins to this site after payment.',
      }),
    );
    // The provider withdraws PhonePe; the next poll, 2 s on, brings the order without its link.
    answer = { ...answer, paymentLinks: { phonePe: null, gpay: 'http://provider.test/pay?method=gpay' } };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('radio', { name: 'PhonePe' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pay ₹1350.45 with PhonePe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^PhonePe payment option is currently unavailable\.$/);
    expect(open).not.toHaveBeenCalled();
  });

  it('goes to /timeexp for an order the provider has expired', async () => {
    const { router } = renderAt(
      '/payment?orderid=ord_000001',
      answering(() => Promise.resolve(orderStatus('expired'))),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeexp'));
    expect(router.state.location.search).toBe('?orderid=ord_000001');
  });

  it("congratulates once paid: 'Congrats', the points, the sample code, Redeem and OK", async () => {
    renderAt(
      '/payment?orderid=ord_000001',
      answering(() => Promise.resolve(orderStatus('success'))),
    );
    const congrats = await screen.findByRole('dialog', { name: 'Congrats' });
    expect(congrats).toHaveTextContent('Points has been added on your account');
    expect(congrats).toHaveTextContent('Coins Redeemed on this site');
    expect(within(congrats).getByRole('link', { name: 'Redeem' })).toHaveAttribute('href', '/redeem-voucher');
    expect(within(congrats).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});

describe("/payment's redirect after 'Congrats'", () => {
  const before = window.location.href;
  afterEach(() => window.history.replaceState(null, '', before));

  it("goes to the order's redirect URL 4 s after the payment, not before", async () => {
    // jsdom only follows a change of the fragment: the page stands where the redirect URL (with ?orderid=) points,
    // so arriving there shows as the fragment.
    const page = new URL(before);
    page.searchParams.set('orderid', 'ord_000001');
    page.hash = '';
    window.history.replaceState(null, '', page.href);
    vi.useFakeTimers();
    renderAt(
      '/payment?orderid=ord_000001',
      answering(() => Promise.resolve({ ...orderStatus('success'), redirectUrl: `${page.href}#paid` })),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The order is on screen, behind the modal: the 4 s count from here.
    expect(screen.getByText('Complete your payment')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(window.location.hash).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.hash).toBe('#paid');
  });
});

describe('/timeexp', () => {
  it("says 'Link Expired!' and goes home from 'Go Back to HomePage' when the order has no redirect URL", async () => {
    const user = userEvent.setup();
    storePaymentTimer({ orderId: 'ord_000001' }, { secondsLeft: 10, timestamp: 1 });
    const { router, request } = renderAt(
      '/timeexp?orderid=ord_000001',
      answering(() => Promise.resolve({ ...orderStatus('expired'), redirectUrl: null })),
    );
    expect(await screen.findByRole('heading', { name: 'Link Expired!' })).toBeInTheDocument();
    expect(screen.getByText('Your payment session has timed out')).toBeInTheDocument();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('getOrderStatus', {
        query: { order_id: 'ord_000001', decode_status: false },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Go Back to HomePage' }));
    expect(router.state.location.pathname).toBe('/');
    expect(['paymentTimer', 'timerTimestamp', 'orderData'].map((key) => window.localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('/payment-success', () => {
  it.each([
    ['success', 'Payment successful', 'Order ord_000001 is paid (₹1,350.45).'],
    ['PAYMENT_PENDING', 'Waiting for your payment', 'This page updates by itself.'],
    ['failed', 'Payment failed. Please try again.', 'The coins it used are back in your balance.'],
    ['expired', 'Your payment session has timed out', 'The coins it used are back in your balance.'],
  ] as const)('says what a %s order means', async (status, heading, text) => {
    renderAt(
      '/payment-success?orderid=ord_000001',
      answering(() => Promise.resolve(orderStatus(status))),
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(text);
  });

  it('says when it cannot tell which order it is', () => {
    renderAt(
      '/payment-success',
      answering(() => Promise.resolve(orderStatus('success'))),
    );
    expect(screen.getByRole('heading', { name: 'We could not tell which order this is' })).toBeInTheDocument();
  });
});

describe('/loading', () => {
  it('forwards the order to /payment, or goes home without one', async () => {
    const { router } = renderAt(
      '/loading?orderid=ord_000001',
      answering(() => new Promise(() => undefined)),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?orderid=ord_000001');
    const home = renderAt(
      '/loading',
      answering(() => new Promise(() => undefined)),
    );
    await waitFor(() => expect(home.router.state.location.pathname).toBe('/'));
  });
});
