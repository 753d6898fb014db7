import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { CartItem, Product } from '../../../../contracts';
import type { RootState } from '../../app/root-reducer';
import { selectProduct } from '../../lib/product-selection';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { ProductPage } from './product-page';

const product: Product = {
  id: 2,
  name: 'Saffron Footworks Voucher',
  image_url: null,
  price: '100.00',
  price_mrp: '100.00',
  is_available: true,
  denominations: [
    { id: 1, min: '100.00', max: '10000.00' },
    { id: 2, min: '12000.00', max: '12000.00' },
  ],
  subcategory: { id: 2, name: 'Footwear' },
  details: '<p>Treat yourself at <b>Saffron</b>.</p><script>alert("xss")</script><img src="x" onerror="alert(1)">',
  terms_and_conditions: '<ul><li>Valid for 12 months.</li><li>Not exchangeable for cash.</li></ul>',
  how_to_use: 'Show the card at the till &amp; smile.',
};

const signedIn = { session: { signedIn: true, user: null, status: 'idle', error: null } } as const;

const renderProductPage = (
  state: unknown,
  api: FakeApi = () => Promise.reject(new Error('none')),
  preloadedState: Partial<RootState> = {},
) =>
  renderRoutes({
    routes: { '/shopping-cart': <ProductPage />, '/login': <p>Login screen</p>, '/cart': <p>Cart screen</p> },
    at: '/shopping-cart',
    state,
    api,
    preloadedState,
  });

