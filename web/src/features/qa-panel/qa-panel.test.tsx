import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, type AdminApi, type JournalCall } from './admin-api';
import { QaPanel } from './qa-panel';
import { shownCalls } from './qa-panel-controls';

const loginCall: JournalCall = {
  at: '2026-11-24T10:00:05.000Z',
  method: 'POST',
  path: '/user/login/',
  status: 429,
  rule: 'login-429: login answers 429 (rule 1, answer 1, call 1)',
  requestIssues: [],
};

const brokenCall: JournalCall = {
  at: '2026-11-24T10:00:07.000Z',
  method: 'PATCH',
  path: '/cart/',
  status: 400,
  rule: null,
  requestIssues: [{ location: 'body', field: '/quantity', rule: 'minimum', message: 'must be >= 1' }],
};

function fakeAdmin() {
  return {
    scenarios: vi.fn<AdminApi['scenarios']>().mockResolvedValue({
      active: 'default',
      scenarios: [
        { name: 'default', description: 'The standard seed.' },
        { name: 'login-429', description: 'Every sign-in answers 429.' },
      ],
    }),
    useScenario: vi.fn<AdminApi['useScenario']>().mockResolvedValue(undefined),
    reset: vi.fn<AdminApi['reset']>().mockResolvedValue(undefined),
    advanceClock: vi.fn<AdminApi['advanceClock']>().mockResolvedValue(undefined),
    state: vi.fn<AdminApi['state']>().mockResolvedValue({
      clock: '2026-11-24T10:00:00.000Z',
      voucherCodes: [
        { code: 'LOAD-500-AAAA', coins: 500, state: 'unused' },
        { code: 'LOAD-USED-0001', coins: 300, state: 'redeemed' },
      ],
    }),
    calls: vi.fn<AdminApi['calls']>().mockResolvedValue([loginCall, brokenCall]),
    seedUsers: vi
      .fn<AdminApi['seedUsers']>()
      .mockResolvedValue([{ email: 'shopper@example.com', password: 'Shopper@123', description: '5,000 coins' }]),
  };
}

function renderPanel(admin = fakeAdmin()) {
  const reload = vi.fn();
  render(<QaPanel admin={admin} reload={reload} />);
  const toggle = screen.getByRole('button', { name: 'QA panel' });
  return { admin, reload, toggle };
}

