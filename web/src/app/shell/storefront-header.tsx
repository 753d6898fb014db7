import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { Config } from '../../../../contracts';
import { SearchBox } from '../../features/search';
import { BrandLogo } from './brand-logo';
import { CartButton } from './cart-button';
import { CategoryBar } from './category-bar';
import { MobileCategoriesSelect } from './mobile-categories-select';
import { PointsBalance } from './points-balance';
import { ProfileLink } from './profile-link';
import type { ShopperSession } from './shopper-session';
import { TopStrip } from './top-strip';
import { useCategoryChoice } from './use-category-choice';

export interface StorefrontHeaderProps {
  config: Config | null;
  session: ShopperSession;
  onHowToRedeem: () => void;
  onLogout: () => void;
}

/**
 * The shared header: the top strip, the points, CART and the profile link or SIGN IN on desktop (the mobile bottom bar
 * and its menu have them on small screens), the logo and search everywhere, and the categories as a bar or a dropdown.
 */
export function StorefrontHeader({ config, session, onHowToRedeem, onLogout }: StorefrontHeaderProps) {
  const { categories, chosenId, choose } = useCategoryChoice();
  const headerText = useTheme().palette.header.contrastText;

  return (
    <AppBar position="static" color="inherit" elevation={0}>
      <TopStrip onHowToRedeem={onHowToRedeem} onLogout={session.signedIn ? onLogout : null} textColor={headerText} />
      {/* Positioned (as a toolbar is): on small screens the search's dropdown spans this row rather than the box. */}
      <Toolbar
        disableGutters
        sx={{
          minHeight: { xs: 0 },
          // Below 600 px the row gives the search box all it can, so that its placeholder shows whole at 360 px.
          gap: { xs: 1, sm: 1.5, md: 3 },
          px: 2,
          py: { xs: 1, md: 1.5 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo organizationName={config?.organization_name ?? ''} logoUrl={config?.logo_url} />
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 640, mx: { md: 'auto' } }}>
          <SearchBox />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5 }}>
          {session.signedIn && session.user !== null && <PointsBalance coins={session.coins} />}
          <CartButton session={session} />
          {session.signedIn ? (
            <ProfileLink user={session.user} />
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" sx={{ flexShrink: 0 }}>
              SIGN IN
            </Button>
          )}
        </Box>
      </Toolbar>
      {/* On small screens the dropdown's outlined label sits on the band's edge, so the band is the page colour there. */}
      <Box
        sx={{
          px: 2,
          py: { xs: 1.5, md: 0.5 },
          bgcolor: { xs: 'background.paper', md: 'primary.main' },
          color: { md: headerText },
        }}
      >
        <CategoryBar categories={categories} chosenId={chosenId} onChoose={choose} />
        <MobileCategoriesSelect categories={categories} chosenId={chosenId} onChoose={choose} />
      </Box>
    </AppBar>
  );
}
