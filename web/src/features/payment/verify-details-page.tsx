import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { formatCoins, toPaise, twoDecimals } from '../../lib/money';
import { clearPaymentTimer } from '../../lib/payment-storage';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { useAlert } from '../feedback';
import { useAbandonOrder } from '../order';
import { useCurrentUser } from '../session';
import { readCheckoutNavigation, type CheckoutNavigation } from './checkout-navigation';
import {
  orderPollingStarted,
  orderPollingStopped,
  selectClockOffsetMs,
  selectPaymentDeadline,
  selectPaymentState,
} from './order-status-slice';
import { verifyDetailsWindowSeconds } from './payment-clock';
import { PaymentCountdown } from './payment-countdown';
import { LeavePaymentDialog, PaymentSuccessDialog } from './payment-dialogs';
import { PaymentMethodGrid } from './payment-method-grid';
import { hasPayLink, payLinkOf, type PaymentMethod } from './payment-methods';
import { paymentStoreModule } from './payment-store-module';
import { useSecondsLeft } from './use-seconds-left';

export const termsText = 'I accept Terms and Conditions and allow redeeming 1000 coins to this site after payment.';
export const missingLinksMessage = 'Payment links could not be loaded. Please retry.';
export const paymentFailedMessage = 'Payment failed. Please try again.';
/** After 'Payment Success', the home page follows by itself (spec section 9). */
export const successRedirectMs = 3000;

function DetailsRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'right' }}>
        {value === null || value === undefined || value === '' ? 'Not given' : value}
      </Typography>
    </Box>
  );
}

function VerifyDetails({ order }: { order: CheckoutNavigation }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const abandon = useAbandonOrder();
  const user = useCurrentUser();
  const paymentState = useSelector(selectPaymentState);
  const seconds = useSecondsLeft(useSelector(selectPaymentDeadline), useSelector(selectClockOffsetMs));
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const paid = paymentState === 'success';
  const failed = paymentState === 'failed' || paymentState === 'expired';

  useEffect(() => {
    dispatch(orderPollingStarted(order.orderId, 'verify-details'));
    return () => {
      dispatch(orderPollingStopped());
    };
  }, [dispatch, order.orderId]);

  useEffect(() => {
    if (seconds !== 0 || paid) return;
    abandon('expired');
    void navigate('/', { replace: true });
  }, [seconds, paid, abandon, navigate]);

  useEffect(() => {
    if (!paid) return;
    clearPaymentTimer();
    const timer = window.setTimeout(() => void navigate('/'), successRedirectMs);
    return () => window.clearTimeout(timer);
  }, [paid, navigate]);

  const pay = () => {
    if (method === null) return setProblem('Please select a payment method first');
    if (!termsAccepted) return setProblem('Please accept the terms and conditions.');
    const link = payLinkOf(order.paymentLinks, method);
    if (link === null) return setProblem(`${method.name} payment link is not available.`);
    setProblem(null);
    window.location.assign(link);
  };

  return (
    <Box component="main" sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        Complete your payment
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PaymentCountdown seconds={seconds} windowSeconds={verifyDetailsWindowSeconds} />
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="verify-details-heading" sx={{ p: 2 }}>
        <Typography id="verify-details-heading" component="h2" variant="h6" gutterBottom>
          Verify your details
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <DetailsRow label="Name" value={user?.username} />
          <DetailsRow label="Phone" value={user?.phone} />
          <DetailsRow label="E-mail" value={user?.email} />
          <DetailsRow label="Order" value={order.orderId} />
          {order.coinsUsed > 0 && <DetailsRow label="Coins used" value={formatCoins(toPaise(order.coinsUsed))} />}
        </Box>
      </Paper>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="payment-method-heading"
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Typography id="payment-method-heading" component="h2" variant="h6">
          Choose a payment method
        </Typography>
        <PaymentMethodGrid links={order.paymentLinks} chosen={method} onChoose={setMethod} />
        <FormControlLabel
          control={<Checkbox checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />}
          label={termsText}
        />
        {problem !== null && <Alert severity="error">{problem}</Alert>}
        {failed && <Alert severity="error">{paymentFailedMessage}</Alert>}
        <Button variant="contained" size="large" onClick={pay} disabled={paid || failed}>
          ₹ {twoDecimals(toPaise(order.amount))} | Make Payment
        </Button>
        <Button variant="outlined" onClick={() => setLeaving(true)}>
          Back to Cart
        </Button>
      </Paper>
      {paid && <PaymentSuccessDialog onClose={() => void navigate('/')} />}
      {leaving && (
        <LeavePaymentDialog
          onStay={() => setLeaving(false)}
          onLeave={() => {
            abandon('left');
            void navigate('/cart');
          }}
        />
      )}
    </Box>
  );
}

/** Without payment links there is nothing to pay with: the spec's alert, then back to the cart. */
function NoPaymentLinks() {
  const alert = useAlert();
  const navigate = useNavigate();
  useEffect(() => {
    alert(missingLinksMessage);
    void navigate('/cart', { replace: true });
  }, [alert, navigate]);
  return null;
}

/**
 * /verify-details, where checkout lands: the order from navigation state, a 180 s window kept across reloads, the
 * shopper's details, the four methods (the link opens in this page) and the order's status polled every 2 s.
 */
export function VerifyDetailsPage() {
  const order = readCheckoutNavigation(useLocation().state);
  if (order === null) return <Navigate to="/cart" replace />;
  if (!hasPayLink(order.paymentLinks)) return <NoPaymentLinks />;
  return (
    <StoreModuleGate module={paymentStoreModule}>
      <VerifyDetails order={order} />
    </StoreModuleGate>
  );
}
