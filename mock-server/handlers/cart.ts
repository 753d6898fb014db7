import type { HttpHandler } from 'msw';
import { addCartLine, cartItemView, cartLines, removeCartLine, updateCartLine } from '../domain/cart';
import { endpoint } from '../pipeline/endpoint';
import type { Simulator } from '../simulator';

export function cartHandlers(simulator: Simulator): HttpHandler[] {
  return [
    endpoint(simulator, 'getCart', ({ user }) => ({
      status: 200,
      body: cartLines(simulator, user.id).map((line) => cartItemView(simulator, line)),
    })),

    endpoint(simulator, 'addCartItem', ({ user, body }) => {
      const result = addCartLine(simulator, user.id, body.cart_items[0]);
      return 'status' in result ? result : { status: 201, body: cartItemView(simulator, result) };
    }),

    endpoint(simulator, 'updateCartItem', ({ user, body }) => {
      const result = updateCartLine(simulator, user.id, body);
      return 'status' in result ? result : { status: 200, body: cartItemView(simulator, result) };
    }),

    endpoint(simulator, 'removeCartItem', ({ user, body }) => {
      return removeCartLine(simulator, user.id, body.id) ?? { status: 204, body: null };
    }),
  ];
}
