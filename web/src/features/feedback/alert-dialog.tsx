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
  return (
    <Dialog open role="alertdialog" aria-describedby={messageId} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {alert.message}
        </DialogContentText>
        {alert.detail !== null && alert.detail !== alert.message && (
          <DialogContentText sx={{ mt: 1 }}>{alert.detail}</DialogContentText>
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
