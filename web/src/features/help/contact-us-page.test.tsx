import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { loadedConfiguration, testConfig } from '../../testing/test-config';
import { contactResetDelayMs, ContactUsPage } from './contact-us-page';
import { reloadPage } from './reload-page';

// jsdom cannot reload a page: the test sees that the page asked for it.
vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const config = { ...testConfig, address: '4th Floor, Orbit Towers, 12 MG Road, Bengaluru 560001' };

function renderContactUs(address = config.address) {
  const view = renderRoutes({
    routes: { '/contact-us': <ContactUsPage />, '/help-center': <p>Help</p> },
    at: '/contact-us',
    preloadedState: { configuration: loadedConfiguration({ ...config, address }) },
  });
  // While the modal is open the page behind it is hidden from assistive technology; the test still reads it.
  const form = () => screen.getByRole('form', { name: 'Contact form', hidden: true });
  const field = (name: string) => within(form()).getByRole('textbox', { name, hidden: true });
  return {
    ...view,
    name: () => field('Full Name'),
    email: () => field('Email'),
    message: () => field('Message'),
    send: () => within(form()).getByRole('button', { name: 'Send Message', hidden: true }),
  };
}

describe('the Contact Us page', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the contact details and the map of the configured address', () => {
    renderContactUs();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Contact Us$/);
    expect(within(main).getByRole('link', { name: 'support@lumen.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@lumen.example.com',
    );
    expect(within(main).getByText(config.address)).toBeVisible();
    const map = within(main).getByTitle(`Map of ${config.address}`);
    const query = '4th%20Floor%2C%20Orbit%20Towers%2C%2012%20MG%20Road%2C%20Bengaluru%20560001';
    expect(map).toHaveAttribute('src', `https://www.google.com/maps?q=${query}&output=embed`);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(within(main).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${query}`,
    );
    expect(within(main).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
  });

  it('leaves the map out when no address is configured', () => {
    renderContactUs('  ');
    expect(screen.queryByRole('heading', { name: 'Find us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Google Maps' })).not.toBeInTheDocument();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
  });

  it('shows every missing field and takes no more than 500 characters of message', async () => {
    const user = userEvent.setup();
    const page = renderContactUs();
    await user.click(page.send());
    expect(await screen.findByText('Please enter your full name')).toBeVisible();
    expect(screen.getByText('Please enter your email address')).toBeVisible();
    expect(screen.getByText('Please enter your message')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(page.name()).toHaveFocus());
    expect(page.name()).toHaveAccessibleDescription('Please enter your full name');

    expect(page.message()).toHaveAttribute('maxlength', '500');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(page.message(), 'Hello');
    expect(screen.getByText('5/500')).toBeInTheDocument();
  });

  it('shows Message Sent on a valid submit, then after 2 s clears the form and reloads the page', async () => {
    // The test moves the clock; it also runs on by itself, so the check before 2 s keeps a margin.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const page = renderContactUs();
    // Pasted rather than typed key by key: the form's rules, not the keystrokes, are under test here.
    for (const [field, value] of [
      [page.name(), 'Ravi Rao'],
      [page.email(), 'ravi@example.com'],
      [page.message(), 'Where is my gift card?'],
    ] as const) {
      await user.click(field);
      await user.paste(value);
    }
    await user.dblClick(page.send());

    const dialog = await screen.findByRole('dialog', { name: 'Message Sent' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent(
      'Thank you, Ravi Rao. The Lumen Rewards support team will reply to ravi@example.com within 24-48 hours.',
    );
    expect(page.send()).toBeDisabled();

    act(() => vi.advanceTimersByTime(contactResetDelayMs - 500));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(page.name()).toHaveValue('Ravi Rao');

    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(page.name()).toHaveValue('');
    expect(page.email()).toHaveValue('');
    expect(page.message()).toHaveValue('');
    expect(contactResetDelayMs).toBe(2000);
  });
});
