import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyOtpPage } from './verify-otp-page';

function renderFlow(at: string) {
  return renderRoutes({
    routes: {
      '/forgot': <ForgotPasswordPage />,
      '/verify-otp': <VerifyOtpPage />,
      '/reset-password': <ResetPasswordPage />,
      '/login': <p>Login screen</p>,
    },
    at,
  });
}

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const digitBox = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });
const boxValues = () => [1, 2, 3, 4].map((position) => (digitBox(position) as HTMLInputElement).value);

/** Each step waits 1.5 s: not a moment less. */
async function expectStepTo(heading: string) {
  act(() => vi.advanceTimersByTime(1400));
  expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(100));
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('forgot password', () => {
  it('requires the e-mail or mobile number, then moves on after 1.5 s without calling anything', async () => {
    const user = setup();
    const { request } = renderFlow('/forgot');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('Please enter your email or mobile number')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email or Mobile Number/ })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: /Email or Mobile Number/ }), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeDisabled();
    await expectStepTo('Verify OTP');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the OTP boxes', () => {
  it('take one digit each, move on as digits are typed and ignore anything else', async () => {
    const user = setup();
    renderFlow('/verify-otp');
    await user.click(digitBox(1));
    await user.keyboard('a');
    expect(boxValues()).toEqual(['', '', '', '']);
    expect(digitBox(1)).toHaveFocus();
    await user.keyboard('4');
    expect(digitBox(2)).toHaveFocus();
    await user.keyboard('-2x7');
    expect(boxValues()).toEqual(['4', '2', '7', '']);
    expect(digitBox(4)).toHaveFocus();
  });

  it('go back with Backspace, one digit per press, leaving the focus where the next digit belongs', async () => {
    const user = setup();
    renderFlow('/verify-otp');
    await user.click(digitBox(1));
    await user.keyboard('1234');
    expect(digitBox(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '2', '3', '']);
    expect(digitBox(4)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(boxValues()).toEqual(['1', '', '', '']);
    expect(digitBox(2)).toHaveFocus();
    await user.keyboard('234');
    expect(boxValues()).toEqual(['1', '2', '3', '4']);
    await user.click(digitBox(3));
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '2', '', '4']);
    expect(digitBox(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '', '', '4']);
    expect(digitBox(2)).toHaveFocus();
    await user.click(digitBox(1));
    await user.keyboard('{Backspace}{Backspace}');
    expect(boxValues()).toEqual(['', '', '', '4']);
    expect(digitBox(1)).toHaveFocus();
  });

  it('spread a pasted code over the boxes', async () => {
    const user = setup();
    renderFlow('/verify-otp');
    await user.click(digitBox(1));
    await user.paste('98 76');
    expect(boxValues()).toEqual(['9', '8', '7', '6']);
  });

  it('let Validate OTP through once complete, after 1.5 s and without calling anything', async () => {
    const user = setup();
    const { request } = renderFlow('/verify-otp');
    expect(screen.getByText('Enter the 4-digit OTP sent to +91 XXXXXX7890.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Again' }));
    await user.click(digitBox(1));
    await user.keyboard('123');
    expect(screen.getByRole('button', { name: 'Validate OTP' })).toBeDisabled();
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
    await expectStepTo('Set a New Password');
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the new password', () => {
  it('can be sent only when both entries match, and leads to the login screen after 1.5 s', async () => {
    const user = setup();
    const { request } = renderFlow('/reset-password');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'Secret#2026');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Secret#202');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), '6');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
    expect(submit).toBeEnabled();
    await user.dblClick(submit);
    expect(submit).toBeDisabled();
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});
