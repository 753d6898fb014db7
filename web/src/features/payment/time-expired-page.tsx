import AccessTimeIcon from '@mui/icons-material/AccessTime';
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
        <AccessTimeIcon sx={{ fontSize: 96, color: 'error.main' }} />
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
