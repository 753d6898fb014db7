import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { CheckoutGate, useCheckout } from '../order';
import { PageLayout } from '../../components/page-layout';
import { useSignedIn } from '../session';
import { CartLine } from './cart-line';
import { cartPageOpened, cartReloadRequested, selectCartError, selectCartStatus } from './cart-slice';
import { CartSummary } from './cart-summary';
import { useCartLines } from './use-cart-view';

export const emptyCartText = 'Your cart is empty.';
export const cartLoadFailedText = 'Failed to load cart data';

function CartMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ py: 6, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

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
        {error !== null && <Typography color="text.secondary">{error}</Typography>}
        <Button variant="contained" onClick={() => dispatch(cartReloadRequested())}>
          Try again
        </Button>
      </CartMessage>
    );
  }
  if (status !== 'succeeded' && lines.length === 0) {
    return (
      <CartMessage title="Loading your cart...">
        <CircularProgress aria-label="Loading your cart" />
      </CartMessage>
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
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {lines.map((line) => (
          <CartLine key={line.item.id} line={line} />
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
