import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../../contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartCount } from '../cart';
import { logoutRequested, selectCoins, selectSignedIn, selectUser } from '../session';

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
  const signedIn = useAppSelector(selectSignedIn);
  const user = useAppSelector(selectUser);
  const coins = useAppSelector(selectCoins);
  const cartCount = useAppSelector(selectCartCount);
  return { signedIn, user, coins, cartCount };
}

/** Logout: the session saga clears the cookies and the shopper's state; the shopper goes to sign in again. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(logoutRequested());
    void navigate('/login');
  }, [dispatch, navigate]);
}

/** Anonymous visitors are sent to sign in before they can see a cart. */
export function cartPath(session: ShopperSession): string {
  return session.signedIn ? '/cart' : '/login';
}
