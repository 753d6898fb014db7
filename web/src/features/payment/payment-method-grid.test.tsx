import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentMethodGrid } from './payment-method-grid';
import type { PaymentMethod } from './payment-methods';

const links = {
  phonePe: 'http://provider.test/pay?method=phonePe',
  paytm: null,
  gpay: 'http://provider.test/pay?method=gpay',
};

function Grid() {
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  return (
    <>
      <button type="button">Before</button>
      <PaymentMethodGrid links={links} chosen={chosen} onChoose={setChosen} />
      <button type="button">After</button>
    </>
  );
}

describe('PaymentMethodGrid', () => {
  it('is one tab stop whose arrow keys, Home and End move the choice over the usable tiles only', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'PhonePe' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'G Pay' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'G Pay' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'PhonePe' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'G Pay' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'PhonePe' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'G Pay' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'G Pay' })).toHaveFocus();
  });

  it('leaves an arrow held with Alt to the browser (Alt+Left goes back)', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');

    expect(screen.getByRole('radio', { name: 'PhonePe' })).toHaveFocus();
  });

  it('checks the chosen tile, which then holds the tab stop', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    await user.click(screen.getByRole('radio', { name: 'G Pay' }));
    expect(screen.getByRole('radio', { name: 'G Pay' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'PhonePe' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Paytm' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'G Pay' })).toHaveFocus();
  });
});
