import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient, type FakeApi } from '../../testing/fake-api';
import { profileUpdateForm } from './profile-saga';
import { editProfileOpened, profileReloadRequested, profileSaveRequested, profileSlice } from './profile-slice';
import { profileStoreModule } from './profile-store-module';
import { testProfile, testShopper } from '../../testing/test-shopper';

const changes = {
  phone: '9000000001',
  address_line1: '4 MG Road',
  address_line2: 'Pune, Maharashtra 411001',
  country: 'India',
  picture: null,
};
const saved: Profile = { ...testProfile, ...changes, profile_pic_image_url: null };

function profileStore(answer: FakeApi) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request), {
    session: { signedIn: true, user: testShopper, status: 'succeeded', error: null },
  });
  store.loadModule(profileStoreModule);
  const state = () => profileSlice.selectSlice(store.getState() as never);
  const calls = (operationId: string) => request.mock.calls.filter(([called]) => called === operationId);
  return { store, request, state, calls };
}

/** A provider that answers the profile, and the save with `save` (the saved profile unless told otherwise). */
const provider =
  (save: () => Promise<unknown> = () => Promise.resolve(saved)): FakeApi =>
  (operationId) => {
    if (operationId === 'getProfile') return Promise.resolve(testProfile);
    if (operationId === 'updateProfile') return save();
    if (operationId === 'getUserData') return Promise.resolve({ ...testShopper, phone: saved.phone });
    return new Promise(() => undefined);
  };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function openedWith(answer: FakeApi) {
  const opened = profileStore(answer);
  opened.store.dispatch(editProfileOpened());
  await settle();
  return opened;
}

afterEach(() => vi.restoreAllMocks());

describe('loading the profile', () => {
  it('asks GET /edit-profile/ and keeps the answer', async () => {
    const { store, request, state } = profileStore(provider());
    store.dispatch(editProfileOpened());
    expect(state().status).toBe('loading');
    await settle();
    expect(request).toHaveBeenCalledWith('getProfile', {});
    expect(state()).toMatchObject({ status: 'succeeded', error: null, profile: testProfile });
  });

  it("shows 'Error: ' and the provider's detail, or 'Failed to load profile', and loads again on request", async () => {
    const refused = await openedWith(() => Promise.reject(new ApiError(503, { detail: 'Profiles are resting.' })));
    expect(refused.state()).toMatchObject({ status: 'failed', error: 'Error: Profiles are resting.' });

    const offline = await openedWith(() => Promise.reject(new ApiError(0, undefined)));
    expect(offline.state().error).toBe('Error: Failed to load profile');
    offline.store.dispatch(profileReloadRequested());
    expect(offline.state()).toMatchObject({ status: 'loading', error: null });
    expect(offline.calls('getProfile')).toHaveLength(2);

    const broken = await openedWith(() => Promise.resolve({ username: 'Asha Shopper' }));
    expect(broken.state().error).toBe('Error: Invalid response from server');
  });

  it('forgets the last visit’s profile and save outcome when the page opens again', async () => {
    const { store, state } = await openedWith(provider(() => Promise.reject(new ApiError(500, {}))));
    store.dispatch(profileSaveRequested(changes));
    await settle();
    expect(state().save.status).toBe('failed');
    store.dispatch(editProfileOpened());
    expect(state()).toEqual({ status: 'loading', error: null, profile: null, save: { status: 'idle', error: null } });
  });
});

