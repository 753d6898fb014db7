import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { Config } from '../../../../contracts';
import { SearchBox } from '../search/search-box';
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
  /** The text colour on the brand's primary colour. */
  brandTextColor: string;
  onHowToRedeem: () => void;
  onLogout: () => void;
}

/**
 * The shared header: the top strip, the points, CART and the profile link or SIGN IN on desktop (the mobile bottom bar
 * and its menu have them on small screens), the logo and search everywhere, and the categories as a bar or a dropdown.
 */
export function StorefrontHeader({ config, session, brandTextColor, onHowToRedeem, onLogout }: StorefrontHeaderProps) {
  const { categories, chosenId, choose } = useCategoryChoice();
  const organizationName = config?.organization_name ?? '';

  return (
    <Box component="header">
      <TopStrip
        textColor={brandTextColor}
        onHowToRedeem={onHowToRedeem}
        onLogout={session.signedIn ? onLogout : null}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1.5, md: 3 },
          px: 2,
          py: { xs: 1, md: 1.5 },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo organizationName={organizationName} logoUrl={config?.logo_url} />
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 640, mx: { md: 'auto' } }}>
          <SearchBox />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5 }}>
          {session.signedIn && session.user !== null && <PointsBalance coins={session.coins} />}
          <CartButton session={session} />
          {session.signedIn ? (
            <ProfileLink user={session.user} />
          ) : (
            <Button component={RouterLink} to="/login" variant="contained">
              SIGN IN
            </Button>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          // The dropdown's outlined label sits on the band's edge, so on small screens the band is the page colour.
          bgcolor: { xs: 'background.paper', md: 'primary.main' },
          color: { md: brandTextColor },
          px: 2,
          py: { xs: 1.5, md: 0.5 },
        }}
      >
        <CategoryBar categories={categories} chosenId={chosenId} onChoose={choose} />
        <MobileCategoriesSelect categories={categories} chosenId={chosenId} onChoose={choose} />
      </Box>
    </Box>
  );
}
