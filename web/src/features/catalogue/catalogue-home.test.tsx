import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contracts';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { testProduct, testProducts } from '../../testing/test-products';
import { loadedConfiguration } from '../../testing/test-config';
import { CatalogueHome } from './catalogue-home';

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

beforeEach(() => {
  // Timers the test moves, which also follow real time so that Testing Library's waiting and the drawer's transitions work.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Rendering in jsdom is slow on a busy machine, the first render and the drawer's MUI most of all.
vi.setConfig({ testTimeout: 30_000 });

function ProductPageProbe() {
  const { state } = useLocation();
  return <output>{JSON.stringify(state)}</output>;
}

/** A provider that pages through `catalogue`, 8 at a time. */
const catalogueApi =
  (catalogue: Product[]): FakeApi =>
  (operationId, { query }) => {
    if (operationId === 'getHome') return Promise.resolve(home);
    if (operationId === 'listProducts') {
      const page = Number(query?.page ?? 1);
      const results = catalogue.slice((page - 1) * 8, page * 8);
      const next = page * 8 < catalogue.length ? `http://127.0.0.1:9090/products/?page=${page + 1}` : null;
      return Promise.resolve({ count: catalogue.length, next, previous: null, results });
    }
    return new Promise<never>(() => undefined);
  };

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

async function renderHome(catalogue: Product[], state?: unknown) {
  const view = renderRoutes({
    routes: { '/': <CatalogueHome />, '/shopping-cart': <ProductPageProbe /> },
    state,
    api: catalogueApi(catalogue),
    preloadedState: { configuration: loadedConfiguration() },
  });
  await settle();
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const heading = () => screen.getByRole('heading', { level: 1 });

function onlyCard(): HTMLElement {
  const [card] = screen.getAllByRole('article');
  if (card === undefined) throw new Error('no card');
  return card;
}

describe('the catalogue home', () => {
  it('appears 600 ms after the configuration has loaded below the banner, its products fetched meanwhile', async () => {
    vi.useFakeTimers();
    const { request } = renderRoutes({
      routes: { '/': <CatalogueHome /> },
      api: catalogueApi(testProducts(1, 3)),
      preloadedState: { configuration: { ...loadedConfiguration(), loadedAt: Date.now() } },
    });
    // The banner is the home's own and needs only the configuration: it shows at once.
    expect(screen.getByRole('img', { name: /: Gift cards and vouchers for every occasion$/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(screen.getByRole('progressbar', { name: 'Loading catalogue' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(request).toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(heading()).toHaveTextContent('All Products');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('progressbar', { name: 'Loading catalogue' })).not.toBeInTheDocument();
  });

  it('shows the first 8 products, appends with Show More until all are loaded, and Show Less goes back', async () => {
    const { user } = await renderHome(testProducts(1, 12));
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(heading()).toHaveTextContent('All Products');
    expect(screen.queryByText('All items are loaded!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('All items are loaded!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('says so when no product matches', async () => {
    await renderHome([]);
    expect(screen.getByText('No Products Available')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or browse categories')).toBeInTheDocument();
  });

  it('applies the category and subcategories of its navigation state', async () => {
    const { request } = await renderHome(testProducts(1, 3), { categoryId: 2, selectedSubCategories: [4] });
    expect(request).toHaveBeenCalledWith('listProducts', {
      query: { page: 1, perPage: 8, category: 2, subcategories: '4' },
    });
    expect(heading()).toHaveTextContent('Food & Dining');
  });

  it('keeps filter changes in the mobile drawer until Apply Filters', async () => {
    const { request, user } = await renderHome(testProducts(1, 3));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(drawer).toHaveTextContent('Apparel');
    expect(drawer).not.toHaveTextContent('Food Delivery');
    await user.click(within(drawer).getByRole('button', { name: 'Show More' }));
    expect(drawer).toHaveTextContent('Food Delivery');

    const callsBefore = request.mock.calls.length;
    await user.click(within(drawer).getByRole('checkbox', { name: 'Apparel' }));
    await user.type(within(drawer).getByLabelText('Min'), '500');
    expect(drawer).toHaveTextContent('2 filters applied');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(request).toHaveBeenCalledTimes(callsBefore);

    await user.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    // The filter debounce, which also outlasts the drawer's closing transition (the page is hidden from it till then).
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('listProducts', {
      query: { page: 1, perPage: 8, subcategories: '1', price_min: 500 },
    });
  });
});

describe('a product card', () => {
  it('validates the amount and opens the product page with the choice', async () => {
    const { router, user } = await renderHome([testProduct(1)]);
    const card = onlyCard();
    expect(card).toHaveTextContent('Recommended');
    expect(card).toHaveTextContent('Instant');
    expect(card).toHaveTextContent('Voucher');
    const amount = within(card).getByLabelText('Denomination');
    expect(amount).toHaveDisplayValue('100.00');

    await user.clear(amount);
    await user.type(amount, '50');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Value is less than the minimum allowed amount of ₹100.00',
    );
    expect(within(card).getByRole('button', { name: 'View Coupon' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(within(card).getByRole('alert')).toHaveTextContent('Exceeds the maximum allowed amount of ₹10,000.00');

    await user.clear(amount);
    await user.type(amount, '250.50');
    const quantity = within(card).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(card).getByRole('button', { name: 'View Coupon' }));
    expect(router.state.location.pathname).toBe('/shopping-cart');
    expect(router.state.location.state).toEqual({
      product: { ...testProduct(1), selectedDenomination: 250.5, quantity: 3, to_pay: 751.5 },
    });
  });

  it('offers each denomination in a dropdown when there are several, and a placeholder without an image', async () => {
    const { user } = await renderHome([
      testProduct(2, {
        image_url: null,
        denominations: [
          { id: 1, min: '250.00', max: '250.00' },
          { id: 2, min: '500.00', max: '500.00' },
        ],
      }),
    ]);
    const card = onlyCard();
    expect(card).toHaveTextContent('No Image Available');
    const select = within(card).getByRole('combobox', { name: 'Denomination' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['₹250.00', '₹500.00']);
    await user.selectOptions(select, '₹500.00');
    expect(select).toHaveDisplayValue('₹500.00');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets an empty quantity to 1 when it loses focus', async () => {
    const { user } = await renderHome([testProduct(1)]);
    const quantity = within(onlyCard()).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveDisplayValue('1');
  });
});
