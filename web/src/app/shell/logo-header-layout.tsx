import { Outlet } from 'react-router-dom';
import { useConfig } from '../../features/configuration';
import { ToastAnchor } from '../../features/feedback';
import { BrandLogo } from './brand-logo';
import styles from './logo-header-layout.module.css';

/** /welcome's frame: only the brand's logo above the page, for a shopper arriving straight from a payment link. */
export function LogoHeaderLayout() {
  const config = useConfig();
  return (
    <>
      <header className={styles.header}>
        <BrandLogo organizationName={config?.organization_name ?? ''} logoUrl={config?.logo_url} />
      </header>
      <ToastAnchor />
      <Outlet />
    </>
  );
}
