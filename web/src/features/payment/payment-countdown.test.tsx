import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentCountdown } from './payment-countdown';

const bar = () => screen.getByRole('progressbar', { name: 'Share of the payment window left' });

describe('the payment countdown', () => {
  it.each([
    [300, 300, '5:00', '100'],
    [150, 300, '2:30', '50'],
    [45, 180, '0:45', '25'],
    [0, 180, '0:00', '0'],
  ])('shows %i s of %i s as %s over a bar at %s', (seconds, windowSeconds, time, value) => {
    render(<PaymentCountdown seconds={seconds} windowSeconds={windowSeconds} />);
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(time);
    expect(bar()).toHaveAttribute('aria-valuenow', value);
  });

  it('shows a full bar while the time left is not known', () => {
    render(<PaymentCountdown seconds={null} windowSeconds={300} />);
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent('–:––');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });
});
