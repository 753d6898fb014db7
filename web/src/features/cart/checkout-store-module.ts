import type { StoreModule } from '../../lib/store-module';
import { checkoutSaga } from './checkout-saga';
import { checkoutSlice } from './checkout-slice';

/** Checkout's state and saga, which join the store when the cart page first opens. */
export const checkoutStoreModule: StoreModule = { slices: [checkoutSlice], saga: checkoutSaga };
