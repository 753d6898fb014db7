import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { VerifyDetailsPage } from './verify-details-page';

const routes = { '/verify-details': <VerifyDetailsPage />, '/cart': <p>Cart</p> };

describe('/verify-details', () => {
  it('shows the order checkout placed: its id, the cash to pay and the coins used', () => {
    renderRoutes({
      routes,
      at: '/verify-details',
      state: { orderId: 'ord_000001', amount: 1350.45, coinsUsed: 150.05, paymentLinks: {} },
    });
    expect(screen.getByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('ord_000001')).toBeInTheDocument();
    expect(screen.getByText('Amount to pay: ₹1,350.45')).toBeInTheDocument();
    expect(screen.getByText('Coins used: 150.05')).toBeInTheDocument();
  });

  it('sends a visit without an order amount to the cart', async () => {
    const { router } = renderRoutes({ routes, at: '/verify-details', state: { orderId: 'ord_000001' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
