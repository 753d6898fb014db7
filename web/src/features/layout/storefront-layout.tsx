import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { categoriesRequested } from '../catalogue';
import { selectConfig } from '../configuration/configuration-slice';
import { bottomBarHeight, MobileBottomBar } from './mobile-bottom-bar';
import { MobileMenuPanel } from './mobile-menu-panel';
import { useLogout, useShopperSession } from './shopper-session';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';

// The guide's tabs are not needed until someone asks for it, so they stay out of the home page's JavaScript.
const RedemptionGuideDialog = lazy(() =>
  import('./redemption-guide-dialog').then(({ RedemptionGuideDialog: Dialog }) => ({ default: Dialog })),
);

type GuideState = 'never-opened' | 'open' | 'closed';

/** Every storefront page: header, the page itself, footer, and on small screens the bottom bar and its menu. */
export function StorefrontLayout() {
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const config = useAppSelector(selectConfig);
  const [guide, setGuide] = useState<GuideState>('never-opened');
  const [menuOpen, setMenuOpen] = useState(false);
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
      <MobileBottomBar session={session} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <MobileMenuPanel open={menuOpen} onClose={() => setMenuOpen(false)} session={session} onLogout={logout} />
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
