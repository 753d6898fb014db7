import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { formatCoins, formatInr, toPaise } from '../../lib/money';
import { readCheckoutNavigation } from './checkout-navigation';

/** /verify-details: the order checkout placed, awaiting payment; without an order the shopper goes to the cart. */
export function VerifyDetailsPage() {
  const order = readCheckoutNavigation(useLocation().state);
  if (order === null) return <Navigate to="/cart" replace />;
  return (
    <Box component="main" sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1.5 }}>
        <Typography component="h1" variant="h5">
          Order placed
        </Typography>
        <Typography>
          Order <strong>{order.orderId}</strong> is waiting for payment.
        </Typography>
        <Typography>Amount to pay: {formatInr(toPaise(order.amount))}</Typography>
        {order.coinsUsed > 0 && <Typography>Coins used: {formatCoins(toPaise(order.coinsUsed))}</Typography>}
        <Button component={RouterLink} to="/cart" variant="outlined" sx={{ justifySelf: 'start', mt: 1 }}>
          Back to Cart
        </Button>
      </Paper>
    </Box>
  );
}
