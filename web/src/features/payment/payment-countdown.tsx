import { formatCountdown } from './payment-clock';
import styles from './payment-countdown.module.css';

/** The time left as m:ss over a bar of the fraction left of the window. */
export function PaymentCountdown({ seconds, windowSeconds }: { seconds: number | null; windowSeconds: number }) {
  const fraction = seconds === null ? 1 : seconds / windowSeconds;
  const percent = Math.min(100, Math.max(0, fraction * 100));
  return (
    <div className={styles.countdown}>
      <p className={styles.line}>
        <span>Time left to pay</span>
        <span role="timer" aria-label="Time left to pay" className={styles.time}>
          {seconds === null ? '–:––' : formatCountdown(seconds)}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Share of the payment window left"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className={styles.track}
      >
        <div className={styles.bar} style={{ transform: `translateX(${percent - 100}%)` }} />
      </div>
    </div>
  );
}
