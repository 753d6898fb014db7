import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Profile, ProfileUpdateRequest } from '../../../../contracts';
import { getProfileAnswers } from '../../../../contracts/generated/answers/get-profile';
import { updateProfileAnswers } from '../../../../contracts/generated/answers/update-profile';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { shortToastMs, toastRaised } from '../feedback/feedback-store';
import { userDataRefreshRequested } from '../session/session-store';
import { profileUpdateFailure } from './profile-error-message';
import {
  editProfileOpened,
  profileLoaded,
  profileLoadFailed,
  profileLoadFallbackMessage,
  profileReloadRequested,
  profileSaved,
  profileSaveFailed,
  profileSaveRequested,
  selectProfile,
  type ProfileChanges,
} from './profile-slice';

export const profileSavedMessage = 'Profile updated successfully';

/**
 * The multipart body of PUT /edit-profile/: every text field, the username and e-mail unchanged, and the picture's
 * part only when a new picture was chosen (an empty part would be a text the provider refuses).
 */
export function profileUpdateForm(current: Pick<Profile, 'username' | 'email'>, changes: ProfileChanges): FormData {
  const fields: Omit<ProfileUpdateRequest, 'profile_pic_image_url'> = {
    username: current.username,
    email: current.email,
    phone: changes.phone,
    address_line1: changes.address_line1,
    address_line2: changes.address_line2,
    country: changes.country,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (changes.picture !== null) form.append('profile_pic_image_url', changes.picture);
  return form;
}

function* loadProfile() {
  try {
    const profile = yield* apiCall(getProfileAnswers, {});
    yield put(profileLoaded(profile));
  } catch (error) {
    yield put(profileLoadFailed(`Error: ${errorMessage(error, profileLoadFallbackMessage)}`));
  }
}

function* saveProfile({ payload: changes }: ReturnType<typeof profileSaveRequested>) {
  // The form shows only once the profile has loaded, so there is always one to name the account by.
  const current: Profile = yield select(selectProfile);
  try {
    const saved = yield* apiCall(updateProfileAnswers, { form: profileUpdateForm(current, changes) });
    yield put(profileSaved(saved));
    // The header shows the shopper's user data, which the saved profile may have changed.
    yield put(userDataRefreshRequested());
    yield put(toastRaised(profileSavedMessage, 'success', shortToastMs));
  } catch (error) {
    const { message, toast } = profileUpdateFailure(error);
    // The form's red box announces the failure; the toast (spec: both) only shows it.
    yield put(profileSaveFailed(message));
    yield put(toastRaised(toast, 'error', shortToastMs, { shownInPage: true }));
  }
}

/** Loads the profile when its page opens (the newest load wins) and saves it once per press. */
export function* profileSaga() {
  yield takeLatest([editProfileOpened.type, profileReloadRequested.type], loadProfile);
  yield takeLeading(profileSaveRequested.type, saveProfile);
}
