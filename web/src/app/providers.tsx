import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandedTheme, BrandTitle } from '../features/branding';
import { StoreModuleContext } from '../lib/store-module';
import type { AppStore } from './store';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StoreModuleContext value={store.modules}>
        <BrandedTheme>
          <BrandTitle />
          {children}
        </BrandedTheme>
      </StoreModuleContext>
    </Provider>
  );
}
