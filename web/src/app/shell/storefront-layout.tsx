import { Suspense, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';
import { categoriesRequested } from '../../features/catalogue/catalogue-store';
import { useConfig } from '../../features/configuration';
import { ToastAnchor } from '../../features/feedback';
import { RedemptionGuideDialog } from '../../features/redemption-guide';
import { useFollowNavigation } from './follow-navigation';
import { MobileBottomBar } from './mobile-bottom-bar';
import { useLogout, useShopperSession } from './shopper-session';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';
import styles from './storefront-layout.module.css';

// The menu's drawer is not needed until someone opens it, so it stays out of the home page's JavaScript, as does the
// redemption guide's dialog.
const MobileMenuPanel = lazyPage(() => import('./mobile-menu-panel').then((module) => module.MobileMenuPanel));

type PanelState = 'never-opened' | 'open' | 'closed';

/** Every storefront page: header, the page itself, footer, and on small screens the bottom bar and its menu. */
export function StorefrontLayout() {
  const dispatch = useDispatch();
  const config = useConfig();
  const [guide, setGuide] = useState<PanelState>('never-opened');
  const [menu, setMenu] = useState<PanelState>('never-opened');
  const session = useShopperSession();
  const logout = useLogout();
  useFollowNavigation(config);

  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  return (
    <div className={styles.layout}>
      <StorefrontHeader config={config} session={session} onHowToRedeem={() => setGuide('open')} onLogout={logout} />
      <ToastAnchor />
      <div className={styles.page}>
        <Outlet />
      </div>
      <StorefrontFooter config={config} />
      <MobileBottomBar session={session} menuOpen={menu === 'open'} onOpenMenu={() => setMenu('open')} />
      {menu !== 'never-opened' && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={menu === 'open'}
            onClose={() => setMenu('closed')}
            session={session}
            onLogout={logout}
          />
        </Suspense>
      )}
      {guide !== 'never-opened' && (
        <Suspense fallback={null}>
          <RedemptionGuideDialog
            open={guide === 'open'}
            onClose={() => setGuide('closed')}
            organizationName={config?.organization_name ?? ''}
            email={config?.email ?? ''}
          />
        </Suspense>
      )}
    </div>
  );
}