function field(container: HTMLElement, label: string): HTMLInputElement {
  const element = Array.from(container.querySelectorAll('label')).find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  const input = element ? document.getElementById(element.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

// Each awaits formik's validation, which runs after the event.
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    valueSetter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function leave(input: HTMLInputElement) {
  await act(async () => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

async function press(button: HTMLButtonElement) {
  await act(async () => {
    button.click();
  });
}

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll('button')).find((element) => element.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('the product page', () => {
  it("shows 'Loading...' without a product in the navigation state", () => {
    const { container } = renderProductPage(null);
    expect(container.textContent).toBe('Loading...');
  });

  it('shows the breadcrumb, the placeholder image, the Voucher label and the Coin Details', () => {
    const { container } = renderProductPage({ product: selectProduct(product, 500, 2) });
    const crumbs = container.querySelector('nav[aria-label="Breadcrumb"]');
    expect(Array.from(crumbs?.querySelectorAll('li:not([aria-hidden])') ?? []).map((item) => item.textContent)).toEqual(
      ['Home', 'Footwear', 'Saffron Footworks Voucher'],
    );
    expect(container.querySelector('h1')?.textContent).toBe('Saffron Footworks Voucher');
    expect(container.textContent).toContain('No Image Available');
    expect(container.textContent).toContain('Voucher');
    expect(container.textContent).toContain('₹100 Coins');
    expect(container.textContent).toContain("Saving ₹100 (You'll pay just ₹400 for this purchase)");
    expect(field(container, 'Enter Denomination').value).toBe('500');
    expect(field(container, 'Quantity').value).toBe('2');
    expect(field(container, 'To Pay').value).toBe('1000.00');
    expect(field(container, 'To Pay').readOnly).toBe(true);
    expect(container.textContent).toContain('Send as Gift');
    expect(container.textContent).toContain('Add to my account (for personal use)');
  });

  it("names the breadcrumb 'Category' when the subcategory has no name", () => {
    const { container } = renderProductPage({
      product: selectProduct({ ...product, subcategory: { id: 2, name: ' ' } }),
    });
    expect(container.querySelector('nav')?.textContent).toContain('Category');
  });

  it('marks an amount outside the band red and clamps it on leaving the field', async () => {
    const { container } = renderProductPage({ product: selectProduct(product) });
    const amount = field(container, 'Enter Denomination');
    await type(amount, '50');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(field(container, 'To Pay').value).toBe('100.00');
    await leave(amount);
    expect(amount.value).toBe('100');
    expect(amount.getAttribute('aria-invalid')).toBe('false');

    await type(amount, '20000');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await leave(amount);
    expect(amount.value).toBe('10000');

    // Another band's fixed amount is a valid choice too.
    await type(amount, '12000');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
  });

  it('multiplies the amount by the quantity exactly and resets an empty quantity to 1', async () => {
    const { container } = renderProductPage({ product: selectProduct(product) });
    await type(field(container, 'Enter Denomination'), '149.5');
    const quantity = field(container, 'Quantity');
    await type(quantity, '3');
    expect(field(container, 'To Pay').value).toBe('448.50');
    await type(quantity, '');
    expect(field(container, 'To Pay').value).toBe('149.50');
    await leave(quantity);
    expect(quantity.value).toBe('1');
    await type(quantity, '0');
    await leave(quantity);
    expect(quantity.value).toBe('1');
  });

  it('shows the texts as plain text in the Description, Terms and Redeem tabs', async () => {
    const { container } = renderProductPage({ product: selectProduct(product) });
    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'));
    expect(panels.map((panel) => panel.textContent)).toEqual([
      'Treat yourself at Saffron.',
      '• Valid for 12 months.\n• Not exchangeable for cash.',
      'Show the card at the till & smile.',
    ]);
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    await press(button(container, 'Terms'));
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([true, false, true]);
  });

  it('sends an anonymous shopper to /login', async () => {
    const { container, router, request } = renderProductPage({ product: selectProduct(product) });
    await press(button(container, 'Add to Cart'));
    expect(router.state.location.pathname).toBe('/login');
    expect(request).not.toHaveBeenCalled();
  });

  it('adds the chosen line for a signed-in shopper and opens /cart with it', async () => {
    let answer: (item: CartItem) => void = () => undefined;
    const { container, router, request } = renderProductPage(
      { product: selectProduct(product) },
      () => new Promise((resolve) => (answer = resolve)),
      signedIn,
    );
    await type(field(container, 'Enter Denomination'), '750.25');
    await type(field(container, 'Quantity'), '2');
    await press(button(container, 'Add to Cart'));
    expect(request).toHaveBeenCalledWith('addCartItem', {
      json: { cart_items: [{ product_id: 2, quantity: 2, to_pay: 1500.5, selectedDenomination: 750.25 }] },
    });
    expect(button(container, 'Adding to Cart...').disabled).toBe(true);
    await act(async () => {
      answer({
        id: 9,
        product,
        product_id: 2,
        quantity: 2,
        price: '750.25',
        selectedDenomination: 750.25,
        to_pay: '1500.50',
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.location.state).toEqual({
      product: { ...product, selectedDenomination: 750.25, quantity: 2, to_pay: 1500.5 },
    });
  });

  it('alerts and stays when adding fails', async () => {
    const { container, router, store } = renderProductPage({ product: selectProduct(product) }, undefined, signedIn);
    await act(async () => {
      button(container, 'Add to Cart').click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(store.getState().feedback.alerts[0]?.message).toBe('Error adding product to cart. Please try again.');
    expect(router.state.location.pathname).toBe('/shopping-cart');
    expect(button(container, 'Add to Cart').disabled).toBe(false);
  });

  it('sends one line per press: the busy button takes no second press', async () => {
    const { container, request } = renderProductPage(
      { product: selectProduct(product) },
      () => new Promise<never>(() => undefined),
      signedIn,
    );
    await press(button(container, 'Add to Cart'));
    await press(button(container, 'Adding to Cart...'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when Enter is pressed on an amount out of range, and keeps the focus there', async () => {
    const user = userEvent.setup();
    const { container, request } = renderProductPage({ product: selectProduct(product) }, undefined, signedIn);
    const amount = field(container, 'Enter Denomination');
    await user.clear(amount);
    await user.type(amount, '50{Enter}');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });
});
