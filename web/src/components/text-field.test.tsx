import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

function ControlledField({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Voucher code"
      value={value}
      onChange={(event) => {
        setValue(event.target.value.toUpperCase());
        onValue(event.target.value);
      }}
    />
  );
}

describe('TextField', () => {
  it('labels its input', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(input);
  });

  it('uses the given id for the input, the label and the helper text', () => {
    const { container } = render(<TextField id="email" label="Email" helperText="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(container.querySelector('label')).toHaveAttribute('for', 'email');
    expect(container.querySelector('label')).toHaveAttribute('id', 'email-label');
    expect(screen.getByText('We never share it')).toHaveAttribute('id', 'email-helper-text');
    expect(input).toHaveAttribute('aria-describedby', 'email-helper-text');
  });

  it('gives each field an id of its own when none is given', () => {
    render(
      <>
        <TextField label="First name" />
        <TextField label="Last name" />
      </>,
    );
    const first = screen.getByLabelText('First name');
    const last = screen.getByLabelText('Last name');
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(last.id);
  });

  it('describes the input by its helper text', () => {
    render(<TextField label="Phone" helperText="10 digits" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('10 digits');
  });

  it('has no description, nor a helper element, without helper text', () => {
    const { container } = render(<TextField label="Phone" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('.MuiFormHelperText-root')).toBeNull();
  });

  it('has no label element without a label', () => {
    const { container } = render(<TextField placeholder="Search" label="" />);
    expect(container.querySelector('label')).toBeNull();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
  });

  it('marks an error on the input and its helper text', () => {
    render(<TextField label="Email" error helperText="Email is not valid" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is not valid');
    expect(screen.getByText('Email is not valid')).toHaveClass('Mui-error');
  });

  it('is not invalid by default', () => {
    render(<TextField label="Email" helperText="Your login" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Your login')).not.toHaveClass('Mui-error');
  });

  it('marks a required field on the input and with an asterisk beside the label', () => {
    const { container } = render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    const asterisk = container.querySelector('label .MuiFormLabel-asterisk');
    expect(asterisk).toHaveTextContent('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    // The outline's notch is sized for the label with its asterisk.
    expect(container.querySelector('fieldset legend')).toHaveTextContent(/^Name\s*\*$/);
  });

  it('says a field is required on its input alone, without an asterisk, given aria-required', () => {
    const { container } = render(<TextField label="Name" aria-required helperText="Your full name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeRequired();
    expect(container.querySelector('.MuiFormControl-root')).not.toHaveAttribute('aria-required');
    expect(container.querySelector('.MuiFormLabel-asterisk')).toBeNull();
  });

  it('has no asterisk when not required', () => {
    const { container } = render(<TextField label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toBeRequired();
    expect(container.querySelector('.MuiFormLabel-asterisk')).toBeNull();
  });

  it('passes the input attributes through', () => {
    render(
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        defaultValue="Secret#1"
        disabled
        slotProps={{ htmlInput: { maxLength: 16, 'data-testid': 'password-input' } }}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toBe(screen.getByTestId('password-input'));
    expect(input).toHaveAttribute('name', 'password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('placeholder', 'Your password');
    expect(input).toHaveAttribute('maxlength', '16');
    expect(input).toHaveValue('Secret#1');
    expect(input).toBeDisabled();
  });

  it('hands the input element to inputRef', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" inputRef={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('calls onChange, onFocus and onBlur', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    render(
      <>
        <ControlledField onValue={onValue} />
        <TextField label="Other" onFocus={onFocus} onBlur={onBlur} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'ab');
    expect(onValue).toHaveBeenLastCalledWith('Ab');
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('AB');
    await user.click(screen.getByRole('textbox', { name: 'Other' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('renders a text area when multiline', () => {
    render(<TextField label="Message" multiline rows={4} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveAttribute('rows', '4');
  });

  it('passes the input slot props to the outlined input', () => {
    render(<TextField label="Amount" slotProps={{ input: { endAdornment: <span>coins</span>, readOnly: true } }} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('coins')).toBeInTheDocument();
    expect(input).toHaveAttribute('readonly');
  });

  it('shrinks the label and notches the outline with slotProps.inputLabel.shrink', () => {
    const { container } = render(
      <>
        <TextField label="Date" slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="Time" />
      </>,
    );
    const [shrunk, resting] = container.querySelectorAll('label');
    expect(shrunk).toHaveAttribute('data-shrink', 'true');
    expect(resting).toHaveAttribute('data-shrink', 'false');
    const widths = Array.from(container.querySelectorAll('legend'), (legend) => getComputedStyle(legend).maxWidth);
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBe('100%');
    expect(widths[1]).not.toBe('100%');
  });

  it('puts the root props and class on the form control', () => {
    const { container } = render(<TextField label="Email" className="wide" data-testid="email-root" fullWidth />);
    const root = screen.getByTestId('email-root');
    expect(root).toBe(container.firstChild);
    expect(root).toHaveClass('MuiTextField-root', 'MuiFormControl-root', 'wide', 'MuiFormControl-fullWidth');
  });
});
