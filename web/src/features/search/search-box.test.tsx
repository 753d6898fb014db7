import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { testProduct } from '../../testing/test-products';
import searchQuery from '../../../../contracts/schemas/search-query.schema.json';
import { SearchBox, searchTextMaxLength } from './search-box';

function product(id: number, name: string, available: boolean, min: string, max: string): Product {
  return testProduct(id, {
    name,
    image_url: id === 1 ? 'https://cdn.example.com/brands/aurora.png' : null,
    price: min,
    price_mrp: min,
    is_available: available,
    denominations: [{ id, min, max }],
  });
}

const aurora = product(1, 'Aurora Threads Gift Card', true, '100.00', '10000.00');
const auroraDecor = product(5, 'Aurora Decor Voucher', false, '149.50', '599.50');

function renderSearchBox(api: FakeApi) {
  // A fake clock for the debounce, running on by itself for Testing Library's own waits.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderRoutes({
    routes: {
      '/': (
        <>
          <p>Outside</p>
          <SearchBox />
          <button type="button">After the search</button>
        </>
      ),
      '/shopping-cart': <SearchBox />,
    },
    api,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user, input: screen.getByRole('searchbox', { name: 'Search products' }) };
}

const answering =
  (answer: unknown): FakeApi =>
  () =>
    Promise.resolve(answer);

/** Replaces the box's text and waits out the search debounce (spec part 1, section 9: 150 ms). */
async function searchFor(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  await act(() => vi.advanceTimersByTimeAsync(150));
}

const resultsList = () => screen.queryByRole('list', { name: 'Search results' });

describe('the search box', () => {
  it('has a labelled search field with the placeholder, inside a search landmark', () => {
    const { input } = renderSearchBox(answering([]));
    expect(input).toHaveAttribute('placeholder', 'Search for coupons...');
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toBe(input);
  });

  it('takes no longer text than the provider searches for, so a pasted page never becomes a refused call', async () => {
    expect(searchTextMaxLength).toBe(searchQuery.properties.q.maxLength);
    const { input, user } = renderSearchBox(answering([]));
    await user.click(input);
    await user.paste('gift '.repeat(40));
    expect(input).toHaveValue('gift '.repeat(20));
  });

  it("lists each match with its image, name, 'min-max Points' and the Available badge", async () => {
    const { input, request, user } = renderSearchBox(answering([aurora, auroraDecor]));
    await searchFor(user, input, 'a');
    expect(request).not.toHaveBeenCalled();
    await searchFor(user, input, 'aurora');
    const items = within(resultsList() ?? document.body).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Aurora Threads Gift Card100-10,000 PointsAvailable',
      'Aurora Decor Voucher149.50-599.50 Points',
    ]);
    // The product images are decorative (the name is beside them), so they are found by element, not by role.
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/brands/aurora.png');
    expect(items[1]?.querySelector('img')).toBeNull();
  });

  it('shows the placeholder instead of an image that fails to load', async () => {
    const { input, user } = renderSearchBox(answering([aurora]));
    await searchFor(user, input, 'aurora');
    const item = screen.getByRole('link', { name: /Aurora Threads Gift Card/ });
    const image = item.querySelector('img');
    expect(image).not.toBeNull();
    if (image !== null) fireEvent.error(image);
    expect(item.querySelector('img')).toBeNull();
    expect(item).toHaveTextContent('Aurora Threads Gift Card100-10,000 PointsAvailable');
  });

  it('says when nothing matches the term', async () => {
    const { input, user } = renderSearchBox(answering([]));
    await searchFor(user, input, '  zzz ');
    expect(screen.getByText('No products found for "zzz"')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No products found for "zzz"');
  });

  it('says how many products it found in its live region', async () => {
    const { input, user } = renderSearchBox(answering([aurora, auroraDecor]));
    await searchFor(user, input, 'aurora');
    expect(screen.getByRole('status')).toHaveTextContent('2 products found');
  });

  it("shows a failed search in a red alert with the server's message", async () => {
    const { input, user } = renderSearchBox(() => Promise.reject(new ApiError(500, { message: 'Index down' })));
    await searchFor(user, input, 'aurora');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Index down');
    expect(alert).toHaveClass('MuiAlert-colorError');
  });

  it('opens the product page at its first amount once, closing the dropdown', async () => {
    const { input, router, user } = renderSearchBox(answering([aurora]));
    await searchFor(user, input, 'aurora');
    const link = screen.getByRole('link', { name: /Aurora Threads Gift Card/ });
    expect(link).toHaveAttribute('href', '/shopping-cart');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/shopping-cart');
    expect(router.state.location.state).toEqual({
      product: { ...aurora, selectedDenomination: 100, quantity: 1, to_pay: 100 },
    });
    expect(resultsList()).not.toBeInTheDocument();
  });

  it('closes the dropdown on a click outside and opens it again on focus', async () => {
    const { input, user } = renderSearchBox(answering([aurora]));
    await searchFor(user, input, 'aurora');
    expect(resultsList()).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(resultsList()).not.toBeInTheDocument();
    await user.click(input);
    expect(resultsList()).toBeInTheDocument();
  });

  it('closes the dropdown when the focus tabs past it, and Escape on a result takes the focus back to the box', async () => {
    const { input, user } = renderSearchBox(answering([aurora, auroraDecor]));
    await searchFor(user, input, 'aurora');
    await user.tab();
    expect(screen.getByRole('link', { name: /Aurora Threads Gift Card/ })).toHaveFocus();
    expect(resultsList()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(resultsList()).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.click(screen.getByText('Outside'));
    await user.click(input);
    expect(resultsList()).toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the search' })).toHaveFocus();
    expect(resultsList()).not.toBeInTheDocument();
  });

  it('clears the results when the box is emptied', async () => {
    const { input, user } = renderSearchBox(answering([aurora]));
    await searchFor(user, input, 'aurora');
    await searchFor(user, input, '');
    expect(resultsList()).not.toBeInTheDocument();
  });
});
