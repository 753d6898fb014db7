import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ProductImage } from '../../components/product-image';
import { readProductPageState } from '../../lib/product-selection';
import { ProductPurchase } from './product-purchase';
import { ProductTexts } from './product-texts';

/** /shopping-cart: the product the navigation carried, or 'Loading...' when it carried none. */
export function ProductPage() {
  const location = useLocation();
  const product = readProductPageState(location.state);

  if (product === null) {
    return (
      <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>Loading...</Typography>
      </Box>
    );
  }

  // Keyed by navigation: opening another product from the search box starts its inputs afresh.
  return (
    <Box
      component="main"
      key={location.key}
      sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}
    >
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          Home
        </Link>
        <Typography color="text.secondary">{product.subcategory.name.trim() || 'Category'}</Typography>
        <Typography color="text.primary" aria-current="page">
          {product.name}
        </Typography>
      </Breadcrumbs>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}>
          <ProductImage url={product.image_url} name={product.name} priority />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ display: 'block' }}>
            Voucher
          </Typography>
          <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
            {product.name}
          </Typography>
          <ProductPurchase product={product} />
        </Grid>
      </Grid>
      <ProductTexts
        details={product.details}
        terms_and_conditions={product.terms_and_conditions}
        how_to_use={product.how_to_use}
      />
    </Box>
  );
}
