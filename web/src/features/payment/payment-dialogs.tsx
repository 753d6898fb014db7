import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export const leavePaymentQuestion = 'Are you sure you want to leave? Your payment session will be cancelled.';

/** 'Payment Success' with OK (/verify-details). */
export function PaymentSuccessDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Payment Success</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your payment was received. Your vouchers will appear in Track Order; you will be taken to the home page.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Back to Cart's confirmation: leaving cancels the payment session. */
export function LeavePaymentDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const questionId = useId();
  return (
    <Dialog open onClose={onStay} role="alertdialog" aria-labelledby={questionId} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id={questionId} sx={{ color: 'text.primary' }}>
          {leavePaymentQuestion}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Stay
        </Button>
        <Button color="error" onClick={onLeave}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
