import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile, ProfileUpdateRequest } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

/** What the shopper may change; the username and e-mail are sent as the provider has them. */
export type ProfileChanges = Pick<ProfileUpdateRequest, 'phone' | 'address_line1' | 'address_line2' | 'country'> & {
  /** A new picture to upload, or null to keep the current one. */
  picture: File | null;
};

/** The request state is the profile's load; the save keeps its own beside it. */
export interface ProfileState extends RequestState {
  profile: Profile | null;
  save: RequestState;
}

const initialState: ProfileState = { ...requestState.idle, profile: null, save: requestState.idle };

export const profileLoadFallbackMessage = 'Failed to load profile';

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    /** /edit-profile opened: the profile is loaded afresh, and an earlier visit's profile and save never show. */
    editProfileOpened: () => ({ ...initialState, status: 'loading' as const }),
    /** Try again, after the profile could not be loaded. */
    profileReloadRequested: requestState.started,
    profileLoaded(state, action: PayloadAction<Profile>) {
      requestState.succeeded(state);
      state.profile = action.payload;
    },
    /** The payload is the whole text the page shows ('Error: ' and the reason). */
    profileLoadFailed: requestState.failed,
    profileSaveRequested: {
      reducer: (state) => requestState.started(state.save),
      prepare: (changes: ProfileChanges) => ({ payload: changes }),
    },
    profileSaved(state, action: PayloadAction<Profile>) {
      requestState.succeeded(state.save);
      state.profile = action.payload;
    },
    /** The payload is the form's message: the picture's, or the provider's text, or the spec's fallback. */
    profileSaveFailed(state, action: PayloadAction<string>) {
      requestState.failed(state.save, action);
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectProfileStatus: (state) => state.status,
    selectProfileError: (state) => state.error,
    selectProfileSaveStatus: (state) => state.save.status,
    selectProfileSaveError: (state) => state.save.error,
  },
});

export const {
  editProfileOpened,
  profileReloadRequested,
  profileLoaded,
  profileLoadFailed,
  profileSaveRequested,
  profileSaved,
  profileSaveFailed,
} = profileSlice.actions;
export const {
  selectProfile,
  selectProfileStatus,
  selectProfileError,
  selectProfileSaveStatus,
  selectProfileSaveError,
} = profileSlice.selectors;
