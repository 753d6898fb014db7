import type { StoreModule } from '../../lib/store-module';
import { profileSaga } from './profile-saga';
import { profileSlice } from './profile-slice';

/** The profile page's state and saga, which join the store when /edit-profile first opens. */
export const profileStoreModule: StoreModule = { slices: [profileSlice], saga: profileSaga };
