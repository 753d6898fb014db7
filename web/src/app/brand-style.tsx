import { useLayoutEffect } from 'react';
import { brandCssVariables, brandPalette } from '../features/configuration/brand-palette';
import { selectConfig } from '../features/configuration/configuration-slice';
import { useAppSelector } from './hooks';

/**
 * Paints the storefront in the loaded white-label configuration's colours, as CSS custom properties on the document
 * (portals such as dialogs and menus read them too), and names the document after it.
 */
export function BrandStyle() {
  const config = useAppSelector(selectConfig);
  useLayoutEffect(() => {
    if (config === null) return undefined;
    const variables = Object.entries(brandCssVariables(brandPalette(config)));
    const { style } = document.documentElement;
    for (const [name, value] of variables) style.setProperty(name, value);
    document.title = `${config.product_name} | ${config.organization_name}`;
    return () => {
      for (const [name] of variables) style.removeProperty(name);
    };
  }, [config]);
  return null;
}
