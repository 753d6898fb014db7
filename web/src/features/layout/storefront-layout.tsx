import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { categoriesRequested } from '../catalogue';
import { selectConfig } from '../configuration/configuration-slice';
import { bottomBarHeight, MobileBottomBar } from './mobile-bottom-bar';
import { useLogout, useShopperSession } from './shopper-session';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';

// The guide's tabs and the menu's drawer are not needed until someone opens them, so they stay out of the home page's
// JavaScript.
const RedemptionGuideDialog = lazy(() =>
  import('./redemption-guide-dialog').then(({ RedemptionGuideDialog: Dialog }) => ({ default: Dialog })),
);
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then(({ MobileMenuPanel: Panel }) => ({ default: Panel })),
);

type PanelState = 'never-opened' | 'open' | 'closed';

/** Every storefront page: header, the page itself, footer, and on small screens the bottom bar and its menu. */
export function StorefrontLayout() {
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const config = useAppSelector(selectConfig);
  const [guide, setGuide] = useState<PanelState>('never-opened');
  const [menu, setMenu] = useState<PanelState>('never-opened');
  const session = useShopperSession();
  const logout = useLogout();

  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', pb: { xs: `${bottomBarHeight}px`, md: 0 } }}
    >
      <StorefrontHeader
        config={config}
        session={session}
        brandTextColor={config?.header_text_color ?? theme.palette.primary.contrastText}
        onHowToRedeem={() => setGuide('open')}
        onLogout={logout}
      />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <StorefrontFooter config={config} textColor={config?.footer_text_color ?? theme.palette.primary.contrastText} />
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
    </Box>
  );
}
