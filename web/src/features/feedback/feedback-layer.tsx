import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { focusPageHeading } from '../../lib/page-heading';
import { useConfigurationFailed } from '../configuration';
import { AlertDialog } from './alert-dialog';
import {
  alertDismissed,
  selectCurrentAlert,
  selectIsBusy,
  selectToasts,
  toastDismissed,
  type Toast,
} from './feedback-slice';
import { useToastAnchor } from './toast-anchor';

function ToastAlert({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const dismiss = () => dispatch(toastDismissed(toast.id));
  // Held open while the pointer is over it or the focus in it (WCAG 2.2.1): a shopper reading it, or tabbing to its
  // Close, does not lose it; it closes its full time after they leave.
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), toast.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id, toast.autoCloseMs, paused]);

  return (
    <Grow in appear>
      <Alert
        severity={toast.severity}
        // No role when the page's own alert announces the same news: a screen reader says it once.
        role={toast.announced ? 'alert' : 'none'}
        elevation={6}
        onMouseEnter={() => setHeld((current) => ({ ...current, pointer: true }))}
        onMouseLeave={() => setHeld((current) => ({ ...current, pointer: false }))}
        onFocus={() => setHeld((current) => ({ ...current, focus: true }))}
        onBlur={() => setHeld((current) => ({ ...current, focus: false }))}
        action={
          <IconButton aria-label="Close" title="Close" color="inherit" size="small" onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Grow>
  );
}

/** The stack of toasts, a landmark of its own (a screen reader can go back to a toast), at the anchor if there is one. */
function Toasts({ toasts, anchor }: { toasts: Toast[]; anchor: HTMLElement | null }) {
  const stack = (
    <Stack
      component="section"
      aria-label="Notifications"
      spacing={1}
      sx={{
        position: anchor === null ? 'fixed' : 'absolute',
        top: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 360 },
        zIndex: 'snackbar',
      }}
    >
      {toasts.map((toast) => (
        <ToastAlert key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
  return anchor === null ? stack : createPortal(stack, anchor);
}

/** The global spinner overlay, above the storefront's dialogs and drawers, while any loading task runs. */
function BusyOverlay({ busy }: { busy: boolean }) {
  return (
    <Backdrop
      open={busy}
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        color: '#fff',
        // Fading out, it no longer holds the page: a click the moment the work is done reaches it.
        pointerEvents: busy ? 'auto' : 'none',
        // A hidden spinner would keep animating on the main thread.
        '& *': { animationPlayState: busy ? 'running' : 'paused' },
      }}
    >
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}

/**
 * The toasts (a stack at the top right, below the header where the page has one: toast-anchor.tsx), the alert dialog
 * and the global spinner overlay while any task runs.
 */
export function FeedbackLayer() {
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  // The calls started beside the configuration's (the categories, the home's first products) may still run when it
  // has failed: the error screen is then all there is, and its Reload Page must not wait under the overlay for them.
  const configurationFailed = useConfigurationFailed();
  const busy = useSelector(selectIsBusy) && !configurationFailed;
  const alert = useSelector(selectCurrentAlert);
  const anchor = useToastAnchor();
  const closeAlert = (id: string) => {
    dispatch(alertDismissed(id));
    // The dialog gives the focus back to what held it before it opened, once it has gone: when that has gone too (the
    // alert came with a navigation), the focus would fall to the document.
    requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) focusPageHeading();
    });
  };

  return (
    <>
      <BusyOverlay busy={busy} />
      {toasts.length > 0 && <Toasts toasts={toasts} anchor={anchor} />}
      {alert !== null && <AlertDialog key={alert.id} alert={alert} onClose={() => closeAlert(alert.id)} />}
    </>
  );
}
