import { memo, type ReactNode } from 'react';
import { ProductCard } from '../../components/product-card';
import { ProductCardSkeleton } from '../../components/product-card-skeleton';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { PAGE_SIZE, type CatalogueState } from './catalogue-slice';
import styles from './product-list.module.css';

interface ProductListProps {
  catalogue: CatalogueState;
  /** Another load's text, shown beside the list's own while it runs (on small screens, the categories'). */
  otherLoadingText: string | null;
  onShowMore(): void;
  onShowLess(): void;
}

function ProductGrid({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return (
    <ul aria-label={hidden ? undefined : 'Products'} aria-hidden={hidden || undefined} className={styles.grid}>
      {children}
    </ul>
  );
}

function LoadingText({ side, children }: { side: 'left' | 'right'; children: string }) {
  return (
    <p role="status" className={`${styles.loadingText} ${styles[side]}`}>
      {children}
    </p>
  );
}

/** The cards in view as the catalogue opens (a row of four on a wide screen, one or two on a phone): eager pictures. */
const priorityImages = 4;

const skeletons = Array.from({ length: PAGE_SIZE }, (_, index) => (
  <li key={index}>
    <ProductCardSkeleton />
  </li>
));

// Memoised: the home renders it with a deferred copy of the catalogue, so a new page of cards renders in slices that
// leave the main thread free, and the home's own updates skip it.
export const ProductList = memo(function ProductList({
  catalogue,
  otherLoadingText,
  onShowMore,
  onShowLess,
}: ProductListProps) {
  const { products, status, error, hasMore, loadingMore, priceRange } = catalogue;
  const loading = status === 'idle' || status === 'loading';

  return (
    <div aria-busy={loading || loadingMore} className={styles.list}>
      {/* Over the list rather than above it, each in its own corner, so that they come and go moving nothing. */}
      {loading && <LoadingText side="left">Loading products...</LoadingText>}
      {otherLoadingText !== null && <LoadingText side="right">{otherLoadingText}</LoadingText>}
      {status === 'failed' && error !== null && (
        <Alert severity="error" className={styles.error}>
          {error}
        </Alert>
      )}
      {status === 'succeeded' && products.length === 0 && (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>No Products Available</h2>
          <p className={styles.emptyHint}>Try adjusting your filters or browse categories</p>
        </div>
      )}
      {/* Keyed apart: the cards replace the outlines as new elements, which no layout shift counts. */}
      {products.length > 0 ? (
        <ProductGrid key="products">
          {products.map((product, position) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                priceRange={priceRange}
                position={position % PAGE_SIZE}
                priority={position < priorityImages}
              />
            </li>
          ))}
        </ProductGrid>
      ) : (
        loading && (
          <ProductGrid key="outlines" hidden>
            {skeletons}
          </ProductGrid>
        )
      )}
      <div role="group" aria-label="Paging" className={styles.paging}>
        {hasMore && (
          <Button variant="contained" onClick={onShowMore} disabled={loading || loadingMore}>
            {loadingMore ? 'Loading products...' : 'Show More'}
          </Button>
        )}
        {products.length > PAGE_SIZE && (
          <Button variant="outlined" onClick={onShowLess} disabled={loading}>
            Show Less
          </Button>
        )}
        {status === 'succeeded' && !hasMore && products.length > 0 && (
          <p role="status" className={styles.allLoaded}>
            All items are loaded!
          </p>
        )}
      </div>
    </div>
  );
});
