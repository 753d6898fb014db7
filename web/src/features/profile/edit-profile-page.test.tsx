import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { FeedbackLayer } from '../feedback';
import { EditProfilePage } from './edit-profile-page';
import { testProfile, testShopper } from '../../testing/test-shopper';

function providerWith(loaded: Profile | Error, save: () => Promise<unknown> = () => new Promise(() => undefined)) {
  const api: FakeApi = (operationId) => {
    if (operationId === 'getProfile') return loaded instanceof Error ? Promise.reject(loaded) : Promise.resolve(loaded);
    if (operationId === 'updateProfile') return save();
    return new Promise(() => undefined);
  };
  return api;
}

function renderProfile(api: FakeApi) {
  const rendered = renderRoutes({
    routes: {
      '/edit-profile': (
        <>
          <EditProfilePage />
          <FeedbackLayer />
        </>
      ),
    },
    at: '/edit-profile',
    api,
    preloadedState: { session: { signedIn: true, user: testShopper, status: 'succeeded', error: null } },
  });
  const puts = () => rendered.request.mock.calls.filter(([operationId]) => operationId === 'updateProfile');
  return { ...rendered, puts };
}

describe('/edit-profile', () => {
  it('sends an anonymous visitor to sign in', async () => {
    const { router } = renderRoutes({
      routes: { '/edit-profile': <EditProfilePage />, '/login': <p>Login</p> },
      at: '/edit-profile',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/edit-profile' });
  });

  it('shows the profile: username and e-mail disabled, the picture not changeable', async () => {
    renderProfile(providerWith(testProfile));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('Asha Shopper');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('shopper@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('12, 3rd Cross, Indiranagar');
    expect(screen.getByRole('textbox', { name: 'Address line 2' })).toHaveValue('Bengaluru, Karnataka 560038');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('India');
    const picture = screen.getByLabelText('Profile picture');
    expect(picture).toBeDisabled();
    expect(picture).toHaveAccessibleDescription('Changing the profile picture is not available.');
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
  });

  it("draws the picture's file field as a disabled button-like label of the input, read once", async () => {
    renderProfile(providerWith(testProfile));
    await screen.findByRole('textbox', { name: 'Username' });
    const picture = screen.getByLabelText('Profile picture');
    expect(picture).toHaveAttribute('type', 'file');
    // Its accessible name stays the field's, not the button's text.
    expect(picture).toHaveAccessibleName('Profile picture');
    const button = screen.getByText('Choose picture').closest('label');
    expect(button).toHaveAttribute('for', picture.id);
    expect(button).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the picture when the profile has one', async () => {
    renderProfile(
      providerWith({ ...testProfile, profile_pic_image_url: 'http://provider.test/__mock/pictures/1-1.png' }),
    );
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      'http://provider.test/__mock/pictures/1-1.png',
    );
  });

  it("keeps the phone's digits, at most 10, and confirms them at 10", async () => {
    const user = userEvent.setup();
    renderProfile(providerWith(testProfile));
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription('Valid 10-digit number');
    await user.clear(phone);
    expect(phone).toHaveAccessibleDescription('Enter 10-digit mobile number');
    await user.type(phone, 'abc98765432109');
    expect(phone).toHaveValue('9876543210');
    expect(phone).toHaveAccessibleDescription('Valid 10-digit number');
  });

  it('does not send a phone of fewer than 10 digits', async () => {
    const user = userEvent.setup();
    const { puts } = renderProfile(providerWith(testProfile));
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '98765');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Enter 10-digit mobile number');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(puts()).toHaveLength(0);
  });

  it('saves the changes once, showing that it is saving, then toasts', async () => {
    const user = userEvent.setup();
    let answer: (saved: Profile) => void = () => undefined;
    const { puts } = renderProfile(providerWith(testProfile, () => new Promise((resolve) => (answer = resolve))));
    const country = await screen.findByRole('textbox', { name: 'Country' });
    await user.clear(country);
    await user.type(country, 'Bharat');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.[1].form?.get('country')).toBe('Bharat');

    answer({ ...testProfile, country: 'Bharat' });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('Bharat');
  });

  it("shows a refused picture in the form as 'Profile picture error: …' and toasts the detail", async () => {
    const user = userEvent.setup();
    const refused = new ApiError(400, {
      detail: 'The request does not match its contract.',
      errors: [{ location: 'body', field: '/profile_pic_image_url', rule: 'file', message: 'must be an image file' }],
    });
    renderProfile(providerWith(testProfile, () => Promise.reject(refused)));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const form = screen.getByRole('textbox', { name: 'Country' }).closest('form');
    await waitFor(() => expect(form).toHaveTextContent('Profile picture error: must be an image file'));
    expect(screen.getByText('The request does not match its contract.')).toBeInTheDocument();
  });

  it("says 'Error: ' and the detail when the profile cannot load, and loads again on request", async () => {
    const user = userEvent.setup();
    const { request } = renderProfile(providerWith(new ApiError(503, { detail: 'Profiles are resting.' })));
    expect(await screen.findByText('Error: Profiles are resting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(request.mock.calls.filter(([operationId]) => operationId === 'getProfile')).toHaveLength(2);
  });
});
