import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandStyle } from '../features/branding';
import './global.css';
import type { AppStore } from './store';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <BrandStyle />
      {children}
    </Provider>
  );
}
