import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { selectConfig } from '../features/configuration/configuration-slice';
import { useAppSelector } from './hooks';
import { createStorefrontTheme } from './theme';

/** The MUI theme and the document title follow the loaded white-label configuration. */
export function BrandedTheme({ children }: { children: ReactNode }) {
  const config = useAppSelector(selectConfig);
  const theme = useMemo(() => createStorefrontTheme(config ?? {}), [config]);
  useEffect(() => {
    if (config !== null) document.title = `${config.product_name} | ${config.organization_name}`;
  }, [config]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
