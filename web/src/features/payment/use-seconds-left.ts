import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectClockOffsetMs, selectPaymentDeadline, selectCountMovedAt } from './order-status-slice';
import { secondsLeft } from './payment-clock';

/**
 * The device's clock, read again every second and whenever the tab becomes visible again (a hidden tab's timers are
 * throttled), so a count shown from it is always read from the clock, never counted down.
 */
function useDeviceNow(): number {
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
  return deviceNow;
}

/**
 * The whole seconds left of the polled order's payment window, in the provider's time; null until it is known. Never
 * read from a tick older than the latest answer that moved the deadline or the offset: that tick may be up to a second
 * old, and counting from it would show a second too many until the next.
 */
export function usePaymentSecondsLeft(): number | null {
  const deviceNow = useDeviceNow();
  const deadlineMs = useSelector(selectPaymentDeadline);
  const clockOffsetMs = useSelector(selectClockOffsetMs);
  const movedAtMs = useSelector(selectCountMovedAt);
  if (deadlineMs === null || clockOffsetMs === null) return null;
  return secondsLeft(deadlineMs, Math.max(deviceNow, movedAtMs ?? deviceNow) + clockOffsetMs);
}
