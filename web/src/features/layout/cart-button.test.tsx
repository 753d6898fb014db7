import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CartButton } from './cart-button';
import { anonymousShopper } from './shopper-session';
import { cleanup, render, renderTimeoutMs } from './test-render';

afterEach(cleanup);

const renderCart = (signedIn: boolean, cartCount: number) =>
  render(
    <MemoryRouter>
      <CartButton session={{ signedIn, cartCount }} />
    </MemoryRouter>,
  );

describe('the CART button', { timeout: renderTimeoutMs }, () => {
  it('sends an anonymous visitor to sign in and counts nothing', async () => {
    const container = await renderCart(anonymousShopper.signedIn, anonymousShopper.cartCount);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/login');
    expect(link?.textContent).toBe('CART');
    expect(link?.hasAttribute('aria-label')).toBe(false);
  });

  it('takes a signed-in shopper to the cart and shows the item count', async () => {
    const container = await renderCart(true, 3);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/cart');
    expect(link?.querySelector('.MuiBadge-badge')?.textContent).toBe('3');
    expect(link?.getAttribute('aria-label')).toBe('Cart, 3 items');
  });
});
