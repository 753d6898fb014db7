import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { ProfileDemoPage } from './profile-demo-page';

function renderProfileDemo() {
  return renderRoutes({
    routes: {
      '/profile': <ProfileDemoPage />,
      '/edit-profile': <p>Edit Profile page</p>,
      '/order-history': <p>Track Order page</p>,
    },
    at: '/profile',
  });
}

describe('the profile demo', () => {
  it('is marked as a demo and points to Edit Profile for the shopper’s own details', () => {
    renderProfileDemo();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Demo', { exact: true })).toBeVisible();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'This is a sample profile to show the layout. Your own details are in Edit Profile.',
    );
    expect(within(note).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/edit-profile');
    // A note is there from the start: nothing is announced as an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the sample profile with 2054 points', () => {
    renderProfileDemo();
    const profile = screen.getByRole('region', { name: 'Priya Sharma' });
    expect(within(profile).getByText('Sample profile', { exact: true })).toBeVisible();
    expect(within(profile).getByText('priya.sharma@example.com', { exact: true })).toBeVisible();
    expect(within(profile).getByText('9000000000', { exact: true })).toBeVisible();
    expect(within(profile).getByText('2,054 Points', { exact: true })).toBeVisible();
  });

  it('lists the sample orders with their amounts in INR, and links to Track Order for real ones', () => {
    renderProfileDemo();
    const orders = screen.getByRole('list', { name: 'Sample orders' });
    const items = within(orders).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Order SAMPLE-1042',
      'Order SAMPLE-1037',
      'Order SAMPLE-1029',
    ]);
    const first = within(orders).getByRole('listitem', { name: 'Order SAMPLE-1042' });
    for (const text of ['Coffee House Gift Card', '14 Oct 2026', '₹1,500.00', 'Completed']) {
      expect(within(first).getByText(text, { exact: true })).toBeVisible();
    }
    expect(within(items[2] as HTMLElement).getByText('₹750.50', { exact: true })).toBeVisible();
    expect(within(items[2] as HTMLElement).getByText('Pending', { exact: true })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your own orders are in Track Order.' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });

  it('makes no provider call and opens Edit Profile from its link', async () => {
    const { request, router } = renderProfileDemo();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Edit Profile' }));
    expect(await screen.findByText('Edit Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-profile');
    expect(request).not.toHaveBeenCalled();
  });
});
