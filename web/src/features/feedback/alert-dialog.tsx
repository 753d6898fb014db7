import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import type { ShopperAlert } from './feedback-slice';

/**
 * The spec's alerts as an in-page alert dialog instead of the browser's blocking window.alert: the same text, read out
 * by screen readers, styled with the brand, and it stops neither the page's timers nor a test driving the browser.
 */
export function AlertDialog({ alert, onClose }: { alert: ShopperAlert; onClose: () => void }) {
  const messageId = useId();
  const detailId = useId();
  const detail = alert.detail !== null && alert.detail !== alert.message ? alert.detail : null;
  return (
    <Dialog
      open
      role="alertdialog"
      aria-labelledby={messageId}
      aria-describedby={detail === null ? undefined : detailId}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
    >
      <DialogContent>
        <DialogContentText id={messageId} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {alert.message}
        </DialogContentText>
        {detail !== null && (
          <DialogContentText id={detailId} sx={{ mt: 1 }}>
            {detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
