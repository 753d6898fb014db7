import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { formatInr, toPaise } from '../../lib/money';
import { clearPaymentTimer } from './payment-timer-storage';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { selectOrderDetails, selectOrderLoadError, selectPaymentState } from './order-status-slice';
import { PageFrame } from './page-frame';
import { paymentStoreModule } from './payment-store-module';
import { paymentFailedMessage } from './payment-texts';
import { useOrderPolling } from './use-order-polling';
import { useOrderIdParam } from './use-order-id-param';

function Outcome({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <PageFrame>
      <Box sx={{ py: 4, display: 'grid', gap: 2, textAlign: 'center', justifyItems: 'center' }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {children}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Box>
      </Box>
    </PageFrame>
  );
}

const homeButton = (
  <Button component={RouterLink} to="/" variant="outlined">
    Continue shopping
  </Button>
);

function OrderOutcome({ orderId }: { orderId: string }) {
  const state = useSelector(selectPaymentState);
  const details = useSelector(selectOrderDetails);
  const loadError = useSelector(selectOrderLoadError);

  useOrderPolling(orderId, 'payment');

  useEffect(() => {
    // A settled order needs no payment timer any more.
    if (state !== null && state !== 'PAYMENT_PENDING') clearPaymentTimer();
  }, [state]);

  if (loadError !== null) {
    return (
      <Outcome title="We could not check this payment" actions={homeButton}>
        <Alert severity="error">{loadError}</Alert>
      </Outcome>
    );
  }
  if (details === null || details.orderDetails.orderId !== orderId || state === null) {
    return (
      <Outcome title="Checking your payment..." actions={null}>
        <CircularProgress aria-label="Checking your payment" />
      </Outcome>
    );
  }
  const amount = formatInr(toPaise(details.orderDetails.amount));
  const coinsUsed = details.orderDetails.coins_used ?? 0;
  const coinsBack = coinsUsed > 0 ? ' The coins it used are back in your balance.' : '';
  switch (state) {
    case 'success':
      return (
        <Outcome
          title="Payment successful"
          actions={
            <>
              <Button component={RouterLink} to="/order-history" variant="contained">
                Track Order
              </Button>
              {homeButton}
            </>
          }
        >
          <Typography>
            Order {orderId} is paid ({amount}). Your vouchers are in Track Order and are on their way by SMS, WhatsApp
            and e-mail.
          </Typography>
        </Outcome>
      );
    case 'PAYMENT_PENDING':
      return (
        <Outcome
          title="Waiting for your payment"
          actions={
            <Button component={RouterLink} to={`/payment?orderid=${encodeURIComponent(orderId)}`} variant="contained">
              Back to payment
            </Button>
          }
        >
          <Typography>
            We have not received the payment of {amount} for order {orderId} yet. This page updates by itself.
          </Typography>
        </Outcome>
      );
    case 'failed':
      return (
        <Outcome
          title={paymentFailedMessage}
          actions={
            <Button component={RouterLink} to="/cart" variant="contained">
              Back to Cart
            </Button>
          }
        >
          <Typography>
            The payment of {amount} for order {orderId} was declined.{coinsBack} Your cart is as you left it.
          </Typography>
        </Outcome>
      );
    case 'expired':
      return (
        <Outcome
          title="Your payment session has timed out"
          actions={
            <Button component={RouterLink} to="/cart" variant="contained">
              Back to Cart
            </Button>
          }
        >
          <Typography>
            Order {orderId} was not paid in time.{coinsBack} Your cart is as you left it.
          </Typography>
        </Outcome>
      );
  }
}

/**
 * /payment-success and /payment-notification, where the provider sends the shopper after paying: the order of
 * ?orderid= polled until it settles, and what it means (paid, still pending, declined, expired) with the next step.
 */
export function PaymentResultPage() {
  const orderId = useOrderIdParam();
  if (orderId === null) {
    return (
      <Outcome title="We could not tell which order this is" actions={homeButton}>
        <Typography>Your orders and their vouchers are in Track Order.</Typography>
      </Outcome>
    );
  }
  return (
    <StoreModuleGate module={paymentStoreModule}>
      <OrderOutcome key={orderId} orderId={orderId} />
    </StoreModuleGate>
  );
}
