import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grow from '@mui/material/Grow';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsBusy, selectToasts, toastDismissed, type Toast } from './feedback-slice';

/** Spec section 9: a toast closes by itself after 5 s. */
export const toastAutoCloseMs = 5000;

function ToastAlert({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(toastDismissed(toast.id));

  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), toastAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);

  return (
    <Grow in>
      <Alert severity={toast.severity} onClose={dismiss} sx={{ boxShadow: 6, width: '100%' }}>
        {toast.message}
      </Alert>
    </Grow>
  );
}

/** The toasts (a stack at the top right) and the global spinner overlay shown while any loading task runs. */
export function FeedbackLayer() {
  const toasts = useAppSelector(selectToasts);
  const busy = useAppSelector(selectIsBusy);

  return (
    <>
      <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
        <CircularProgress color="inherit" aria-label="Loading" />
      </Backdrop>
      {toasts.length > 0 && (
        <Box
          sx={{
            position: 'fixed',
            top: { xs: 8, sm: 24 },
            right: { xs: 8, sm: 24 },
            left: { xs: 8, sm: 'auto' },
            zIndex: (theme) => theme.zIndex.snackbar,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            width: { sm: 360 },
          }}
        >
          {toasts.map((toast) => (
            <ToastAlert key={toast.id} toast={toast} />
          ))}
        </Box>
      )}
    </>
  );
}
