import styles from './points-balance.module.css';

/** The coin balance as the spec shows it: the number followed by 'Points'. */
export function pointsText(coins: number): string {
  return `${coins} Points`;
}

/** The desktop header's points box. */
export function PointsBalance({ coins }: { coins: number }) {
  return <div className={styles.points}>{pointsText(coins)}</div>;
}
