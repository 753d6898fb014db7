import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { FeedbackLayer } from './feedback-layer';
import { alertRaised } from './feedback-slice';

describe('the alert dialog', () => {
  it("shows the spec's alert text and the reason, one alert at a time, each closed with OK", async () => {
    const user = userEvent.setup();
    const { store } = renderRoutes({ routes: { '/': <FeedbackLayer /> } });
    act(() => {
      store.dispatch(alertRaised('Checkout failed. Please try again.', 'You do not have enough coins.'));
      store.dispatch(alertRaised('Your cart is empty.'));
    });

    const first = await screen.findByRole('alertdialog');
    expect(first).toHaveAccessibleName('Checkout failed. Please try again.');
    expect(first).toHaveAccessibleDescription('You do not have enough coins.');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Your cart is empty.'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.getState().feedback.alerts).toEqual([]);
  });
});
