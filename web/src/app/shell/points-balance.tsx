import { formatCoins, toPaise } from '../../lib/money';
import styles from './points-balance.module.css';

/** The coin balance as the spec shows it, the number followed by 'Points', written like every other balance. */
export function pointsText(coins: number): string {
  return `${formatCoins(toPaise(coins))} Points`;
}

/** The desktop header's points box. */
export function PointsBalance({ coins }: { coins: number }) {
  return <div className={styles.points}>{pointsText(coins)}</div>;
}
