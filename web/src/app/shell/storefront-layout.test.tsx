import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../contracts';
import { selectChosenCategoryId } from '../../features/catalogue/catalogue-store';
import { clearSessionTokens, getAccessToken, getRefreshToken, storeSessionTokens } from '../../lib/session-cookie';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { testCartItem } from '../../testing/test-cart-items';
import { loadedConfiguration, testConfig } from '../../testing/test-config';
import { StorefrontLayout } from './storefront-layout';

const home = {
  categories: ['Fashion', 'Food & Dining', 'Electronics', 'Travel', 'Entertainment', 'Health & Wellness'].map(
    (name, index) => ({ id: index + 1, name }),
  ),
  subcategories: [],
};

const config = testConfig;

const shopper: User = { id: 1, username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000 };

const cart = [testCartItem(1), testCartItem(2, 3)];

// Only the categories answer; every other call stays pending so no other feature's state changes under the test.
const anonymousProvider: FakeApi = (operationId) =>
  operationId === 'getHome' ? Promise.resolve(home) : new Promise(() => undefined);

/** A provider that also knows the signed-in shopper and their cart. */
const signedInProvider: FakeApi = (operationId, input) => {
  if (operationId === 'getUserData') return Promise.resolve(shopper);
  if (operationId === 'getCart') return Promise.resolve(cart);
  return anonymousProvider(operationId, input);
};

function renderLayoutAt(path: string, api: FakeApi = anonymousProvider) {
  return renderRoutes({
    routes: [
      {
        path: '/',
        element: <StorefrontLayout />,
        children: [
          { index: true, element: <p>home page</p> },
          { path: 'redemption', element: <p>guide page</p> },
          { path: 'login', element: <p>login page</p> },
        ],
      },
    ],
    at: path,
    api,
    preloadedState: { configuration: loadedConfiguration(config) },
  });
}

/** The layout for a shopper whose session cookies a previous visit stored. */
async function renderSignedInLayout() {
  storeSessionTokens({ access_token: 'at_0123456789abcdef', refresh_token: 'rt_0123456789abcdef' });
  const view = renderLayoutAt('/', signedInProvider);
  await screen.findByText('5,000 Points');
  return view;
}

const categoryBar = () => screen.getByRole('navigation', { name: 'Categories' });
const topStrip = () => screen.getByRole('navigation', { name: 'Help and orders' });
const bottomBar = () => screen.getByRole('navigation', { name: 'Mobile navigation' });

afterEach(clearSessionTokens);

