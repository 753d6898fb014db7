import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { CheckoutGate } from './checkout-gate';
import { useCheckout } from './use-checkout';
import { PageLayout } from '../../components/page-layout';
import { useSignedIn } from '../session';
import { CartLine } from './cart-line';
import { cartPageOpened, cartReloadRequested, selectCartError, selectCartStatus } from './cart-slice';
import { CartSummary } from './cart-summary';
import { useCartLines } from './use-cart-view';

export const emptyCartText = 'Your cart is empty.';
export const cartLoadFailedText = 'Failed to load cart data';

/** A message in place of the cart (loading, failed, empty) with what to do next under it. */
function CartMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The lines in view as the cart opens, even on a phone: their pictures are asked for at once, the first paint's. */
const linesInView = 2;

function CartContents() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const status = useSelector(selectCartStatus);
  const error = useSelector(selectCartError);
  const lines = useCartLines();
  const { status: checkoutStatus, placed, checkout } = useCheckout();
  // Only an order placed from this visit leads on: opening the cart forgets the previous one.
  const checkoutPressed = useRef(false);

  // Before the first paint, so the cart loaded at start-up never flashes as the page's answer.
  useLayoutEffect(() => {
    dispatch(cartPageOpened());
  }, [dispatch]);

  useEffect(() => {
    if (!checkoutPressed.current || placed === null) return;
    const { orderId, amount, coinsUsed, paymentLinks } = placed;
    void navigate('/verify-details', { replace: true, state: { orderId, amount, coinsUsed, paymentLinks } });
  }, [placed, navigate]);

  if (status === 'failed') {
    return (
      <CartMessage title={cartLoadFailedText}>
        {error !== null && <Typography color="textSecondary">{error}</Typography>}
        <Button variant="contained" onClick={() => dispatch(cartReloadRequested())}>
          Try again
        </Button>
      </CartMessage>
    );
  }
  if (status !== 'succeeded' && lines.length === 0) {
    return (
      // The busy overlay's spinner is already over the page (the spec's global spinner): a second one here stacked under it.
      <CartMessage title="Loading your cart..." />
    );
  }
  if (lines.length === 0) {
    return (
      <CartMessage title={emptyCartText}>
        <Button component={RouterLink} to="/" variant="contained">
          Browse vouchers
        </Button>
      </CartMessage>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
        gap: 3,
      }}
    >
      <Box component="ul" aria-label="Cart items" sx={{ display: 'grid', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {lines.map((line, position) => (
          <CartLine key={line.item.id} line={line} priority={position < linesInView} />
        ))}
      </Box>
      <CartSummary
        placing={checkoutStatus === 'loading'}
        onCheckout={() => {
          checkoutPressed.current = true;
          checkout();
        }}
      />
    </Box>
  );
}

/** /cart: the signed-in shopper's cart; anonymous visitors sign in first and come back here. */
export function CartPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/cart' }} />;
  return (
    <PageLayout title="My Cart" maxWidth={1200}>
      <CheckoutGate>
        <CartContents />
      </CheckoutGate>
    </PageLayout>
  );
}
