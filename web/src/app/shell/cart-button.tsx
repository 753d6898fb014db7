import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { cartLink, type ShopperSession } from './shopper-session';

// Past this the bubble shows "99+", so it never grows wider than three characters.
const maxShownCount = 99;

/** The badge counts cart items only for a signed-in shopper. */
export function CartBadgeIcon({ session }: { session: ShopperSession }) {
  if (!session.signedIn) return <ShoppingCartIcon />;
  return (
    <Badge badgeContent={session.cartCount} max={maxShownCount} showZero color="secondary">
      <ShoppingCartIcon />
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
      {...cartLink(session)}
      variant="outlined"
      color="inherit"
      startIcon={<CartBadgeIcon session={session} />}
      aria-label={cartLabel(session)}
      sx={{ flexShrink: 0 }}
    >
      CART
    </Button>
  );
}
