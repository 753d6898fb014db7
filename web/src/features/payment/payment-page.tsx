import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { formatCoins, toPaise, twoDecimals } from '../../lib/money';
import { clearPaymentTimer } from './payment-timer-storage';
import { isHttpUrl } from '../../lib/runtime-config';
import { StoreModuleGate } from '../../lib/store-module-gate';
import {
  selectOrderDetails,
  selectOrderLoadError,
  selectPaymentState,
  orderDetailsFallbackMessage,
} from './order-status-slice';
import { paymentPageWindowSeconds } from './payment-clock';
import { PaymentCountdown } from './payment-countdown';
import { paymentStoreModule } from './payment-store-module';
import { CongratsDialog } from './payment-success-dialog';
import { PaymentChoiceSection, usePaymentChoice } from './payment-choice';
import { paymentFailedMessage } from './payment-texts';
import { DetailsRow, ShopperDetailsCard } from './shopper-details-card';
import { useOrderIdParam, withOrderId } from './use-order-id-param';
import { useOrderPolling } from './use-order-polling';
import { usePaymentSecondsLeft } from './use-seconds-left';
import { framePanelSx, PageFrame } from './page-frame';

/** After 'Congrats', the order's redirect URL follows by itself (spec section 9). */
export const congratsRedirectMs = 4000;

function OrderNotLoaded({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <Alert severity="error">{message}</Alert>
      <Button variant="contained" onClick={() => void navigate('/')} sx={{ justifySelf: 'start' }}>
        Go Back
      </Button>
    </PageFrame>
  );
}

function PaymentForOrder({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const details = useSelector(selectOrderDetails);
  const loadError = useSelector(selectOrderLoadError);
  const paymentState = useSelector(selectPaymentState);
  const seconds = usePaymentSecondsLeft();
  const choice = usePaymentChoice({
    unavailableMessage: (name) => `${name} payment option is currently unavailable.`,
    // The UPI page opens beside this one, which keeps polling and shows the outcome.
    open: (link) => window.open(link, '_blank', 'noopener,noreferrer'),
  });
  const paid = paymentState === 'success';
  // A declined order cannot be paid again here: no time left to count, nothing to choose.
  const declined = paymentState === 'failed';
  const redirectUrl = details?.redirectUrl ?? null;

  useOrderPolling(orderId, 'payment');

  // The window ran out here, or the provider already expired the order (opened late, or from another device).
  const timedOut = paymentState === 'expired' || (seconds === 0 && !paid);
  useEffect(() => {
    if (timedOut) void navigate(`/timeexp?orderid=${encodeURIComponent(orderId)}`, { replace: true });
  }, [timedOut, navigate, orderId]);

  // Spec section 4: the order's redirect URL (only an http(s) one), after 4 s or when the modal closes. It takes this
  // page's place in history: Back would return to a paid order's Congrats, which sends the shopper forward again.
  const leaveForRedirect = useCallback(() => {
    if (isHttpUrl(redirectUrl)) window.location.replace(withOrderId(redirectUrl, orderId));
    else void navigate('/', { replace: true });
  }, [redirectUrl, navigate, orderId]);

  useEffect(() => {
    if (!paid) return;
    clearPaymentTimer();
    const timer = window.setTimeout(leaveForRedirect, congratsRedirectMs);
    return () => window.clearTimeout(timer);
  }, [paid, leaveForRedirect]);

  if (loadError !== null) return <OrderNotLoaded message={loadError} />;
  if (details === null || details.orderDetails.orderId !== orderId) {
    return (
      <PageFrame>
        {/* A screen high, as the order's page will be: the footer stays below the fold instead of jumping down when
            the details arrive (Lighthouse counted that shift at 0.41 on a phone). */}
        <Box
          sx={{
            display: 'grid',
            justifyItems: 'center',
            alignContent: 'start',
            gap: 2,
            minHeight: '100dvh',
            py: 6,
          }}
        >
          <CircularProgress aria-label="Loading Order Details" />
          <Typography>Loading Order Details...</Typography>
        </Box>
      </PageFrame>
    );
  }

  const amount = twoDecimals(toPaise(details.orderDetails.amount));
  const coinsUsed = details.orderDetails.coins_used ?? 0;

  return (
    <PageFrame>
      <Typography variant="h5" component="h1">
        Complete your payment
      </Typography>
      {declined ? (
        <Alert severity="error">{paymentFailedMessage}</Alert>
      ) : (
        <Paper variant="outlined" sx={framePanelSx}>
          <PaymentCountdown seconds={seconds} windowSeconds={paymentPageWindowSeconds} />
        </Paper>
      )}
      <ShopperDetailsCard shopper={details.orderDetails.user} editTitle="Edit your details">
        <DetailsRow label="Order" value={orderId} />
        {coinsUsed > 0 && <DetailsRow label="Coins used" value={formatCoins(toPaise(coinsUsed))} />}
      </ShopperDetailsCard>
      <PaymentChoiceSection choice={choice} links={details.paymentLinks} disabled={declined}>
        <Button
          variant="contained"
          size="large"
          onClick={() => choice.pay(details.paymentLinks)}
          disabled={choice.method === null || paid || declined}
        >
          {choice.method === null ? `Pay ₹${amount}` : `Pay ₹${amount} with ${choice.method.name}`}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            clearPaymentTimer();
            void navigate('/cart');
          }}
        >
          Back to Cart
        </Button>
      </PaymentChoiceSection>
      {paid && <CongratsDialog onClose={leaveForRedirect} />}
    </PageFrame>
  );
}

/**
 * /payment (and /welcome): the order of ?orderid= or navigation state, its 300 s window counted from its creation in
 * the provider's time, the shopper's details with the edit modal, the terms, the four methods (the link opens in a new
 * tab) and the order's status polled every 2 s.
 */
export function PaymentPage() {
  const orderId = useOrderIdParam();
  if (orderId === null) return <OrderNotLoaded message={orderDetailsFallbackMessage} />;
  return (
    <StoreModuleGate module={paymentStoreModule}>
      <PaymentForOrder key={orderId} orderId={orderId} />
    </StoreModuleGate>
  );
}
