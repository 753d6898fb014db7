import { Children, Fragment, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { readProductPageState } from '../../lib/product-selection';
import { ProductImage } from '../../components/product-image';
import styles from './product-page.module.css';
import { ProductPurchase } from './product-purchase';
import { ProductTexts } from './product-texts';
import typography from '../../lib/ui/typography.module.css';

/**
 * MUI's Breadcrumbs as this page uses it (the same navigation, list and hidden '/' separators, in its look): MUI's
 * component also brings the collapsing of long trails, which three steps never need.
 */
function Breadcrumb({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {Children.toArray(children).map((child, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <li aria-hidden="true" className={styles.separator}>
                /
              </li>
            )}
            <li>{child}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/** /shopping-cart: the product the navigation carried, or 'Loading...' when it carried none. */
export function ProductPage() {
  const location = useLocation();
  const product = readProductPageState(location.state);

  if (product === null) {
    return (
      <main className={styles.loading}>
        <p>Loading...</p>
      </main>
    );
  }

  // Keyed by navigation: opening another product from the search box starts its inputs afresh.
  return (
    <main key={location.key} className={styles.page}>
      <Breadcrumb>
        <Link to="/" className={styles.homeLink}>
          Home
        </Link>
        <span>{product.subcategory.name.trim() || 'Category'}</span>
        <span className={styles.current} aria-current="page">
          {product.name}
        </span>
      </Breadcrumb>
      <div className={styles.columns}>
        <div>
          <ProductImage url={product.image_url} name={product.name} priority />
        </div>
        <div>
          <span className={styles.overline}>Voucher</span>
          <h1 className={`${typography.h4} ${styles.heading}`}>{product.name}</h1>
          <ProductPurchase product={product} />
        </div>
      </div>
      <ProductTexts
        details={product.details}
        terms_and_conditions={product.terms_and_conditions}
        how_to_use={product.how_to_use}
      />
    </main>
  );
}
