import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandedTheme } from './branded-theme';
import type { AppStore } from './store';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <BrandedTheme>
        <CssBaseline />
        {children}
      </BrandedTheme>
    </Provider>
  );
}
