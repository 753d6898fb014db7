import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ComponentType } from 'react';
import { usePrefersReducedMotion } from '../../lib/ui/use-media-query';
import { useConfig } from '../configuration';
import { createStorefrontTheme } from './mui-theme';

/**
 * A component inside the MUI theme of the loaded white-label configuration, for the parts that use MUI components: the
 * lazily loaded pages, dialogs and drawers (lazy-branded-mui.ts). The home route itself carries no MUI
 * (docs/decisions.md).
 */
export function withBrandedMui<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Branded(props: Props) {
    const config = useConfig();
    const reducedMotion = usePrefersReducedMotion();
    const theme = useMemo(() => createStorefrontTheme(config ?? {}, { reducedMotion }), [config, reducedMotion]);
    return (
      <ThemeProvider theme={theme}>
        <Component {...props} />
      </ThemeProvider>
    );
  }
  Branded.displayName = `WithBrandedMui(${Component.displayName ?? Component.name})`;
  return Branded;
}
