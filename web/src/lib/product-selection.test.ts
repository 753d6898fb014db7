import { describe, expect, it } from 'vitest';
import { testProduct } from '../testing/test-products';
import { readProductPageState, selectProduct } from './product-selection';

const product = testProduct(1, { image_url: null, denominations: [{ id: 1, min: '149.50', max: '10000.00' }] });

describe('the product page navigation state', () => {
  it("selects the first denomination's min once by default, with to_pay in rupees", () => {
    expect(selectProduct(product)).toEqual({ ...product, selectedDenomination: 149.5, quantity: 1, to_pay: 149.5 });
    expect(selectProduct(product, 0.1, 3)).toMatchObject({ selectedDenomination: 0.1, quantity: 3, to_pay: 0.3 });
    expect(selectProduct({ ...product, denominations: [] })).toMatchObject({ selectedDenomination: 0, to_pay: 0 });
  });

  it('reads a selected product back, and nothing from missing or malformed state', () => {
    const selected = selectProduct(product);
    expect(readProductPageState({ product: selected })).toEqual(selected);
    expect(readProductPageState(null)).toBeNull();
    expect(readProductPageState({})).toBeNull();
    expect(readProductPageState({ product })).toBeNull();
    expect(readProductPageState({ product: { ...selected, quantity: '2' } })).toBeNull();
    expect(readProductPageState({ product: { ...selected, image_url: 'javascript:alert(1)' } })).toBeNull();
  });
});
