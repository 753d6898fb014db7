import styles from './product-card-skeleton.module.css';

/** A product card's outline while the first page loads: it holds the card's place so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return <div className={styles.skeleton} />;
}
