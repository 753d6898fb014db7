import { useLayoutEffect } from 'react';
import { useConfig } from '../configuration';
import { brandCssVariables, brandPalette } from './brand-palette';

/**
 * Paints the storefront in the loaded white-label configuration's colours, as CSS custom properties on the document
 * (portals such as dialogs and menus read them too), and names the document after it.
 */
export function BrandStyle() {
  const config = useConfig();
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
