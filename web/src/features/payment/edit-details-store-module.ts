import type { StoreModule } from '../../lib/store-module';
import { userUpdateSaga } from './user-update-saga';
import { userUpdateSlice } from './user-update-slice';

/**
 * The edit modal's state and saga, which join the store when the modal first opens: the payment pages show the order
 * without the code (and the answer validators) of a call only the modal makes.
 */
export const editDetailsStoreModule: StoreModule = { slices: [userUpdateSlice], saga: userUpdateSaga };
