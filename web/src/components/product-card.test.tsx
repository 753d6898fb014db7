import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PriceRange } from '../lib/money';
import { renderRoutes } from '../testing/render-routes';
import { testProduct } from '../testing/test-products';
import { ProductCard } from './product-card';

/** A card under a filter whose range a button narrows, as the catalogue's filter panel does. */
function FilteredCard() {
  const [priceRange, setPriceRange] = useState<PriceRange>({ min: null, max: null });
  return (
    <>
      <Button onClick={() => setPriceRange({ min: 50_000, max: 200_000 })}>Narrow</Button>
      <ProductCard product={testProduct(1)} priceRange={priceRange} position={0} />
    </>
  );
}

const renderCard = () => {
  const view = renderRoutes({ routes: { '/': <FilteredCard />, '/shopping-cart': <p>Product page</p> } });
  return { ...view, user: userEvent.setup() };
};

describe("a product card's form", () => {
  it("checks the amount again when the filter's range changes", async () => {
    const { user } = renderCard();
    expect(screen.getByLabelText('Denomination')).toHaveDisplayValue('100.00');
    expect(screen.getByRole('button', { name: 'View Coupon' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Narrow' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Value must be between global price range ₹500.00 and ₹2,000.00',
    );
    expect(screen.getByLabelText('Denomination')).toHaveAccessibleDescription(
      'Value must be between global price range ₹500.00 and ₹2,000.00',
    );
    expect(screen.getByRole('button', { name: 'View Coupon' })).toBeDisabled();
  });

  it('refuses Enter on a quantity below 1, saying why, and opens the product page once it is mended', async () => {
    const { router, user } = renderCard();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');

    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(quantity).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');

    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping-cart'));
    expect(router.state.location.state).toMatchObject({ product: { selectedDenomination: 100, quantity: 2 } });
  });
});
