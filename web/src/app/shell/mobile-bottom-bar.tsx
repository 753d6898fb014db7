import HomeIcon from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CartBadgeIcon, cartLabel } from './cart-button';
import { cartLink, type ShopperSession } from './shopper-session';

export interface MobileBottomBarProps {
  session: ShopperSession;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

type Tab = 'home' | 'cart' | 'profile';

function currentTab(pathname: string): Tab | null {
  if (pathname === '/') return 'home';
  if (pathname === '/cart') return 'cart';
  if (pathname === '/edit-profile') return 'profile';
  return null;
}

// The ring inside the action: the bar sits on the window's bottom edge, which would cut a ring drawn outside.
const actionSx = { '&.Mui-focusVisible': { outlineOffset: -2 } } as const;

/** The small-screen navigation fixed to the bottom: Home, Cart, Profile and the Menu panel. */
export function MobileBottomBar({ session, menuOpen, onOpenMenu }: MobileBottomBarProps) {
  const { pathname } = useLocation();
  // While the menu panel is open, Menu is the highlighted item instead of the current page's.
  const selected = menuOpen ? 'menu' : currentTab(pathname);
  const current = (tab: Tab) => (selected === tab ? 'page' : undefined);

  return (
    <Paper
      component="nav"
      aria-label="Mobile navigation"
      elevation={8}
      square
      sx={{
        position: 'fixed',
        right: 0,
        bottom: 0,
        left: 0,
        zIndex: 'appBar',
        display: { md: 'none' },
      }}
    >
      <BottomNavigation showLabels value={selected} sx={{ height: 'var(--bottom-bar-height)' }}>
        <BottomNavigationAction
          component={RouterLink}
          to="/"
          value="home"
          label="Home"
          icon={<HomeIcon />}
          aria-current={current('home')}
          sx={actionSx}
        />
        <BottomNavigationAction
          component={RouterLink}
          {...cartLink(session)}
          value="cart"
          label="Cart"
          icon={<CartBadgeIcon session={session} />}
          aria-current={current('cart')}
          aria-label={cartLabel(session)}
          sx={actionSx}
        />
        <BottomNavigationAction
          component={RouterLink}
          to="/edit-profile"
          value="profile"
          label="Profile"
          icon={<PersonIcon />}
          aria-current={current('profile')}
          sx={actionSx}
        />
        <BottomNavigationAction
          value="menu"
          label="Menu"
          icon={<MenuIcon />}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          sx={actionSx}
        />
      </BottomNavigation>
    </Paper>
  );
}
