import { useEffect } from 'react';
import { useConfig } from '../configuration';

/** Names the document after the loaded white-label configuration: its product and organisation. */
export function BrandTitle() {
  const config = useConfig();
  useEffect(() => {
    if (config !== null) document.title = `${config.product_name} | ${config.organization_name}`;
  }, [config]);
  return null;
}
