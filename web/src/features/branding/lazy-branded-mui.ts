import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that uses MUI, inside the branded MUI theme. The theme module loads beside the component,
 * in parallel, so MUI and its theme stay out of the home route's JavaScript until something needs them.
 */
export function lazyBrandedMui<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Component, { withBrandedMui }] = await Promise.all([load(), import('./branded-mui')]);
    return { default: withBrandedMui(Component) };
  });
}
