import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandedTheme, BrandStyle } from '../features/branding';
import { StoreModuleContext } from '../lib/store-module';
import './global.css';
import type { AppStore } from './store';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StoreModuleContext value={store.modules}>
        <BrandedTheme>
          <BrandStyle />
          {children}
        </BrandedTheme>
      </StoreModuleContext>
    </Provider>
  );
}
