import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { formatCoins, toPaise, twoDecimals } from '../../lib/money';
import { clearPaymentTimer } from './payment-timer-storage';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { framePanelSx, PageFrame } from './page-frame';
import { useAbandonOrder } from './use-abandon-order';
import { useCurrentUser } from '../session';
import { readCheckoutNavigation, type CheckoutNavigation } from './checkout-navigation';
import { paymentLinksMissing, selectPaymentState } from './order-status-slice';
import { verifyDetailsWindowSeconds } from './payment-clock';
import { PaymentCountdown } from './payment-countdown';
import { LeavePaymentDialog, PaymentSuccessDialog } from './payment-dialogs';
import { PaymentChoiceSection, usePaymentChoice } from './payment-choice';
import { hasPayLink } from './payment-methods';
import { paymentStoreModule } from './payment-store-module';
import { paymentFailedMessage } from './payment-texts';
import { DetailsRow, ShopperDetailsCard } from './shopper-details-card';
import { useOrderPolling } from './use-order-polling';
import { usePaymentSecondsLeft } from './use-seconds-left';

/** After 'Payment Success', the home page follows by itself (spec section 9). */
export const successRedirectMs = 3000;

function VerifyDetails({ order }: { order: CheckoutNavigation }) {
  const navigate = useNavigate();
  const abandon = useAbandonOrder();
  const user = useCurrentUser();
  const paymentState = useSelector(selectPaymentState);
  const seconds = usePaymentSecondsLeft();
  const choice = usePaymentChoice({
    unavailableMessage: (name) => `${name} payment link is not available.`,
    open: (link) => window.location.assign(link),
  });
  const [leaving, setLeaving] = useState(false);
  const paid = paymentState === 'success';
  const failed = paymentState === 'failed' || paymentState === 'expired';

  useOrderPolling(order.orderId, 'verify-details');

  // Home takes this page's place in history: Back would return to a session that has run out, or to a paid order's
  // 'Payment Success', which sends the shopper home again.
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);

  useEffect(() => {
    if (seconds !== 0 || paid) return;
    abandon('expired');
    goHome();
  }, [seconds, paid, abandon, goHome]);

  useEffect(() => {
    if (!paid) return;
    clearPaymentTimer();
    const timer = window.setTimeout(goHome, successRedirectMs);
    return () => window.clearTimeout(timer);
  }, [paid, goHome]);

  return (
    <PageFrame>
      <Typography variant="h5" component="h1">
        Complete your payment
      </Typography>
      <Paper variant="outlined" sx={framePanelSx}>
        <PaymentCountdown seconds={seconds} windowSeconds={verifyDetailsWindowSeconds} />
      </Paper>
      <ShopperDetailsCard shopper={user} editTitle="Please fill the following details">
        <DetailsRow label="Order" value={order.orderId} />
        {order.coinsUsed > 0 && <DetailsRow label="Coins used" value={formatCoins(toPaise(order.coinsUsed))} />}
      </ShopperDetailsCard>
      <PaymentChoiceSection choice={choice} links={order.paymentLinks}>
        {failed && <Alert severity="error">{paymentFailedMessage}</Alert>}
        <Button
          variant="contained"
          size="large"
          onClick={() => choice.pay(order.paymentLinks)}
          disabled={paid || failed}
        >
          ₹ {twoDecimals(toPaise(order.amount))} | Make Payment
        </Button>
        <Button variant="outlined" onClick={() => setLeaving(true)}>
          Back to Cart
        </Button>
      </PaymentChoiceSection>
      {paid && <PaymentSuccessDialog onClose={goHome} />}
      {leaving && (
        <LeavePaymentDialog
          onStay={() => setLeaving(false)}
          onLeave={() => {
            abandon('left');
            // In this page's place: Back would reopen the session just cancelled, its stored window gone and 180 s anew.
            void navigate('/cart', { replace: true });
          }}
        />
      )}
    </PageFrame>
  );
}

/** Without payment links there is nothing to pay with: the spec's alert, then back to the cart. */
function NoPaymentLinks() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(paymentLinksMissing());
    void navigate('/cart', { replace: true });
  }, [dispatch, navigate]);
  return null;
}

/**
 * /verify-details, where checkout lands: the order from navigation state, a 180 s window kept across reloads, the
 * shopper's details, the four methods (the link opens in this page) and the order's status polled every 2 s.
 */
export function VerifyDetailsPage() {
  const order = readCheckoutNavigation(useLocation().state);
  if (order === null) return <Navigate to="/cart" replace />;
  return (
    <StoreModuleGate module={paymentStoreModule}>
      {hasPayLink(order.paymentLinks) ? <VerifyDetails order={order} /> : <NoPaymentLinks />}
    </StoreModuleGate>
  );
}
