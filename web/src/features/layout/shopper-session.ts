/**
 * What the layout shows about the shopper. The header, the bottom bar and the menu panel take it as one value so the
 * signed-in parts (points, profile, Logout) slot in once sign-in exists, without changing who passes what.
 */
export interface ShopperSession {
  signedIn: boolean;
  /** Items in the cart; only a signed-in shopper has a cart to count. */
  cartCount: number;
}

export const anonymousShopper: ShopperSession = { signedIn: false, cartCount: 0 };

/** Anonymous visitors are sent to sign in before they can see a cart. */
export function cartPath(session: ShopperSession): string {
  return session.signedIn ? '/cart' : '/login';
}
