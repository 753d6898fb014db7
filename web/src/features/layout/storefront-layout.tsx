import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { categoriesRequested } from '../catalogue';
import { selectConfig } from '../configuration/configuration-slice';
import { lazyBrandedMui } from '../configuration/lazy-branded-mui';
import { MobileBottomBar } from './mobile-bottom-bar';
import { useLogout, useShopperSession } from './shopper-session';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';
import styles from './storefront-layout.module.css';

// The guide's tabs and the menu's drawer are not needed until someone opens them, so they stay out of the home page's
// JavaScript.
const RedemptionGuideDialog = lazyBrandedMui(() =>
  import('./redemption-guide-dialog').then(({ RedemptionGuideDialog }) => RedemptionGuideDialog),
);
const MobileMenuPanel = lazyBrandedMui(() =>
  import('./mobile-menu-panel').then(({ MobileMenuPanel }) => MobileMenuPanel),
);

type PanelState = 'never-opened' | 'open' | 'closed';

/** Every storefront page: header, the page itself, footer, and on small screens the bottom bar and its menu. */
export function StorefrontLayout() {
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  const [guide, setGuide] = useState<PanelState>('never-opened');
  const [menu, setMenu] = useState<PanelState>('never-opened');
  const session = useShopperSession();
  const logout = useLogout();

  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  return (
    <div className={styles.layout}>
      <StorefrontHeader config={config} session={session} onHowToRedeem={() => setGuide('open')} onLogout={logout} />
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
