import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import { clearSessionTokens } from '../../lib/session-cookie';
import type { FakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { FeedbackLayer } from '../feedback';
import { sessionSlice, sessionStarted } from '../session/session-store';
import { LoginPage } from './login-page';
import { loadSavedAccounts, rememberAccount } from '../../lib/saved-accounts';

const response: LoginResponse = {
  access_token: 'at_3f9c2a1b7d5e4c6a8b0f1e2d3c4b5a69',
  refresh_token: 'rt_8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b',
  user: { id: 1, username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210', coins: 5000 },
};

const pending: FakeApi = () => new Promise(() => undefined);

function renderLogin(api: FakeApi = pending, signedIn = false) {
  const session = signedIn ? sessionSlice.reducer(undefined, sessionStarted(response)) : undefined;
  return renderRoutes({
    routes: { '/login': <LoginPage />, '/': <p>Catalogue</p>, '/forgot': <p>Forgot</p>, '/signup': <p>Signup</p> },
    at: '/login',
    api,
    preloadedState: session === undefined ? undefined : { session },
  });
}

const emailField = () => screen.getByRole('combobox', { name: 'Email or Phone Number' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

afterEach(() => {
  clearSessionTokens();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('the login screen', () => {
  it('shows the heading, the fields, Remember me and the links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login to Stores/Admin Account' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'SIGN UP' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
  });

  it('tells assistive technology that both fields are required, and keeps the labels as they are', () => {
    renderLogin();
    expect(emailField()).toBeRequired();
    expect(passwordField()).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeRequired();
    expect(screen.getByText('Password', { selector: 'label' })).toHaveTextContent(/^Password$/);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(passwordField(), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('validates a field when it is left, then as it changes', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailField(), 'shopper');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.clear(emailField());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(emailField(), '9876543210');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await user.click(passwordField());
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('shows every message when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const { request } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('login', expect.anything());
  });

  it('puts the focus on the first field in error when a send is refused', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(passwordField(), 'Shopper@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveAccessibleDescription('Email is required');
  });

  it('sends one sign-in per press, however quickly pressed again', async () => {
    const user = userEvent.setup();
    const { request } = renderLogin();
    await user.type(emailField(), 'shopper@example.com');
    await user.type(passwordField(), 'Shopper@123');
    await user.dblClick(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(request.mock.calls.filter(([operationId]) => operationId === 'login')).toHaveLength(1);
  });

  it('with Remember me ticked remembers the account on this device once signed in', async () => {
    const user = userEvent.setup();
    renderLogin((operationId) => (operationId === 'login' ? Promise.resolve(response) : pending(operationId, {})));
    await user.type(emailField(), '9876543210');
    await user.type(passwordField(), 'Shopper@123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Catalogue')).toBeInTheDocument();
    expect(loadSavedAccounts()).toEqual(['shopper@example.com']);
  });

  it("reads 'Signing in...' while the provider answers, then goes to the catalogue", async () => {
    const user = userEvent.setup();
    let answer: (body: unknown) => void = () => undefined;
    const { request } = renderLogin((operationId) =>
      operationId === 'login' ? new Promise((resolve) => (answer = resolve)) : pending(operationId, {}),
    );
    await user.type(emailField(), ' shopper@example.com ');
    await user.type(passwordField(), 'Shopper@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(request).toHaveBeenCalledWith('login', {
      json: { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' },
    });
    answer(response);
    expect(await screen.findByText('Catalogue')).toBeInTheDocument();
  });

  it('goes back to the page that sent the shopper to sign in', async () => {
    renderRoutes({
      routes: { '/login': <LoginPage />, '/cart': <p>Cart</p>, '/': <p>Catalogue</p> },
      at: '/login',
      state: { from: '/cart' },
      preloadedState: { session: sessionSlice.reducer(undefined, sessionStarted(response)) },
    });
    expect(await screen.findByText('Cart')).toBeInTheDocument();
  });

  it('shows a failure in the red box', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin(() => Promise.reject(new ApiError(404, { error: 'account_not_found' })));
    await user.type(emailField(), 'nobody@example.com');
    await user.type(passwordField(), 'Shopper@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const text = 'Account not found. Please check your email or sign up.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(store.getState().feedback.toasts).toMatchObject([{ message: text }]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('announces a failure once: the red box is the alert, the toast beside it only shows the same text', async () => {
    const user = userEvent.setup();
    renderRoutes({
      routes: {
        '/login': (
          <>
            <LoginPage />
            <FeedbackLayer />
          </>
        ),
      },
      at: '/login',
      api: () => Promise.reject(new ApiError(429, {})),
    });
    await user.type(emailField(), 'shopper@example.com');
    await user.type(passwordField(), 'Shopper@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const text = 'Too many login attempts. Please try again later.';
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText(text)).toBeVisible();
    // Exactly one live region carries the text: the form's red box.
    const announcing = screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes(text));
    expect(announcing).toHaveLength(1);
    expect(announcing[0]?.closest('form')).not.toBeNull();
    expect(toasts.querySelector('[role="alert"], [role="status"], [aria-live]')).toBeNull();
  });

  it('sends a shopper who is already signed in to the catalogue', () => {
    renderLogin(pending, true);
    expect(screen.getByText('Catalogue')).toBeInTheDocument();
  });

  it('suggests the accounts remembered on this device as the shopper focuses and types', async () => {
    rememberAccount('nocoins@example.com');
    rememberAccount('shopper@example.com');
    const user = userEvent.setup();
    renderLogin();
    expect(emailField()).toBeRequired();
    await user.click(emailField());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'shopper@example.com',
      'nocoins@example.com',
    ]);
    await user.type(emailField(), 'noc');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['nocoins@example.com']);
    await user.click(screen.getByRole('option', { name: 'nocoins@example.com' }));
    expect(emailField()).toHaveValue('nocoins@example.com');
  });

  it("fills the form from the browser's password manager where it offers one", async () => {
    // Only its presence matters: it tells the screen the browser has password credentials.
    vi.stubGlobal('PasswordCredential', function PasswordCredential() {});
    const get = vi.fn(() => Promise.resolve({ type: 'password', id: 'shopper@example.com', password: 'Shopper@123' }));
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    renderLogin();
    await waitFor(() => expect(emailField()).toHaveValue('shopper@example.com'));
    expect(passwordField()).toHaveValue('Shopper@123');
    expect(get).toHaveBeenCalledWith({ password: true, mediation: 'optional' });
  });
});
