import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../../contracts';
import { selectCartCount } from '../../features/cart/cart-store';
import { logoutRequested, selectCoins, selectSignedIn, selectUser } from '../../features/session/session-store';

/** What the header, the bottom bar and the menu panel show about the shopper. */
export interface ShopperSession {
  signedIn: boolean;
  /** Null until the user data has arrived (a session restored at start-up). */
  user: User | null;
  coins: number;
  /** Items in the cart; only a signed-in shopper has a cart to count. */
  cartCount: number;
}

export function useShopperSession(): ShopperSession {
  const signedIn = useSelector(selectSignedIn);
  const user = useSelector(selectUser);
  const coins = useSelector(selectCoins);
  const cartCount = useSelector(selectCartCount);
  return { signedIn, user, coins, cartCount };
}

/** Logout: the session saga clears the cookies and the shopper's state; the shopper goes to sign in again. */
export function useLogout(): () => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(logoutRequested());
    void navigate('/login');
  }, [dispatch, navigate]);
}

/** Anonymous visitors are sent to sign in before they can see a cart, and come back to it afterwards. */
export function cartLink(session: ShopperSession): { to: string; state?: { from: string } } {
  return session.signedIn ? { to: '/cart' } : { to: '/login', state: { from: '/cart' } };
}
