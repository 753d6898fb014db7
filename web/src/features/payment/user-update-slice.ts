import { createSlice } from '@reduxjs/toolkit';
import type { UserUpdateRequest } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

export const userUpdateFallbackMessage = 'Failed to update user details';

export const userUpdateSlice = createSlice({
  name: 'userUpdate',
  initialState: requestState.idle as RequestState,
  reducers: {
    userUpdateRequested: {
      reducer: requestState.started,
      prepare: (details: UserUpdateRequest) => ({ payload: details }),
    },
    userUpdated: requestState.succeeded,
    userUpdateFailed: requestState.failed,
    /** The edit modal closed: the next one starts without the last outcome. */
    editDetailsClosed: () => requestState.idle,
  },
  selectors: {
    selectUserUpdateStatus: (state) => state.status,
    selectUserUpdateError: (state) => state.error,
  },
});

export const { userUpdateRequested, userUpdated, userUpdateFailed, editDetailsClosed } = userUpdateSlice.actions;
export const { selectUserUpdateStatus, selectUserUpdateError } = userUpdateSlice.selectors;
