import type { ReactNode } from 'react';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { checkoutStoreModule } from './checkout-store-module';

/** Renders what places orders once checkout's state and saga are in the store. */
export function CheckoutGate({ children }: { children: ReactNode }) {
  return <StoreModuleGate module={checkoutStoreModule}>{children}</StoreModuleGate>;
}
