import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon } from './icons';
import { cartPath, type ShopperSession } from './shopper-session';

/** The badge counts cart items only for a signed-in shopper. */
export function CartBadgeIcon({ session }: { session: ShopperSession }) {
  return (
    <Badge badgeContent={session.signedIn ? session.cartCount : undefined} color="secondary" showZero max={99}>
      <CartIcon />
    </Badge>
  );
}

export function cartLabel(session: ShopperSession): string | undefined {
  if (!session.signedIn) return undefined;
  return `Cart, ${session.cartCount} ${session.cartCount === 1 ? 'item' : 'items'}`;
}

/** The desktop header's CART button. */
export function CartButton({ session }: { session: ShopperSession }) {
  return (
    <Button
      component={RouterLink}
      to={cartPath(session)}
      variant="outlined"
      color="inherit"
      aria-label={cartLabel(session)}
      startIcon={<CartBadgeIcon session={session} />}
    >
      CART
    </Button>
  );
}
