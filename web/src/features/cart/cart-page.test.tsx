import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItem, PlaceOrderResponse, User } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { testCartItem } from '../../testing/test-cart-items';
import { CartPage } from './cart-page';

const shopper = (coins: number): User => ({ username: 'Asha Shopper', email: 'shopper@example.com', coins });
const signedInAs = (user: User) => ({ session: { signedIn: true, user, status: 'succeeded' as const, error: null } });

const placed: PlaceOrderResponse = {
  orderId: 'ord_000001',
  status: 'PAYMENT_PENDING',
  amount: 1350.45,
  redirect_url: 'http://localhost:5173/payment-success',
  paymentLinks: { phonePe: 'http://provider.test/__mock/pay/ord_000001?method=phonePe' },
  updatedCoins: 4849.95,
};

function providerWith(cart: CartItem[] | Error): FakeApi {
  return (operationId) => {
    if (operationId === 'getCart') return cart instanceof Error ? Promise.reject(cart) : Promise.resolve(cart);
    if (operationId === 'placeOrder') return Promise.resolve(placed);
    return new Promise(() => undefined);
  };
}

function renderCart(api: FakeApi, coins = 5000) {
  return renderRoutes({
    routes: {
      '/cart': <CartPage />,
      '/verify-details': <p>Payment page</p>,
      '/': <p>Catalogue</p>,
    },
    at: '/cart',
    api,
    preloadedState: signedInAs(shopper(coins)),
  });
}

describe('the cart page', () => {
  it('sends an anonymous visitor to sign in', async () => {
    const { router } = renderRoutes({ routes: { '/cart': <CartPage />, '/login': <p>Login</p> }, at: '/cart' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
  });

  it('lists each line with its image, name, expiry, denomination, quantity and total', async () => {
    const line = { ...testCartItem(1, 2), product: { ...testCartItem(1).product, expiry_date: '2027-11-30' } };
    renderCart(providerWith([line]));
    const item = await screen.findByRole('listitem', { name: 'Aurora Threads Gift Card' });
    expect(within(item).getByRole('heading', { name: 'Aurora Threads Gift Card' })).toBeInTheDocument();
    expect(within(item).getByText('No Image Available')).toBeInTheDocument();
    expect(within(item).getByText('Valid till 30 Nov 2027')).toBeInTheDocument();
    expect(within(item).getByText('Denomination: ₹750.25')).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: 'Quantity of Aurora Threads Gift Card' })).toHaveValue('2');
    expect(within(item).getByText('₹1,500.50')).toBeInTheDocument();
  });

  it('asks at once for the pictures of the lines in view as the cart opens, the others as they near the viewport', async () => {
    const pictured = (id: number): CartItem => {
      const line = testCartItem(id);
      return {
        ...line,
        product: { ...line.product, name: `Voucher ${id}`, image_url: `http://provider.test/${id}.svg` },
      };
    };
    renderCart(providerWith([pictured(1), pictured(2), pictured(3)]));
    const pictures = await screen.findAllByRole('img', { name: /^Voucher / });
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual(
      [
        ['eager', 'high'],
        ['eager', 'high'],
        ['lazy', 'auto'],
      ],
    );
  });

  it('disables minus at 1 and clamps a typed quantity', async () => {
    const user = userEvent.setup();
    const { request } = renderCart(providerWith([testCartItem(1)]));
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Aurora Threads Gift Card' });
    expect(minus).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Quantity of Aurora Threads Gift Card' });
    await user.clear(field);
    await user.type(field, '250{Enter}');
    expect(field).toHaveValue('100');
    expect(request).toHaveBeenCalledWith('updateCartItem', {
      json: { id: 1, quantity: 100, to_pay: 75025, selectedDenomination: 750.25 },
    });
  });

  it('keeps the focus on the line when minus reaches 1, and says the new amounts', async () => {
    const user = userEvent.setup();
    renderCart(providerWith([testCartItem(1, 2)]));
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Aurora Threads Gift Card' });
    const status = within(screen.getByRole('region', { name: 'Order summary' })).getByRole('status');
    expect(status).toHaveTextContent('Cart total ₹1,500.50, cash to pay ₹1,500.50.');
    await user.click(minus);
    expect(minus).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity of Aurora Threads Gift Card' })).toHaveFocus();
    expect(status).toHaveTextContent('Cart total ₹750.25, cash to pay ₹750.25.');
  });

  it('keeps the focus on the page, on its heading, when Remove is pressed', async () => {
    const user = userEvent.setup();
    renderCart(providerWith([testCartItem(1, 2)]));
    await user.click(await screen.findByRole('button', { name: 'Remove Aurora Threads Gift Card' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toHaveFocus();
  });

  it("shows 'Your cart is empty.' with a way back to the catalogue", async () => {
    renderCart(providerWith([]));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vouchers' })).toHaveAttribute('href', '/');
  });

  it("shows 'Failed to load cart data' and loads again on request", async () => {
    const user = userEvent.setup();
    const { request } = renderCart(providerWith(new ApiError(503, { detail: 'The cart service is unavailable.' })));
    expect(await screen.findByText('Failed to load cart data')).toBeInTheDocument();
    expect(screen.getByText('The cart service is unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(request.mock.calls.filter(([operationId]) => operationId === 'getCart')).toHaveLength(2);
  });

  it('takes the coin discount and shows the cash to pay', async () => {
    const user = userEvent.setup();
    renderCart(providerWith([testCartItem(1), testCartItem(2)]));
    const discount = await screen.findByRole('checkbox', { name: /Use 150\.05 coins for 10% off/ });
    expect(screen.getByText('Your balance: 5,000 coins')).toBeInTheDocument();
    await user.click(discount);
    expect(discount).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('−₹150.05')).toBeInTheDocument();
    expect(within(summary).getByText('₹1,350.45')).toBeInTheDocument();
  });

  it("refuses the discount to a small balance: 'Insufficient coins for discount. Need N coins.'", async () => {
    renderCart(providerWith([testCartItem(1), testCartItem(2)]), 0);
    const discount = await screen.findByRole('checkbox', { name: /Use 150\.05 coins/ });
    expect(discount).toBeDisabled();
    expect(discount).toHaveAccessibleDescription('Insufficient coins for discount. Need 151 coins.');
  });

  it('goes to /verify-details, replacing the cart in history, with the order in navigation state', async () => {
    const user = userEvent.setup();
    const { router } = renderCart(providerWith([testCartItem(1), testCartItem(2)]));
    await user.click(await screen.findByRole('checkbox', { name: /Use 150\.05 coins/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-details'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({
      orderId: 'ord_000001',
      amount: 1350.45,
      coinsUsed: 150.05,
      paymentLinks: placed.paymentLinks,
    });
  });
});
