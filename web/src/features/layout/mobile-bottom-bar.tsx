import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CartBadgeIcon, cartLabel } from './cart-button';
import { HomeIcon, MenuIcon, PersonIcon } from './icons';
import { cartPath, type ShopperSession } from './shopper-session';

/** The bottom bar's height, which the page keeps free so the bar never covers the footer. */
export const bottomBarHeight = 56;

export interface MobileBottomBarProps {
  session: ShopperSession;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

function currentTab(pathname: string): string | null {
  if (pathname === '/') return 'home';
  if (pathname === '/cart') return 'cart';
  if (pathname === '/edit-profile') return 'profile';
  return null;
}

/** The small-screen navigation fixed to the bottom: Home, Cart, Profile and the Menu panel. */
export function MobileBottomBar({ session, menuOpen, onOpenMenu }: MobileBottomBarProps) {
  const { pathname } = useLocation();
  return (
    <Paper
      component="nav"
      aria-label="Mobile navigation"
      elevation={8}
      square
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
      }}
    >
      <BottomNavigation showLabels value={menuOpen ? 'menu' : currentTab(pathname)} sx={{ height: bottomBarHeight }}>
        <BottomNavigationAction component={RouterLink} to="/" value="home" label="Home" icon={<HomeIcon />} />
        <BottomNavigationAction
          component={RouterLink}
          to={cartPath(session)}
          value="cart"
          label="Cart"
          aria-label={cartLabel(session)}
          icon={<CartBadgeIcon session={session} />}
        />
        <BottomNavigationAction
          component={RouterLink}
          to="/edit-profile"
          value="profile"
          label="Profile"
          icon={<PersonIcon />}
        />
        <BottomNavigationAction
          value="menu"
          label="Menu"
          icon={<MenuIcon />}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        />
      </BottomNavigation>
    </Paper>
  );
}
