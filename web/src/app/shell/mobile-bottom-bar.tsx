import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HomeIcon, MenuIcon, PersonIcon } from '../../lib/ui/icons';
import { CartBadgeIcon, cartLabel } from './cart-button';
import styles from './mobile-bottom-bar.module.css';
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

function TabContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span className={styles.label}>{label}</span>
    </>
  );
}

/** The small-screen navigation fixed to the bottom: Home, Cart, Profile and the Menu panel. */
export function MobileBottomBar({ session, menuOpen, onOpenMenu }: MobileBottomBarProps) {
  const { pathname } = useLocation();
  // While the menu panel is open, Menu is the highlighted item instead of the current page's.
  const selected = menuOpen ? null : currentTab(pathname);
  const current = (tab: Tab) => (selected === tab ? 'page' : undefined);

  return (
    <nav aria-label="Mobile navigation" className={styles.bar}>
      <Link to="/" className={styles.action} aria-current={current('home')}>
        <TabContent icon={<HomeIcon />} label="Home" />
      </Link>
      <Link
        {...cartLink(session)}
        className={styles.action}
        aria-current={current('cart')}
        aria-label={cartLabel(session)}
      >
        <TabContent icon={<CartBadgeIcon session={session} />} label="Cart" />
      </Link>
      <Link to="/edit-profile" className={styles.action} aria-current={current('profile')}>
        <TabContent icon={<PersonIcon />} label="Profile" />
      </Link>
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <TabContent icon={<MenuIcon />} label="Menu" />
      </button>
    </nav>
  );
}
