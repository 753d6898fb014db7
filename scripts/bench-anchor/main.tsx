/*
 * bench:web's anchor (scripts/bench-web.mjs): the page a team would write first with MUI to do what the storefront's
 * home does first, with nothing tuned. One bundle; on mount it reads the provider's address from /config.json, then the
 * brand and the first 8 products from the provider, and draws an AppBar with a search field, a hero and 8 cards, each
 * with an amount and a quantity field. The storefront's routes are measured against it in the same run.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Grid from '@mui/material/Grid';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Config, Product, ProductsResponse } from '../../contracts';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface Catalogue {
  brand: Config;
  products: Product[];
}

async function loadCatalogue(): Promise<Catalogue> {
  const { apiBaseUrl } = await getJson<{ apiBaseUrl: string }>('/config.json');
  const [brand, page] = await Promise.all([
    getJson<Config>(`${apiBaseUrl}/configurator/`),
    getJson<ProductsResponse>(`${apiBaseUrl}/products/?page=1`),
  ]);
  return { brand, products: page.results.slice(0, 8) };
}

function ProductCard({ product }: { product: Product }) {
  const first = product.denominations[0];
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardMedia component="img" height="140" image={product.image_url ?? undefined} alt={product.name} />
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {product.name}
        </Typography>
        <TextField label="Amount" type="number" size="small" defaultValue={first?.min ?? ''} />
        <TextField label="Quantity" type="number" size="small" defaultValue={1} />
      </CardContent>
      <CardActions>
        <Button variant="contained" fullWidth>
          View Coupon
        </Button>
      </CardActions>
    </Card>
  );
}

function AnchorPage() {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  useEffect(() => {
    void loadCatalogue().then(setCatalogue);
  }, []);
  const theme = useMemo(
    () => createTheme({ palette: { primary: { main: catalogue?.brand.primary_color ?? '#1976d2' } } }),
    [catalogue],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {catalogue?.brand.product_name ?? 'Gift Card Store'}
          </Typography>
          <TextField
            size="small"
            placeholder="Search for coupons..."
            slotProps={{ htmlInput: { 'aria-label': 'Search' } }}
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          />
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 4 }}>
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography variant="h3" component="h1" gutterBottom>
            Gift cards and vouchers
          </Typography>
          <Typography color="text.secondary">Pay with cash plus loyalty coins.</Typography>
        </Box>
        <Grid container spacing={3}>
          {catalogue?.products.map((product) => (
            <Grid key={product.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <ProductCard product={product} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </ThemeProvider>
  );
}

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AnchorPage />
  </StrictMode>,
);
