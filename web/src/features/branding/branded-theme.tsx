import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useConfig } from '../configuration';
import { createStorefrontTheme } from './mui-theme';

/**
 * The storefront's one MUI theme, built from the loaded white-label configuration's colours (MUI's defaults until it
 * has loaded) and the visitor's motion setting, around everything the storefront draws, with its baseline styles.
 */
export function BrandedTheme({ children }: { children: ReactNode }) {
  const config = useConfig();
  // Read without waiting for an effect, so the first render already leaves out the motion the visitor asked to skip.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createStorefrontTheme(config ?? {}, { reducedMotion }), [config, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
