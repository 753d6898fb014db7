import { useState } from 'react';
import { isHttpUrl } from '../lib/runtime-config';
import styles from './product-image.module.css';

/**
 * The product's picture, or 'No Image Available' when it has none or it fails to load. Its frame is 4:3 (the width and
 * height give the box before the styles apply; the contract gives one URL, no sizes, so there is no srcset). Lists
 * load it as it nears the viewport, but for their first lines; the product page, where it is the first thing in view,
 * asks for it at once.
 */
export function ProductImage({
  url,
  name,
  priority = false,
}: {
  url: string | null;
  name: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!isHttpUrl(url) || failed) {
    return (
      <div className={`${styles.frame} ${styles.noImage}`}>
        <p className={styles.noImageText}>No Image Available</p>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={name}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      className={`${styles.frame} ${styles.image}`}
    />
  );
}
