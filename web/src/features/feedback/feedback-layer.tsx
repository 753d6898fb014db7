import { Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { Alert } from '../../lib/ui/alert';
import { focusPageHeading } from '../../lib/page-heading';
import { Spinner } from '../../lib/ui/spinner';
import { CloseIcon } from '../../lib/ui/icons';
import { lazyPage } from '../../lib/lazy-page';
import { useConfigurationFailed } from '../configuration';
import styles from './feedback-layer.module.css';
import { useToastAnchor } from './toast-anchor';
import {
  alertDismissed,
  selectCurrentAlert,
  selectIsBusy,
  selectToasts,
  toastDismissed,
  type Toast,
} from './feedback-slice';

// Loaded with MUI on the first alert only: the home route carries neither.
const AlertDialog = lazyPage(() => import('./alert-dialog').then((module) => module.AlertDialog));

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
    <Alert
      severity={toast.severity}
      // Not an alert when the page's own alert announces the same news: a screen reader says it once.
      role={toast.announced ? 'alert' : null}
      className={styles.toast}
      onMouseEnter={() => setHeld((current) => ({ ...current, pointer: true }))}
      onMouseLeave={() => setHeld((current) => ({ ...current, pointer: false }))}
      onFocus={() => setHeld((current) => ({ ...current, focus: true }))}
      onBlur={() => setHeld((current) => ({ ...current, focus: false }))}
      action={
        <button type="button" aria-label="Close" title="Close" className={styles.close} onClick={dismiss}>
          <CloseIcon size={20} />
        </button>
      }
    >
      {toast.message}
    </Alert>
  );
}

/** The stack of toasts, a landmark of its own (a screen reader can go back to a toast), at the anchor if there is one. */
function Toasts({ toasts, anchor }: { toasts: Toast[]; anchor: HTMLElement | null }) {
  const stack = (
    <section aria-label="Notifications" className={styles.toasts}>
      {toasts.map((toast) => (
        <ToastAlert key={toast.id} toast={toast} />
      ))}
    </section>
  );
  return anchor === null ? stack : createPortal(stack, anchor);
}

/**
 * The global spinner overlay. It stays mounted and only changes its visibility and opacity, which the browser paints
 * without laying out the page again; MUI's Backdrop fades in through a forced synchronous layout of the whole page,
 * once per loading task. Visibility turns off only after the fade-out, so the page is not uncovered while still dim.
 */
function BusyOverlay({ busy }: { busy: boolean }) {
  return (
    <div
      data-busy={busy}
      className={styles.overlay}
      style={{ visibility: busy ? 'visible' : 'hidden', opacity: busy ? 1 : 0 }}
    >
      <Spinner label="Loading" className={styles.overlaySpinner} />
    </div>
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
      {alert !== null && (
        <Suspense fallback={null}>
          <AlertDialog key={alert.id} alert={alert} onClose={() => closeAlert(alert.id)} />
        </Suspense>
      )}
    </>
  );
}
