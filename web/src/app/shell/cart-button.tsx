import { Link } from 'react-router-dom';
import { buttonClassName } from '../../lib/ui/button';
import styles from './cart-button.module.css';
import { CartIcon } from '../../lib/ui/icons';
import { cartLink, type ShopperSession } from './shopper-session';

// Past this the bubble shows "99+", so it never grows wider than three characters.
const maxShownCount = 99;

/** The badge counts cart items only for a signed-in shopper. */
export function CartBadgeIcon({ session }: { session: ShopperSession }) {
  return (
    <span className={styles.badge}>
      <CartIcon />
      {session.signedIn && (
        <span className={styles.count}>
          {session.cartCount > maxShownCount ? `${maxShownCount}+` : session.cartCount}
        </span>
      )}
    </span>
  );
}

export function cartLabel(session: ShopperSession): string | undefined {
  if (!session.signedIn) return undefined;
  return `Cart, ${session.cartCount} ${session.cartCount === 1 ? 'item' : 'items'}`;
}

/** The desktop header's CART button. */
export function CartButton({ session }: { session: ShopperSession }) {
  return (
    <Link
      {...cartLink(session)}
      className={buttonClassName({ variant: 'outlined', color: 'inherit' })}
      aria-label={cartLabel(session)}
    >
      <span className={styles.startIcon}>
        <CartBadgeIcon session={session} />
      </span>
      CART
    </Link>
  );
}
