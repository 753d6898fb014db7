import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { clearPaymentTimer } from './payment-timer-storage';
import { isHttpUrl } from '../../lib/runtime-config';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { selectOrderDetails } from './order-status-slice';
import { PageFrame } from './page-frame';
import { paymentStoreModule } from './payment-store-module';
import { useOrderPolling } from './use-order-polling';
import { useOrderIdParam, withOrderId } from './use-order-id-param';

function ClockIcon() {
  return (
    <Box
      component="svg"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      sx={{ width: 96, height: 96, color: 'error.main' }}
    >
      <path
        fill="currentColor"
        d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z"
      />
    </Box>
  );
}

function LinkExpired({ orderId }: { orderId: string | null }) {
  const navigate = useNavigate();
  const details = useSelector(selectOrderDetails);
  const redirectUrl = details !== null && details.orderDetails.orderId === orderId ? details.redirectUrl : null;

  // Spec: on load the page asks for the order (?orderid=) to be loaded; it needs the order's redirect URL.
  useOrderPolling(orderId, 'payment');

  const goBack = () => {
    clearPaymentTimer();
    // The order's redirect URL when it has one (an http(s) one), else the home page the button names.
    if (orderId !== null && isHttpUrl(redirectUrl)) window.location.assign(withOrderId(redirectUrl, orderId));
    else void navigate('/');
  };

  return (
    <PageFrame>
      <Box sx={{ py: 4, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <ClockIcon />
        <Typography component="h1" variant="h4">
          Link Expired!
        </Typography>
        <Typography color="textSecondary">Your payment session has timed out</Typography>
        <Button variant="contained" size="large" fullWidth onClick={goBack}>
          Go Back to HomePage
        </Button>
      </Box>
    </PageFrame>
  );
}

/** /timeexp: the payment session timed out. */
export function TimeExpiredPage() {
  const orderId = useOrderIdParam();
  return (
    <StoreModuleGate module={paymentStoreModule}>
      <LinkExpired orderId={orderId} />
    </StoreModuleGate>
  );
}
