import { formatPoints } from '../../lib/money';
import styles from './points-balance.module.css';

/** The desktop header's points box. */
export function PointsBalance({ coins }: { coins: number }) {
  return <div className={styles.points}>{formatPoints(coins)}</div>;
}
