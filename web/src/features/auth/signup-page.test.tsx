import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { SignupPage } from './signup-page';

const renderSignup = (api: FakeApi) =>
  renderRoutes({ routes: { '/signup': <SignupPage />, '/login': <p>Login screen</p> }, at: '/signup', api });

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** Pasted rather than typed key by key: the form's rules and its sending, not the keystrokes, are under test. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillInDetails(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, 'Full Name', "Ravi K. D'Souza");
  await enter(user, 'Email', 'ravi@example.com');
  await enter(user, 'Password', 'Secret#2026');
  await enter(user, 'Confirm Password', 'Secret#2026');
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await fillInDetails(user);
  await user.click(screen.getByRole('button', { name: 'Register Now' }));
}

afterEach(() => vi.useRealTimers());

describe('the signup screen', () => {
  it('shows every message when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { request } = renderSignup(() => Promise.reject(new Error('none')));
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field in error when a send is refused', async () => {
    const user = userEvent.setup();
    renderSignup(() => Promise.reject(new Error('none')));
    await enter(user, 'Full Name', 'Ravi Rao');
    await enter(user, 'Email', '1ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription(
      'Email must start with a letter and use valid format (e.g., name@example.com)',
    );
  });

  it('sends one signup per press and stays disabled while the provider answers', async () => {
    const user = userEvent.setup();
    const { request } = renderSignup(() => new Promise(() => undefined));
    await fillInDetails(user);
    await user.dblClick(screen.getByRole('button', { name: 'Register Now' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register Now' })).toBeDisabled());
    expect(request).toHaveBeenCalledOnce();
  });

  it('caps both password inputs at 16 characters', async () => {
    const user = userEvent.setup();
    renderSignup(() => Promise.reject(new Error('none')));
    await user.type(field('Password'), 'Abcdefgh#1234567890');
    await user.type(field('Confirm Password'), 'Abcdefgh#1234567890');
    expect(field('Password')).toHaveValue('Abcdefgh#1234567');
    expect(field('Confirm Password')).toHaveValue('Abcdefgh#1234567');
  });

  it('announces the new account, then opens the login screen after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { request } = renderSignup(() =>
      Promise.resolve({ id: 4, username: "Ravi K. D'Souza", email: 'ravi@example.com', message: 'Account created.' }),
    );
    await fillIn(user);
    expect(await screen.findByText('Signup Successful! Redirecting to login page...')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('signup', {
      json: { username: "Ravi K. D'Souza", email: 'ravi@example.com', password: 'Secret#2026', phone: '9999999999' },
    });
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it("shows the provider's reason for refusing the account", async () => {
    const user = userEvent.setup();
    const { store } = renderSignup(() =>
      Promise.reject(
        new ApiError(409, {
          detail: 'Conflict',
          status_code: 409,
          details: { errorMessage: 'An account with this email already exists.' },
        }),
      ),
    );
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(store.getState().feedback.toasts).toMatchObject([{ message: 'Conflict' }]);
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeEnabled();
  });
});
