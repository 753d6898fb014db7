import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';
import { FormInput } from './form-input';

describe('FormInput', () => {
  it("names the box by its label and describes it by its helper text and the caller's own description", () => {
    render(
      <>
        <p id="rule">At least 8 characters</p>
        <FormInput label="Password" helperText="Password is required" error aria-describedby="rule" />
      </>,
    );

    const box = screen.getByRole('textbox', { name: 'Password' });
    expect(box).toHaveAccessibleDescription('At least 8 characters Password is required');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the box, and the caret in it, as a message comes and goes', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return (
        <FormInput
          label="Quantity"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          helperText={value.length === 1 ? 'Too short' : undefined}
        />
      );
    }
    render(<Field />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });

    await userEvent.setup().type(box, '123');

    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBe(box);
    expect(box).toHaveValue('123');
    expect(box).toHaveFocus();
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Too short')).toBeNull();
  });

  it("floats its label by the blank placeholder, and keeps a placeholder of the caller's", () => {
    render(
      <>
        <FormInput label="Email" />
        <FormInput label="Phone" placeholder="10 digits" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', ' ');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('placeholder', '10 digits');
  });

  it('puts the caret in the box on a press of its padding, but lets a button at its end take the press', async () => {
    const onShow = vi.fn();
    render(
      <FormInput
        label="Password"
        adornment="#"
        endAdornment={
          <IconButton aria-label="Show password" onClick={onShow}>
            *
          </IconButton>
        }
      />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByText('#'));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
  });
});