async function openPanel(admin = fakeAdmin()) {
  const user = userEvent.setup();
  const rendered = renderPanel(admin);
  await user.click(rendered.toggle);
  const panel = await screen.findByRole('region', { name: 'Simulator' });
  await within(panel).findByRole('heading', { name: 'Scenario' });
  return { ...rendered, user, panel };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the QA panel', () => {
  it('is a collapsed corner button in its own landmark that asks the simulator nothing until opened', () => {
    const { admin, toggle } = renderPanel();

    expect(screen.getByRole('complementary', { name: 'QA panel' })).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Simulator' })).toBeNull();
    expect(admin.scenarios).not.toHaveBeenCalled();
  });

  it('opens on the button and shows the active scenario with its description', async () => {
    const { toggle, panel, admin } = await openPanel();

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('default', { selector: 'strong' }).parentElement).toHaveTextContent(
      'default: The standard seed.',
    );
    expect(admin.calls).toHaveBeenCalledWith(shownCalls);
  });

  it('switches scenario from the list, then reloads the storefront on the new seed', async () => {
    const { user, panel, admin, reload } = await openPanel();

    await user.click(within(panel).getByText('Switch scenario (2)'));
    expect(within(panel).getByRole('button', { name: 'default' })).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByText('Every sign-in answers 429.')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'login-429' }));

    expect(admin.useScenario).toHaveBeenCalledWith('login-429');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('resets the simulator, then reloads the storefront', async () => {
    const { user, panel, admin, reload } = await openPanel();

    await user.click(within(panel).getByRole('button', { name: 'Reset' }));

    expect(admin.reset).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("shows the simulator's time and moves it by a step or by the seconds typed, reading it again", async () => {
    const { user, panel, admin } = await openPanel();
    expect(within(panel).getByText(/^Simulator time:/)).toHaveTextContent('2026-11-24 10:00:00 UTC');
    admin.state.mockResolvedValue({ clock: '2026-11-24T10:05:00.000Z', voucherCodes: [] });

    const steps = within(panel).getByRole('group', { name: 'Move the clock forward' });
    await user.click(within(steps).getByRole('button', { name: '+5 min' }));
    expect(admin.advanceClock).toHaveBeenLastCalledWith(300);
    expect(await within(panel).findByText('2026-11-24 10:05:00 UTC')).toBeVisible();

    await user.click(within(steps).getByRole('button', { name: '+1 min' }));
    await user.click(within(steps).getByRole('button', { name: '+1 h' }));
    expect(admin.advanceClock.mock.calls.map(([seconds]) => seconds)).toEqual([300, 60, 3600]);

    const advance = within(panel).getByRole('button', { name: 'Advance' });
    expect(advance).toBeDisabled();
    await user.type(within(panel).getByRole('spinbutton', { name: 'Seconds' }), '301');
    await user.click(advance);
    expect(admin.advanceClock).toHaveBeenLastCalledWith(301);
  });

  it('keeps the custom move within what the simulator accepts', async () => {
    const { user, panel } = await openPanel();
    const seconds = within(panel).getByRole('spinbutton', { name: 'Seconds' });
    const advance = within(panel).getByRole('button', { name: 'Advance' });

    for (const typed of ['0', '1.5', '2592001']) {
      await user.clear(seconds);
      await user.type(seconds, typed);
      expect(advance).toBeDisabled();
    }
    await user.clear(seconds);
    await user.type(seconds, '2592000');
    expect(advance).toBeEnabled();
  });

  it('runs the clock on between readings, as the simulator does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T09:00:00.000Z') });
    const { panel } = await openPanel();

    act(() => vi.advanceTimersByTime(3000));

    expect(within(panel).getByText(/^Simulator time:/)).toHaveTextContent('2026-11-24 10:00:03 UTC');
  });

  it('lists the last calls newest first, with status, the rule that answered and any contract violation', async () => {
    const { panel } = await openPanel();

    const calls = within(within(panel).getByRole('list', { name: 'Provider calls, newest first' })).getAllByRole(
      'listitem',
    );
    expect(calls.map((call) => call.textContent)).toEqual([
      '10:00:07 PATCH /cart/ 400Breaks its contract: body /quantity must be >= 1',
      '10:00:05 POST /user/login/ 429Rule: login-429: login answers 429 (rule 1, answer 1, call 1)',
    ]);
  });

  it('says so when there are no calls, and names a call that got no answer', async () => {
    const admin = fakeAdmin();
    admin.calls.mockResolvedValue([]);
    const { panel, user } = await openPanel(admin);
    expect(within(panel).getByText('No provider calls since the last reset.')).toBeVisible();

    admin.calls.mockResolvedValue([{ ...loginCall, status: 0, rule: null }]);
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(await within(panel).findByText('no answer')).toBeVisible();
  });

  it('gives the seed users and voucher codes to copy', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { user, panel } = await openPanel();

    await user.click(within(panel).getByRole('button', { name: 'Copy the password of shopper@example.com' }));
    expect(writeText).toHaveBeenLastCalledWith('Shopper@123');
    expect(
      within(panel)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('Copied');

    await user.click(within(panel).getByRole('button', { name: 'Copy shopper@example.com' }));
    expect(writeText).toHaveBeenLastCalledWith('shopper@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Copy LOAD-500-AAAA' }));
    expect(writeText).toHaveBeenLastCalledWith('LOAD-500-AAAA');
    expect(within(panel).getByText('300 coins, redeemed')).toBeVisible();
  });

  it("shows the simulator's refusal and keeps the storefront as it is", async () => {
    const refusal = new AdminApiError('The simulator answered POST /__mock/reset with 500.');
    const admin = fakeAdmin();
    admin.reset.mockRejectedValue(refusal);
    const { user, panel, reload } = await openPanel(admin);

    await user.click(within(panel).getByRole('button', { name: 'Reset' }));

    expect(within(panel).getByText(refusal.message)).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the simulator could not be reached when the panel cannot load', async () => {
    const user = userEvent.setup();
    const admin = fakeAdmin();
    admin.seedUsers.mockRejectedValue(new TypeError('Failed to fetch'));
    const { toggle } = renderPanel(admin);

    await user.click(toggle);

    expect(await screen.findByText('The simulator could not be reached.')).toBeVisible();
  });

  it('is reachable by keyboard, and Escape closes it with the focus back on its button', async () => {
    const user = userEvent.setup();
    const { toggle } = renderPanel();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Simulator' });
    await within(panel).findByRole('heading', { name: 'Scenario' });
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Refresh' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Simulator' })).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
