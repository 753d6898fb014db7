import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsBusy, selectToasts, toastDismissed, type Toast } from './feedback-slice';

/** Spec section 9: a toast closes by itself after 5 s. */
export const toastAutoCloseMs = 5000;

// MUI's Grow, as a CSS animation: no transition component, and no forced layout when a toast appears.
const grow = keyframes`
  from {
    opacity: 0;
    transform: scale(0.75, 0.5625);
  }
`;

function ToastAlert({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(toastDismissed(toast.id));

  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), toastAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);

  return (
    <Alert
      severity={toast.severity}
      onClose={dismiss}
      sx={{
        boxShadow: 6,
        width: '100%',
        animation: `${grow} 225ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {toast.message}
    </Alert>
  );
}

const overlayFadeMs = 225;

/**
 * The global spinner overlay. It stays mounted and only changes its visibility and opacity, which the browser paints
 * without laying out the page again; MUI's Backdrop fades in through a forced synchronous layout of the whole page,
 * once per loading task. Visibility turns off only after the fade-out, so the page is not uncovered while still dim.
 */
function BusyOverlay({ busy }: { busy: boolean }) {
  return (
    <Box
      data-busy={busy}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        contain: 'strict',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'common.white',
        backgroundColor: 'rgba(0, 0, 0, 0.5)',
        WebkitTapHighlightColor: 'transparent',
        visibility: 'hidden',
        opacity: 0,
        transition: `opacity ${overlayFadeMs}ms, visibility 0s ${overlayFadeMs}ms`,
        // A hidden spinner would keep animating on the main thread.
        '& *': { animationPlayState: 'paused' },
        '&[data-busy="true"]': { visibility: 'visible', opacity: 1, transition: `opacity ${overlayFadeMs}ms` },
        '&[data-busy="true"] *': { animationPlayState: 'running' },
      }}
    >
      <CircularProgress color="inherit" aria-label="Loading" />
    </Box>
  );
}

/** The toasts (a stack at the top right) and the global spinner overlay shown while any loading task runs. */
export function FeedbackLayer() {
  const toasts = useAppSelector(selectToasts);
  const busy = useAppSelector(selectIsBusy);

  return (
    <>
      <BusyOverlay busy={busy} />
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
