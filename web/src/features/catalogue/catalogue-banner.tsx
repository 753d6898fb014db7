import styles from './catalogue-banner.module.css';

/**
 * The home banner in the brand's colours, drawn with CSS so the home route loads no image from elsewhere; its text is part of the picture,
 * so the whole banner is one image with one accessible name.
 */
export function CatalogueBanner({ productName }: { productName: string }) {
  const caption = 'Gift cards and vouchers for every occasion';
  return (
    <div role="img" aria-label={`${productName}: ${caption}`} className={styles.banner}>
      <p className={styles.name}>{productName}</p>
      <p className={styles.caption}>{caption}</p>
    </div>
  );
}