describe('the storefront layout', () => {
  it('asks for the categories once and shows them in the category bar', async () => {
    const { request } = renderLayoutAt('/');
    expect(await within(categoryBar()).findByRole('button', { name: 'Fashion' })).toBeInTheDocument();
    expect(within(categoryBar()).getByRole('button', { name: 'Show More' })).toBeInTheDocument();
    expect(request.mock.calls.filter(([operationId]) => operationId === 'getHome')).toHaveLength(1);
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('chooses a category and goes to the catalogue home from another page', async () => {
    const user = userEvent.setup();
    const { store, router } = renderLayoutAt('/redemption');
    await user.click(await within(categoryBar()).findByRole('button', { name: 'Travel' }));
    expect(selectChosenCategoryId(store.getState())).toBe(4);
    expect(router.state.location.pathname).toBe('/');
  });

  it('chooses a category or All Categories from the mobile dropdown', async () => {
    const user = userEvent.setup();
    const { store } = renderLayoutAt('/');
    await within(categoryBar()).findByRole('button', { name: 'Fashion' });
    const dropdown = screen.getByRole('combobox', { name: 'Categories' });
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Categories', ...home.categories.map((category) => category.name)]);
    expect(dropdown).toHaveDisplayValue('All Categories');

    await user.selectOptions(dropdown, 'Electronics');
    expect(selectChosenCategoryId(store.getState())).toBe(3);
    expect(dropdown).toHaveDisplayValue('Electronics');

    await user.selectOptions(dropdown, 'All Categories');
    expect(selectChosenCategoryId(store.getState())).toBeNull();
    expect(dropdown).toHaveDisplayValue('All Categories');
  });

  it('links the logo home and the anonymous CART and SIGN IN buttons to the login page', async () => {
    renderLayoutAt('/');
    // The categories arrive right after the first render; waiting for them keeps their update inside the test.
    await within(categoryBar()).findByRole('button', { name: 'Fashion' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Lumen Rewards' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('img', { name: 'Lumen Rewards' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'CART' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/login');
    expect(within(topStrip()).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
    expect(within(topStrip()).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/order-history');
    expect(within(topStrip()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Points$/)).not.toBeInTheDocument();
  });

  it('opens the Redemption Guide from How to Redeem? and closes it again', async () => {
    const user = userEvent.setup();
    renderLayoutAt('/');
    await user.click(within(topStrip()).getByRole('button', { name: 'How to Redeem?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redemption Guide' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Lumen Rewards Coins' })).toBeInTheDocument();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('has a bottom bar whose Menu opens the menu panel, again after it was closed', async () => {
    const user = userEvent.setup();
    renderLayoutAt('/');
    expect(within(bottomBar()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bottomBar()).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
    expect(within(bottomBar()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(within(bottomBar()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(bottomBar()).getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Help Center', '/help-center'],
      ['Track Order', '/order-history'],
      ['How to Redeem?', '/redemption'],
      ['Redeem Points', '/redeem-voucher'],
    ]);
    expect(within(panel).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await user.click(within(bottomBar()).getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('the storefront layout for a signed-in shopper', () => {
  it('shows the points, the cart count, the profile link and Logout instead of SIGN IN', async () => {
    await renderSignedInLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('5,000 Points')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Cart, 4 items' })).toHaveAttribute('href', '/cart');
    expect(within(header).getByRole('link', { name: 'Asha Shopper shopper@example.com' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(within(header).queryByRole('link', { name: 'SIGN IN' })).not.toBeInTheDocument();
    expect(within(topStrip()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(bottomBar()).getByRole('link', { name: 'Cart, 4 items' })).toHaveAttribute('href', '/cart');
  });

  it('writes a balance with paise like every other amount of coins, to the paisa', async () => {
    storeSessionTokens({ access_token: 'at_0123456789abcdef', refresh_token: 'rt_0123456789abcdef' });
    renderLayoutAt('/', (operationId, input) =>
      operationId === 'getUserData'
        ? Promise.resolve({ ...shopper, coins: 4849.5 })
        : signedInProvider(operationId, input),
    );
    expect(await within(screen.getByRole('banner')).findByText('4,849.50 Points')).toBeVisible();
  });

  it('links the profile as My Account while the user data is still on its way', async () => {
    storeSessionTokens({ access_token: 'at_0123456789abcdef', refresh_token: 'rt_0123456789abcdef' });
    renderLayoutAt('/', (operationId, input) =>
      operationId === 'getCart' ? Promise.resolve(cart) : anonymousProvider(operationId, input),
    );
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/edit-profile');
    expect(within(header).queryByText(/Points$/)).not.toBeInTheDocument();
  });

  it('names the shopper, the points and Logout in the mobile menu panel', async () => {
    const user = userEvent.setup();
    await renderSignedInLayout();
    await user.click(within(bottomBar()).getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(within(panel).getByText('Asha Shopper')).toBeVisible();
    expect(within(panel).getByText('shopper@example.com')).toBeVisible();
    expect(within(panel).getByText('5,000 Points')).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Help Center', 'Track Order', 'How to Redeem?', 'Redeem Points']);
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('signs out from the top strip: cookies cleared, SIGN IN back and the login page shown', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedInLayout();
    await user.click(within(topStrip()).getByRole('button', { name: 'Logout' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'CART' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('5,000 Points')).not.toBeInTheDocument();
    expect(within(topStrip()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signs out from the mobile menu panel and closes it', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedInLayout();
    await user.click(within(bottomBar()).getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(within(bottomBar()).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
  });
});
