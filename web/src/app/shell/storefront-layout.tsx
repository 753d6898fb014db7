import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { categoriesRequested } from '../../features/catalogue/catalogue-store';
import { useConfig } from '../../features/configuration';
import { ToastAnchor } from '../../features/feedback';
import { RedemptionGuideDialog } from '../../features/redemption-guide';
import { useFollowNavigation } from './follow-navigation';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileMenuPanel } from './mobile-menu-panel';
import { useLogout, useShopperSession } from './shopper-session';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';

/** Every storefront page: header, the page itself, footer, and on small screens the bottom bar and its menu. */
export function StorefrontLayout() {
  const dispatch = useDispatch();
  const config = useConfig();
  const [guideOpen, setGuideOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useShopperSession();
  const logout = useLogout();
  useFollowNavigation(config);

  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100dvh',
        // Kept free so the fixed bottom bar never covers the footer.
        pb: { xs: 'var(--bottom-bar-height)', md: 0 },
      }}
    >
      <StorefrontHeader config={config} session={session} onHowToRedeem={() => setGuideOpen(true)} onLogout={logout} />
      <ToastAnchor />
      <Box
        sx={{
          display: 'flex',
          flex: 1,
          flexDirection: 'column',
          // A screen tall whatever the page holds yet, so the footer starts below the fold: a page whose content arrives
          // after the layout (a lazy page, a list) never pushes a visible footer down (Lighthouse counted that as a 0.5
          // shift).
          minHeight: '100dvh',
        }}
      >
        <Outlet />
      </Box>
      <StorefrontFooter config={config} />
      <MobileBottomBar session={session} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <MobileMenuPanel open={menuOpen} onClose={() => setMenuOpen(false)} session={session} onLogout={logout} />
      <RedemptionGuideDialog
        open={guideOpen}
        onClose={() => setGuideOpen(false)}
        organizationName={config?.organization_name ?? ''}
        email={config?.email ?? ''}
      />
    </Box>
  );
}
