import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectConfig } from './configuration-slice';
import { createStorefrontTheme } from './mui-theme';

/**
 * The MUI theme of the loaded white-label configuration, around the parts that use MUI components: the lazily
 * loaded pages, dialogs and drawers. The home route itself carries no MUI (docs/decisions.md).
 */
export function BrandedMui({ children }: { children: ReactNode }) {
  const config = useAppSelector(selectConfig);
  const theme = useMemo(() => createStorefrontTheme(config ?? {}), [config]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** A component wrapped in the branded MUI theme, for a lazily loaded module's default export. */
export function withBrandedMui<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Branded(props: Props) {
    return (
      <BrandedMui>
        <Component {...props} />
      </BrandedMui>
    );
  }
  Branded.displayName = `WithBrandedMui(${Component.displayName ?? Component.name})`;
  return Branded;
}
