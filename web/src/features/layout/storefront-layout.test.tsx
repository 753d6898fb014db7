import { act } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import type { ApiClient } from '../../lib/api-client';
import { selectChosenCategoryId } from '../catalogue';
import { configurationLoaded } from '../configuration/configuration-slice';
import { StorefrontLayout } from './storefront-layout';
import { cleanup, click, getButton, getByText, getLink, render, renderTimeoutMs, settle } from './test-render';

const home = {
  categories: ['Fashion', 'Food & Dining', 'Electronics', 'Travel', 'Entertainment', 'Health & Wellness'].map(
    (name, index) => ({ id: index + 1, name }),
  ),
  subcategories: [],
};

async function renderLayoutAt(path: string) {
  // Only the categories answer; every other call stays pending so no other feature's state changes under the test.
  const request = vi.fn((operationId: string) =>
    operationId === 'getHome' ? Promise.resolve(home) : new Promise(() => undefined),
  );
  const store = createStore({ request } as unknown as ApiClient);
  store.dispatch(
    configurationLoaded({
      organization_name: 'Lumen Rewards',
      product_name: 'Lumen Gift Store',
      logo_url: 'https://cdn.example.com/logo.svg',
      primary_color: '#1B3A6B',
      secondary_color: '#F2A900',
      address: 'MG Road, Bengaluru',
      email: 'support@lumen.example.com',
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <StorefrontLayout />,
        children: [
          { index: true, element: <p>home page</p> },
          { path: 'redemption', element: <p>guide page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const container = await render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await settle();
  return { container, store, router, request };
}

const categoryNav = (container: HTMLElement) => {
  const nav = container.querySelector<HTMLElement>('nav[aria-label="Categories"]');
  if (nav === null) throw new Error('no category bar');
  return nav;
};

afterEach(cleanup);

describe('the storefront layout', { timeout: renderTimeoutMs }, () => {
  it('asks for the categories once and shows them in the category bar', async () => {
    const { container, request } = await renderLayoutAt('/');
    expect(request.mock.calls.filter(([operationId]) => operationId === 'getHome')).toHaveLength(1);
    getButton(categoryNav(container), 'Fashion');
    getButton(categoryNav(container), 'Show More');
    getByText(container, 'home page');
  });

  it('chooses a category and goes to the catalogue home from another page', async () => {
    const { container, store, router } = await renderLayoutAt('/redemption');
    await click(getButton(categoryNav(container), 'Travel'));
    expect(selectChosenCategoryId(store.getState())).toBe(4);
    expect(router.state.location.pathname).toBe('/');
  });

  it('chooses a category or All Categories from the mobile dropdown', async () => {
    const { container, store } = await renderLayoutAt('/');
    const choose = async (option: string) => {
      const combobox = container.querySelector('[role="combobox"]');
      if (combobox === null) throw new Error('no categories dropdown');
      await act(async () => {
        combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      });
      const listbox = document.querySelector<HTMLElement>('[role="listbox"]');
      if (listbox === null) throw new Error('the dropdown did not open');
      await click(getByText(listbox, option));
    };
    expect(container.querySelector('[role="combobox"]')?.textContent).toBe('All Categories');

    await choose('Electronics');
    expect(selectChosenCategoryId(store.getState())).toBe(3);
    expect(container.querySelector('[role="combobox"]')?.textContent).toBe('Electronics');

    await choose('All Categories');
    expect(selectChosenCategoryId(store.getState())).toBeNull();
  });

  it('links the logo home and the anonymous CART and SIGN IN buttons to the login page', async () => {
    const { container } = await renderLayoutAt('/');
    expect(getLink(container, 'Lumen Rewards').getAttribute('href')).toBe('/');
    expect(container.querySelector('header img')?.getAttribute('alt')).toBe('Lumen Rewards');
    expect(getLink(container, 'CART').getAttribute('href')).toBe('/login');
    expect(getLink(container, 'SIGN IN').getAttribute('href')).toBe('/login');
    const strip = container.querySelector<HTMLElement>('nav[aria-label="Help and orders"]');
    if (strip === null) throw new Error('no top strip');
    expect(getLink(strip, 'Help Center').getAttribute('href')).toBe('/help-center');
    expect(getLink(strip, 'Track Order').getAttribute('href')).toBe('/order-history');
  });

  it('opens the Redemption Guide from How to Redeem? and closes it again', async () => {
    const { container } = await renderLayoutAt('/');
    await click(getButton(container, 'How to Redeem?'));
    // The dialog's code loads on first use.
    const dialog = await vi.waitFor(
      () => {
        const opened = document.querySelector<HTMLElement>('[role="dialog"]');
        if (opened === null) throw new Error('the guide did not open');
        return opened;
      },
      { timeout: 5000 },
    );
    getByText(dialog, 'Lumen Rewards Coins');
    expect(document.body.style.overflow).toBe('hidden');

    await click(getButton(dialog, 'Close'));
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout: 5000 });
  });

  it('has a bottom bar whose Menu opens the menu panel', async () => {
    const { container } = await renderLayoutAt('/');
    const bar = container.querySelector<HTMLElement>('nav[aria-label="Mobile navigation"]');
    if (bar === null) throw new Error('no bottom bar');
    expect(getLink(bar, 'Home').getAttribute('href')).toBe('/');
    expect(getLink(bar, 'Cart').getAttribute('href')).toBe('/login');
    expect(getLink(bar, 'Profile').getAttribute('href')).toBe('/edit-profile');

    await click(getButton(bar, 'Menu'));
    const panel = document.querySelector<HTMLElement>('[role="dialog"]');
    if (panel === null) throw new Error('the menu did not open');
    expect([...panel.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Help Center', '/help-center'],
      ['Track Order', '/order-history'],
      ['How to Redeem?', '/redemption'],
      ['Redeem Points', '/redeem-voucher'],
    ]);
  });
});
