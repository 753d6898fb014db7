import type { CartItem } from '../../../contracts';

/** A valid cart line of the given id for `quantity` units of ₹750.25. */
export function testCartItem(id: number, quantity = 1): CartItem {
  return {
    id,
    product: {
      id: 1,
      name: 'Aurora Threads Gift Card',
      image_url: null,
      price: '100.00',
      price_mrp: '100.00',
      is_available: true,
      denominations: [{ id: 1, min: '100.00', max: '10000.00' }],
      subcategory: { id: 1, name: 'Apparel' },
      details: '',
      terms_and_conditions: '',
      how_to_use: '',
    },
    product_id: 1,
    quantity,
    price: '750.25',
    selectedDenomination: 750.25,
    to_pay: ((75025 * quantity) / 100).toFixed(2),
  };
}
