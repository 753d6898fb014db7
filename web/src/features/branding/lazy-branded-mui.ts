import type { ComponentType } from 'react';
import { lazyPage } from '../../lib/lazy-page';

/**
 * `load`, and the branded MUI theme's module beside it, in parallel: the component wrapped in the theme. With
 * lib/lazy-part, for a dialog or field that uses MUI on a page drawn without it (which has no theme around it).
 */
export function withBrandedTheme<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return () =>
    Promise.all([load(), import('./branded-mui')]).then(([Component, { withBrandedMui }]) => withBrandedMui(Component));
}

/**
 * A lazily loaded page that uses MUI, inside the branded MUI theme. The theme module loads beside the page, in
 * parallel, so MUI and its theme stay out of the home route's JavaScript until something needs them.
 */
export function lazyBrandedMui<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyPage(withBrandedTheme(load));
}
