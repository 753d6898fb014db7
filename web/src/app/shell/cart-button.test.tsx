import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { CartButton } from './cart-button';
import type { ShopperSession } from './shopper-session';

const anonymous: ShopperSession = { signedIn: false, user: null, coins: 0, cartCount: 0 };

const renderCart = (session: ShopperSession) => renderRoutes({ routes: { '/': <CartButton session={session} /> } });

describe('the CART button', () => {
  it('sends an anonymous visitor to sign in and counts nothing', () => {
    renderCart(anonymous);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAccessibleName('CART');
    expect(link).toHaveTextContent(/^CART$/);
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('takes a signed-in shopper to the cart and shows the item count', () => {
    renderCart({ ...anonymous, signedIn: true, cartCount: 3 });
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(within(link).getByText('3')).toBeVisible();
  });

  it('counts a single item as one item', () => {
    renderCart({ ...anonymous, signedIn: true, cartCount: 1 });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/cart');
  });

  it('shows an empty cart as 0 and caps a long count at 99+ while naming the whole count', () => {
    const { unmount } = renderCart({ ...anonymous, signedIn: true, cartCount: 0 });
    expect(within(screen.getByRole('link', { name: 'Cart, 0 items' })).getByText('0')).toBeVisible();
    unmount();

    renderCart({ ...anonymous, signedIn: true, cartCount: 120 });
    expect(within(screen.getByRole('link', { name: 'Cart, 120 items' })).getByText('99+')).toBeVisible();
  });
});
