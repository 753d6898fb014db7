import { Link } from 'react-router-dom';
import styles from './top-strip.module.css';

export interface TopStripProps {
  onHowToRedeem: () => void;
  /** Logout is offered to a signed-in shopper only. */
  onLogout: (() => void) | null;
}

/** The thin strip above the desktop header: help, order tracking, the redemption guide and Logout. */
export function TopStrip({ onHowToRedeem, onLogout }: TopStripProps) {
  return (
    <nav aria-label="Help and orders" className={styles.strip}>
      <ul className={styles.items}>
        <li>
          <Link to="/help-center" className={styles.item}>
            Help Center
          </Link>
        </li>
        <li>
          <Link to="/order-history" className={styles.item}>
            Track Order
          </Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={onHowToRedeem}>
            How to Redeem?
          </button>
        </li>
        {onLogout !== null && (
          <li>
            <button type="button" className={styles.item} onClick={onLogout}>
              Logout
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
