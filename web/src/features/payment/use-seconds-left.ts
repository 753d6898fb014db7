import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectClockOffsetMs, selectPaymentDeadline, selectCountMovedAt } from './order-status-slice';
import { secondsLeft } from './payment-clock';

/**
 * The whole seconds left until a deadline in the provider's time, given how far its clock is ahead of the device's:
 * recomputed every second and whenever the tab becomes visible again (a hidden tab's timers are throttled), so the
 * count is always read from the clock, never counted down. `movedAtMs` is the device's time of the latest answer that
 * moved the deadline or the offset: the last tick may be up to a second older, and counting from it would show a
 * second too many until the next. Null while the deadline is unknown.
 */
function useSecondsLeft(
  deadlineMs: number | null,
  clockOffsetMs: number | null,
  movedAtMs: number | null,
): number | null {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setDeviceNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  if (deadlineMs === null || clockOffsetMs === null) return null;
  return secondsLeft(deadlineMs, Math.max(deviceNow, movedAtMs ?? deviceNow) + clockOffsetMs);
}

/** The seconds left of the polled order's payment window, in the provider's time; null until it is known. */
export function usePaymentSecondsLeft(): number | null {
  return useSecondsLeft(
    useSelector(selectPaymentDeadline),
    useSelector(selectClockOffsetMs),
    useSelector(selectCountMovedAt),
  );
}
