import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE, type CatalogueState } from './catalogue-slice';
import { ProductCard } from './product-card';

interface ProductListProps {
  catalogue: CatalogueState;
  onShowMore(): void;
  onShowLess(): void;
}

export function ProductList({ catalogue, onShowMore, onShowLess }: ProductListProps) {
  const { products, status, error, hasMore, loadingMore, priceRange } = catalogue;
  const loading = status === 'idle' || status === 'loading';

  return (
    <Box aria-busy={loading || loadingMore}>
      {loading && (
        <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
          Loading products...
        </Typography>
      )}
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
      {products.length > 0 && (
        <Box
          component="ul"
          aria-label="Products"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
        >
          {products.map((product, position) => (
            <li key={product.id}>
              <ProductCard product={product} priceRange={priceRange} position={position % PAGE_SIZE} />
            </li>
          ))}
        </Box>
      )}
      <Stack
        role="group"
        aria-label="Paging"
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'center', alignItems: 'center', py: 3 }}
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
}
