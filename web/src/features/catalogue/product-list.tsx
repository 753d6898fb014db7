import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { ProductCard } from '../../components/product-card';
import { ProductCardSkeleton } from '../../components/product-card-skeleton';
import { PAGE_SIZE, type CatalogueState } from './catalogue-slice';

interface ProductListProps {
  catalogue: CatalogueState;
  /** Another load's text, shown beside the list's own while it runs (on small screens, the categories'). */
  otherLoadingText: string | null;
  onShowMore(): void;
  onShowLess(): void;
}

function ProductGrid({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return (
    <Box
      component="ul"
      aria-label={hidden ? undefined : 'Products'}
      aria-hidden={hidden || undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

function LoadingText({ side, children }: { side: 'left' | 'right'; children: string }) {
  return (
    <Typography
      role="status"
      color="text.secondary"
      sx={{
        position: 'absolute',
        top: 8,
        [side]: 8,
        zIndex: 1,
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        boxShadow: 1,
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Typography>
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
    <Box aria-busy={loading || loadingMore} sx={{ position: 'relative' }}>
      {/* Over the list rather than above it, each in its own corner, so that they come and go moving nothing. */}
      {loading && <LoadingText side="left">Loading products...</LoadingText>}
      {otherLoadingText !== null && <LoadingText side="right">{otherLoadingText}</LoadingText>}
      {status === 'failed' && error !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {status === 'succeeded' && products.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography component="h2" variant="h6">
            No Products Available
          </Typography>
          <Typography color="text.secondary">Try adjusting your filters or browse categories</Typography>
        </Box>
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
      <Stack
        role="group"
        aria-label="Paging"
        direction="row"
        sx={{ justifyContent: 'center', alignItems: 'center', gap: 2, py: 3 }}
      >
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
          <Typography role="status" color="text.secondary">
            All items are loaded!
          </Typography>
        )}
      </Stack>
    </Box>
  );
});
