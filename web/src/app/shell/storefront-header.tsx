import { Link } from 'react-router-dom';
import type { Config } from '../../../../contracts';
import { SearchBox } from '../../features/search';
import { buttonClassName } from '../../lib/ui/button';
import { BrandLogo } from './brand-logo';
import { CartButton } from './cart-button';
import { CategoryBar } from './category-bar';
import { MobileCategoriesSelect } from './mobile-categories-select';
import { PointsBalance } from './points-balance';
import { ProfileLink } from './profile-link';
import type { ShopperSession } from './shopper-session';
import styles from './storefront-header.module.css';
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
  const organizationName = config?.organization_name ?? '';

  return (
    <header>
      <TopStrip onHowToRedeem={onHowToRedeem} onLogout={session.signedIn ? onLogout : null} />
      <div className={styles.main}>
        <BrandLogo organizationName={organizationName} logoUrl={config?.logo_url} />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.account}>
          {session.signedIn && session.user !== null && <PointsBalance coins={session.coins} />}
          <CartButton session={session} />
          {session.signedIn ? (
            <ProfileLink user={session.user} />
          ) : (
            <Link to="/login" className={buttonClassName({ variant: 'contained' })}>
              SIGN IN
            </Link>
          )}
        </div>
      </div>
      <div className={styles.categories}>
        <CategoryBar categories={categories} chosenId={chosenId} onChoose={choose} />
        <MobileCategoriesSelect categories={categories} chosenId={chosenId} onChoose={choose} />
      </div>
    </header>
  );
}
