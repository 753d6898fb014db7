import type { HttpHandler } from 'msw';
import type { CartItem } from '../../contracts';
import type { CartItemRecord } from '../db/records';
import { addCartLine, cartItemView, cartLines, removeCartLine, updateCartLine } from '../domain/cart';
import { withMediaUrl } from '../domain/media';
import { endpoint } from '../pipeline/endpoint';
import type { Simulator } from '../simulator';

export function cartHandlers(simulator: Simulator): HttpHandler[] {
  /** A cart line as the shopper sees it, its product's picture on the origin the request reached. */
  const lineView = (line: CartItemRecord, url: URL): CartItem => {
    const view = cartItemView(simulator, line);
    return { ...view, product: withMediaUrl(view.product, url.origin) };
  };

  return [
    endpoint(simulator, 'getCart', ({ user, url }) => ({
      status: 200,
      body: cartLines(simulator, user.id).map((line) => lineView(line, url)),
    })),

    endpoint(simulator, 'addCartItem', ({ user, body, url }) => {
      const result = addCartLine(simulator, user.id, body.cart_items[0]);
      return 'status' in result ? result : { status: 201, body: lineView(result, url) };
    }),

    endpoint(simulator, 'updateCartItem', ({ user, body, url }) => {
      const result = updateCartLine(simulator, user.id, body);
      return 'status' in result ? result : { status: 200, body: lineView(result, url) };
    }),

    endpoint(simulator, 'removeCartItem', ({ user, body }) => {
      return removeCartLine(simulator, user.id, body.id) ?? { status: 204, body: null };
    }),
  ];
}
