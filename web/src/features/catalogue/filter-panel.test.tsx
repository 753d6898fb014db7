import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import productsQuery from '../../../../contracts/schemas/products-query.schema.json';
import { priceFilterMax, toPaise } from '../../lib/money';
import type { CatalogueFilters } from './catalogue-slice';
import { formikErrors } from '../../testing/formik-errors';
import { amountRangeSchema, FilterPanel, noFilters, priceFilterHint } from './filter-panel';

function renderPanel() {
  const changed = vi.fn<(filters: CatalogueFilters) => void>();
  function Panel() {
    const [filters, setFilters] = useState(noFilters);
    return (
      <FilterPanel
        subcategories={[]}
        categoriesLoading={false}
        categoriesError={null}
        value={filters}
        onChange={(next) => {
          changed(next);
          setFilters(next);
        }}
      />
    );
  }
  render(<Panel />);
  return { changed, user: userEvent.setup(), min: screen.getByRole('spinbutton', { name: 'Min' }) };
}

describe('the Amount Range filter', () => {
  it('stops at the highest amount the provider takes', () => {
    expect(priceFilterMax).toBe(toPaise(productsQuery.properties.price_min.maximum));
    expect(priceFilterMax).toBe(toPaise(productsQuery.properties.price_max.maximum));
    expect(priceFilterHint).toBe('Enter an amount from ₹0.00 to ₹1,00,00,000.00, with at most 2 decimals.');
  });

  it('marks an amount the provider cannot take and never applies it, then applies the next good one', async () => {
    const { changed, user, min } = renderPanel();
    await user.type(min, '500');
    expect(changed).toHaveBeenLastCalledWith({ ...noFilters, priceRange: { min: 50_000, max: null } });
    expect(screen.queryByText(priceFilterHint)).not.toBeInTheDocument();

    for (const wrong of ['99999999', '-5', '1e3', '1.234']) {
      await user.clear(min);
      await user.type(min, wrong.slice(0, -1));
      changed.mockClear();
      // The last key makes it wrong: nothing is applied, the list keeps the range it had.
      await user.type(min, wrong.slice(-1));
      expect(changed, wrong).not.toHaveBeenCalled();
      expect(min, wrong).toHaveAttribute('aria-invalid', 'true');
      expect(min, wrong).toHaveAccessibleDescription(priceFilterHint);
    }

    await user.clear(min);
    await user.type(min, '12.');
    expect(min).toHaveAttribute('aria-invalid', 'false');
    await user.type(min, '5');
    expect(changed).toHaveBeenLastCalledWith({ ...noFilters, priceRange: { min: 1_250, max: null } });
    expect(screen.queryByText(priceFilterHint)).not.toBeInTheDocument();
  });

  it('keeps the text as typed while applying its amount', async () => {
    const { changed, user, min } = renderPanel();
    await user.type(min, '500.50');
    expect(min).toHaveDisplayValue('500.50');
    expect(changed).toHaveBeenLastCalledWith({ ...noFilters, priceRange: { min: 50_050, max: null } });
  });

  it('drops the hint when Reset all empties the box that held the wrong amount', async () => {
    const { user, min } = renderPanel();
    await user.type(min, '500000000');
    expect(screen.getByText(priceFilterHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(min).toHaveValue(null);
    expect(min).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(priceFilterHint)).not.toBeInTheDocument();
  });
});

describe("the Amount Range's rules", () => {
  const minMessage = async (min: string) => (await formikErrors(amountRangeSchema, { min, max: '' })).min;

  it.each(['-5', '1e3', '1.234', 'abc', '100000000.01', '99999999'])(
    'marks %j, which the provider cannot take, with the hint',
    async (min) => {
      expect(await minMessage(min)).toBe(priceFilterHint);
    },
  );

  it.each(['', '0', '500', '12.5', '10000000', '12.'])(
    'accepts %j: an amount up to the maximum, an empty box, or an amount on its way',
    async (min) => {
      expect(await minMessage(min)).toBeUndefined();
    },
  );

  it('checks Max as Min', async () => {
    expect((await formikErrors(amountRangeSchema, { min: '', max: '-1' })).max).toBe(priceFilterHint);
  });
});
