import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contracts';
import { Providers } from '../../app/providers';
import { createStore } from '../../app/store';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { SearchBox } from './search-box';
import { searchDebounceMs } from './search-saga';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function product(id: number, name: string, available: boolean, min: string, max: string): Product {
  return {
    id,
    name,
    image_url: id === 1 ? 'https://cdn.example.com/brands/aurora.png' : null,
    price: min,
    price_mrp: min,
    is_available: available,
    denominations: [{ id, min, max }],
    subcategory: { id: 1, name: 'Apparel' },
    details: '',
    terms_and_conditions: '',
    how_to_use: '',
  };
}

const aurora = product(1, 'Aurora Threads Gift Card', true, '100.00', '10000.00');
const auroraDecor = product(5, 'Aurora Decor Voucher', false, '149.50', '599.50');

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function renderSearchBox(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  const store = createStore({ request } as unknown as ApiClient);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <p>Outside</p>
            <SearchBox />
          </>
        ),
      },
      { path: '/shopping-cart', element: <SearchBox /> },
    ],
    { initialEntries: ['/'] },
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
  const input = container.querySelector('input');
  if (!input) throw new Error('no search input');
  return { container, router, request, input };
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

async function typeAndWait(input: HTMLInputElement, value: string) {
  await act(async () => {
    valueSetter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, searchDebounceMs + 30));
  });
}

describe('the search box', () => {
  it('has a labelled search field with the placeholder, inside a search landmark', () => {
    const { container, input } = renderSearchBox(() => Promise.resolve([]));
    expect(input.placeholder).toBe('Search for coupons...');
    expect(input.getAttribute('aria-label')).toBe('Search products');
    expect(container.querySelector('[role="search"] input')).toBe(input);
  });

  it("lists each match with its image, name, 'min-max Points' and the Available badge", async () => {
    const { container, input, request } = renderSearchBox(() => Promise.resolve([aurora, auroraDecor]));
    await typeAndWait(input, 'a');
    expect(request).not.toHaveBeenCalled();
    await typeAndWait(input, 'aurora');
    const items = Array.from(container.querySelectorAll('ul[aria-label="Search results"] a'));
    expect(items.map((item) => item.textContent)).toEqual([
      'Aurora Threads Gift Card100-10000 PointsAvailable',
      'Aurora Decor Voucher149.5-599.5 Points',
    ]);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/brands/aurora.png');
    expect(items[1]?.querySelector('img')).toBeNull();
  });

  it('says when nothing matches the term', async () => {
    const { container, input } = renderSearchBox(() => Promise.resolve([]));
    await typeAndWait(input, '  zzz ');
    expect(container.textContent).toContain('No products found for "zzz"');
  });

  it("shows a failed search in a red alert with the server's message", async () => {
    const { container, input } = renderSearchBox(() => Promise.reject(new ApiError(500, { message: 'Index down' })));
    await typeAndWait(input, 'aurora');
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Index down');
    expect(alert?.className).toContain('MuiAlert-colorError');
  });

  it('opens the product page at its first amount once, closing the dropdown', async () => {
    const { container, input, router } = renderSearchBox(() => Promise.resolve([aurora]));
    await typeAndWait(input, 'aurora');
    const link = container.querySelector<HTMLAnchorElement>('ul[aria-label="Search results"] a');
    expect(link?.getAttribute('href')).toBe('/shopping-cart');
    act(() => link?.click());
    expect(router.state.location.pathname).toBe('/shopping-cart');
    expect(router.state.location.state).toEqual({
      product: { ...aurora, selectedDenomination: 100, quantity: 1, to_pay: 100 },
    });
    expect(container.querySelector('ul[aria-label="Search results"]')).toBeNull();
  });

  it('closes the dropdown on a click outside and opens it again on focus', async () => {
    const { container, input } = renderSearchBox(() => Promise.resolve([aurora]));
    await typeAndWait(input, 'aurora');
    expect(container.querySelector('ul[aria-label="Search results"]')).not.toBeNull();
    const outside = Array.from(container.querySelectorAll('p')).find((element) => element.textContent === 'Outside');
    await act(async () => {
      // ClickAwayListener ignores clicks until the frame after it mounted.
      await new Promise((resolve) => setTimeout(resolve, 0));
      outside?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(container.querySelector('ul[aria-label="Search results"]')).toBeNull();
    act(() => input.focus());
    expect(container.querySelector('ul[aria-label="Search results"]')).not.toBeNull();
  });

  it('clears the results when the box is emptied', async () => {
    const { container, input } = renderSearchBox(() => Promise.resolve([aurora]));
    await typeAndWait(input, 'aurora');
    await typeAndWait(input, '');
    expect(container.querySelector('ul[aria-label="Search results"]')).toBeNull();
  });
});
