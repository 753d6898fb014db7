import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contracts';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import type { ApiClient } from '../../lib/api-client';
import { CatalogueHome } from './catalogue-home';
import { testProduct, testProducts } from './test-products';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const home = {
  categories: [
    { id: 1, name: 'Fashion' },
    { id: 2, name: 'Food & Dining' },
  ],
  subcategories: [
    { id: 1, name: 'Apparel', category_id: 1 },
    { id: 2, name: 'Footwear', category_id: 1 },
    { id: 3, name: 'Accessories', category_id: 1 },
    { id: 4, name: 'Restaurants', category_id: 2 },
    { id: 5, name: 'Cafes', category_id: 2 },
    { id: 6, name: 'Food Delivery', category_id: 2 },
  ],
};

let root: Root | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function ProductPageProbe() {
  const { state } = useLocation();
  return <output>{JSON.stringify(state)}</output>;
}

/** The home on a store whose API pages through `catalogue`, 8 at a time. */
async function renderHome(catalogue: Product[], initialState?: unknown) {
  const request = vi.fn((operationId: string, input: { query?: { page?: number } }) => {
    if (operationId === 'getHome') return Promise.resolve(home);
    if (operationId === 'listProducts') {
      const page = input.query?.page ?? 1;
      const results = catalogue.slice((page - 1) * 8, page * 8);
      const next = page * 8 < catalogue.length ? `http://127.0.0.1:9090/products/?page=${page + 1}` : null;
      return Promise.resolve({ count: catalogue.length, next, previous: null, results });
    }
    return new Promise<never>(() => undefined);
  });
  const store = createStore({ request } as unknown as ApiClient);
  const router = createMemoryRouter(
    [
      { path: '/', element: <CatalogueHome /> },
      { path: '/shopping-cart', element: <ProductPageProbe /> },
    ],
    { initialEntries: [{ pathname: '/', state: initialState }] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  );
  await settle();
  return { container, request, router };
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

const cards = () => Array.from(document.querySelectorAll('article'));
const text = () => document.body.textContent ?? '';

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find((candidate) => candidate.textContent === name);
  if (found === undefined) throw new Error(`no button ${name}`);
  return found;
}

function field(label: string, within: ParentNode = document): HTMLInputElement | HTMLSelectElement {
  const found = Array.from(within.querySelectorAll('label')).find((candidate) => candidate.textContent === label);
  // A TextField's label points at its input; a checkbox's label wraps it.
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : (found?.querySelector('input') ?? null);
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) throw new Error(`no ${label}`);
  return control;
}

function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  act(() => {
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

function click(element: HTMLElement) {
  act(() => element.click());
}

// Rendering MUI in jsdom is slow on a busy machine, the first render most of all.
vi.setConfig({ testTimeout: 30_000 });

describe('the catalogue home', () => {
  it('shows the first 8 products, appends with Show More until all are loaded, and Show Less goes back', async () => {
    await renderHome(testProducts(1, 12));
    expect(cards()).toHaveLength(8);
    expect(document.querySelector('h1')?.textContent).toBe('All Products');
    expect(text()).not.toContain('All items are loaded!');

    click(button('Show More'));
    await settle();
    expect(cards()).toHaveLength(12);
    expect(text()).toContain('All items are loaded!');

    click(button('Show Less'));
    await settle();
    expect(cards()).toHaveLength(8);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('says so when no product matches', async () => {
    await renderHome([]);
    expect(text()).toContain('No Products Available');
    expect(text()).toContain('Try adjusting your filters or browse categories');
  });

  it('applies the category and subcategories of its navigation state', async () => {
    const { request } = await renderHome(testProducts(1, 3), { categoryId: 2, selectedSubCategories: [4] });
    expect(request).toHaveBeenCalledWith('listProducts', {
      query: { page: 1, perPage: 8, category: 2, subcategories: '4' },
    });
    expect(document.querySelector('h1')?.textContent).toBe('Food & Dining');
  });

  it('keeps filter changes in the mobile drawer until Apply Filters', async () => {
    const { request } = await renderHome(testProducts(1, 3));
    click(button('Filters'));
    const drawer = document.querySelector('[role="dialog"]');
    if (drawer === null) throw new Error('no drawer');
    expect(drawer.textContent).toContain('Apparel');
    expect(drawer.textContent).not.toContain('Food Delivery');
    click(button('Show More', drawer));
    expect(drawer.textContent).toContain('Food Delivery');

    const callsBefore = request.mock.calls.length;
    click(field('Apparel', drawer));
    type(field('Min', drawer), '500');
    expect(drawer.textContent).toContain('2 filters applied');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(request).toHaveBeenCalledTimes(callsBefore);

    click(button('Apply Filters', drawer));
    expect(button('Filters (2)')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(request).toHaveBeenLastCalledWith('listProducts', {
      query: { page: 1, perPage: 8, subcategories: '1', price_min: 500 },
    });
  });
});

describe('a product card', () => {
  it('validates the amount and opens the product page with the choice', async () => {
    const { router } = await renderHome([testProduct(1)]);
    const [card] = cards();
    if (card === undefined) throw new Error('no card');
    expect(card.textContent).toContain('Recommended');
    expect(card.textContent).toContain('Instant');
    expect(card.textContent).toContain('Voucher');
    const amount = field('Denomination', card);
    expect(amount.value).toBe('100.00');

    type(amount, '50');
    expect(card.textContent).toContain('Value is less than the minimum allowed amount of ₹100.00');
    expect(button('View Coupon', card).disabled).toBe(true);
    type(amount, '20000');
    expect(card.textContent).toContain('Exceeds the maximum allowed amount of ₹10,000.00');

    type(amount, '250.50');
    type(field('Quantity', card), '3');
    click(button('View Coupon', card));
    expect(router.state.location.pathname).toBe('/shopping-cart');
    expect(router.state.location.state).toEqual({
      product: { ...testProduct(1), selectedDenomination: 250.5, quantity: 3, to_pay: 751.5 },
    });
  });

  it('offers each denomination in a dropdown when there are several, and a placeholder without an image', async () => {
    await renderHome([
      testProduct(2, {
        image_url: null,
        denominations: [
          { id: 1, min: '250.00', max: '250.00' },
          { id: 2, min: '500.00', max: '500.00' },
        ],
      }),
    ]);
    const [card] = cards();
    if (card === undefined) throw new Error('no card');
    expect(card.textContent).toContain('No Image Available');
    const select = field('Denomination', card);
    expect(select).toBeInstanceOf(HTMLSelectElement);
    expect(Array.from((select as HTMLSelectElement).options, (option) => option.textContent)).toEqual([
      '₹250.00',
      '₹500.00',
    ]);
    type(select, '500.00');
    expect(card.querySelector('[role="alert"]')).toBeNull();
  });

  it('resets an empty quantity to 1 when it loses focus', async () => {
    await renderHome([testProduct(1)]);
    const quantity = field('Quantity', cards()[0] ?? document);
    type(quantity, '');
    act(() => {
      quantity.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(quantity.value).toBe('1');
  });
});
