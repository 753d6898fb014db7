import type { ReactNode } from 'react';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { orderStoreModule } from './order-store-module';

/** Renders what places orders once checkout's state and saga are in the store. */
export function CheckoutGate({ children }: { children: ReactNode }) {
  return <StoreModuleGate module={orderStoreModule}>{children}</StoreModuleGate>;
}
