import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isHttpUrl } from '../../lib/runtime-config';
import styles from './brand-logo.module.css';

export interface BrandLogoProps {
  organizationName: string;
  logoUrl: string | undefined;
}

/** The brand's logo linking home; the organisation's name stands in when there is no usable logo. */
export function BrandLogo({ organizationName, logoUrl }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  const showImage = isHttpUrl(logoUrl) && !failed;
  return (
    <Link to="/" className={styles.logo}>
      {showImage ? (
        <img src={logoUrl} alt={organizationName} className={styles.image} onError={() => setFailed(true)} />
      ) : (
        <span className={styles.name}>{organizationName}</span>
      )}
    </Link>
  );
}
