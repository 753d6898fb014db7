import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label and toggles from a press of the label', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" onChange={onChange} />);

    await userEvent.setup().click(screen.getByText('Remember me'));

    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