describe('saving the profile', () => {
  it('sends PUT /edit-profile/ as multipart with exactly the text fields, and no picture part without a picture', async () => {
    const { store, calls } = await openedWith(provider());
    store.dispatch(profileSaveRequested(changes));
    await settle();
    expect(calls('updateProfile')).toHaveLength(1);
    const input = calls('updateProfile')[0]?.[1];
    expect(input?.json).toBeUndefined();
    expect([...(input?.form?.entries() ?? [])]).toEqual([
      ['username', 'Asha Shopper'],
      ['email', 'shopper@example.com'],
      ['phone', '9000000001'],
      ['address_line1', '4 MG Road'],
      ['address_line2', 'Pune, Maharashtra 411001'],
      ['country', 'India'],
    ]);
  });

  it('keeps the saved profile, toasts for 3 s and asks for the user data again', async () => {
    const { store, state, calls } = await openedWith(provider());
    store.dispatch(profileSaveRequested(changes));
    expect(state().save.status).toBe('loading');
    await settle();
    expect(state()).toMatchObject({ profile: saved, save: { status: 'succeeded', error: null } });
    expect(store.getState().feedback.toasts).toMatchObject([
      // Nothing else on the page says it: the toast is announced.
      { message: 'Profile updated successfully', severity: 'success', autoCloseMs: 3000, announced: true },
    ]);
    expect(calls('getUserData')).toHaveLength(1);
    expect(store.getState().session.user).toMatchObject({ phone: '9000000001', coins: 5000 });
  });

  it("shows 'Profile picture error: {first message}' and toasts the detail when the picture is refused", async () => {
    const detail = 'The request does not match its contract: body /profile_pic_image_url must be an image file.';
    const refused = new ApiError(400, {
      detail,
      code: 'validation_error',
      errors: [{ location: 'body', field: '/profile_pic_image_url', rule: 'file', message: 'must be an image file' }],
    });
    const { store, state, calls } = await openedWith(provider(() => Promise.reject(refused)));
    store.dispatch(profileSaveRequested(changes));
    await settle();
    expect(state().save).toEqual({ status: 'failed', error: 'Profile picture error: must be an image file' });
    expect(state().profile).toEqual(testProfile);
    // The form's red box announces the refusal; the toast only shows it.
    expect(store.getState().feedback.toasts).toMatchObject([
      { message: detail, severity: 'error', autoCloseMs: 3000, announced: false },
    ]);
    expect(calls('getUserData')).toHaveLength(0);
  });

  it("shows and toasts the provider's detail for another refusal", async () => {
    const refused = new ApiError(503, { detail: 'Profiles are read-only today.', code: 'unavailable' });
    const { store, state } = await openedWith(provider(() => Promise.reject(refused)));
    store.dispatch(profileSaveRequested(changes));
    await settle();
    expect(state().save.error).toBe('Profiles are read-only today.');
    expect(store.getState().feedback.toasts).toMatchObject([{ message: 'Profiles are read-only today.' }]);
  });

  it("falls back to 'Failed to update profile' in the form and 'Failed to update profile.' in the toast", async () => {
    const { store, state } = await openedWith(provider(() => Promise.reject(new ApiError(500, { code: 'x' }))));
    store.dispatch(profileSaveRequested(changes));
    await settle();
    expect(state().save.error).toBe('Failed to update profile');
    expect(store.getState().feedback.toasts).toMatchObject([{ message: 'Failed to update profile.' }]);
  });

  it('sends one PUT for a double press', async () => {
    let answer: (profile: Profile) => void = () => undefined;
    const { store, calls } = await openedWith(provider(() => new Promise((resolve) => (answer = resolve))));
    store.dispatch(profileSaveRequested(changes));
    store.dispatch(profileSaveRequested(changes));
    answer(saved);
    await settle();
    expect(calls('updateProfile')).toHaveLength(1);
    expect(store.getState().feedback.toasts).toHaveLength(1);
  });
});

describe('the multipart body', () => {
  it('carries a chosen picture as the profile_pic_image_url file part', () => {
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    const form = profileUpdateForm(testProfile, { ...changes, picture });
    expect(form.get('profile_pic_image_url')).toBe(picture);
    expect([...form.keys()]).toEqual([
      'username',
      'email',
      'phone',
      'address_line1',
      'address_line2',
      'country',
      'profile_pic_image_url',
    ]);
  });
});
