import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from './form-rules';
import { useForm } from './use-form';

interface Contact extends Record<string, unknown> {
  name: string;
  email: string;
  agree: boolean;
}

const blank: Contact = { name: '', email: '', agree: false };

const contactSchema = object<Contact>({
  name: string().trim().required('Name is required').max(10, 'Name is too long'),
  email: string().trim().required('Email is required').email('Email is not valid'),
});

type TextFieldName = 'name' | 'email';

interface ContactFormProps {
  onSubmit: (values: Contact) => unknown;
  initialValues?: Contact;
  enableReinitialize?: boolean;
  withSchema?: boolean;
}

/** A small form as the storefront's pages build one: an error shows once its field was touched. */
function ContactForm({ onSubmit, initialValues = blank, enableReinitialize, withSchema = true }: ContactFormProps) {
  const form = useForm({
    initialValues,
    validationSchema: withSchema ? contactSchema : undefined,
    onSubmit,
    enableReinitialize,
  });
  const textField = (name: TextFieldName, label: string) => {
    const error = form.touched[name] === true ? form.errors[name] : undefined;
    return (
      <div>
        <label htmlFor={name}>{label}</label>
        <input
          id={name}
          name={name}
          value={form.values[name]}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : `${name}-error`}
        />
        {error !== undefined && <p id={`${name}-error`}>{error}</p>}
      </div>
    );
  };
  return (
    <form aria-label="Contact" noValidate onSubmit={form.handleSubmit}>
      {textField('name', 'Name')}
      {textField('email', 'Email')}
      <label>
        <input type="checkbox" name="agree" checked={form.values.agree} onChange={form.handleChange} />I agree
      </label>
      <button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Sending' : 'Send'}
      </button>
      <button type="button" onClick={form.resetForm}>
        Reset
      </button>
      <button type="button" onClick={() => form.setFieldValue('name', 'Ravi')}>
        Fill name
      </button>
    </form>
  );
}

const nameInput = () => screen.getByLabelText<HTMLInputElement>('Name');
const emailInput = () => screen.getByLabelText<HTMLInputElement>('Email');
const agreeBox = () => screen.getByRole('checkbox', { name: 'I agree' });
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending)$/ });

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useForm', () => {
  it('starts from the initial values, with no error shown', () => {
    render(<ContactForm onSubmit={vi.fn()} initialValues={{ name: 'Asha', email: 'bad', agree: true }} />);
    expect(nameInput()).toHaveValue('Asha');
    expect(emailInput()).toHaveValue('bad');
    expect(agreeBox()).toBeChecked();
    expect(screen.queryByText('Email is not valid')).not.toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('Send');
    expect(sendButton()).toBeEnabled();
  });

  it('moves the focus to the first field in error once its error shows, so that it is read out', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.type(nameInput(), 'Asha');
    await user.click(sendButton());
    expect(emailInput()).toHaveFocus();
    expect(emailInput()).toHaveAccessibleDescription('Email is required');
    await user.clear(nameInput());
    await user.click(sendButton());
    expect(nameInput()).toHaveFocus();
  });

  it('keeps what the shopper types, and the checkbox as a boolean', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await user.type(nameInput(), 'Asha');
    await user.type(emailInput(), 'asha@example.com');
    await user.click(agreeBox());
    expect(nameInput()).toHaveValue('Asha');
    expect(emailInput()).toHaveValue('asha@example.com');
    expect(agreeBox()).toBeChecked();
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com', agree: true });
  });

  it('shows a field’s error only once the field was left', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.type(emailInput(), 'asha@');
    expect(screen.queryByText('Email is not valid')).not.toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Email is not valid');
  });

  it('shows only the left field’s error, not the other fields’', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.click(nameInput());
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('updates a shown error as the shopper types, and removes it once the field is valid', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.click(emailInput());
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(emailInput(), 'asha@');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
    await user.type(emailInput(), 'example.com');
    expect(screen.queryByText('Email is not valid')).not.toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'false');
  });

  it('does not submit invalid values, and shows every field’s error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await user.type(nameInput(), 'A name far too long');
    await user.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Name is too long')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('Send');
    expect(sendButton()).toBeEnabled();
  });

  it('submits the values as typed (untrimmed) once they are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ContactForm onSubmit={onSubmit} />);
    await user.click(sendButton());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(nameInput(), '  Asha  ');
    await user.type(emailInput(), ' asha@example.com');
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: '  Asha  ', email: ' asha@example.com', agree: false });
    expect(screen.queryByText(/is required|is not valid|is too long/)).not.toBeInTheDocument();
  });

  it('submits with Enter in a field, without the browser’s own submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <ContactForm onSubmit={onSubmit} initialValues={{ name: 'Asha', email: 'asha@example.com', agree: false }} />,
    );
    await user.type(nameInput(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com', agree: false });
  });

  it('is submitting until the promise the handler returns settles', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    render(
      <ContactForm onSubmit={onSubmit} initialValues={{ name: 'Asha', email: 'asha@example.com', agree: false }} />,
    );
    await user.click(sendButton());
    expect(sendButton()).toHaveTextContent('Sending');
    expect(sendButton()).toBeDisabled();
    await act(async () => pending.resolve());
    expect(sendButton()).toHaveTextContent('Send');
    expect(sendButton()).toBeEnabled();
  });

  it('stops submitting when the handler’s promise is rejected', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(
      <ContactForm
        onSubmit={() => pending.promise}
        initialValues={{ name: 'Asha', email: 'asha@example.com', agree: false }}
      />,
    );
    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    await act(async () => pending.reject(new Error('offline')));
    expect(sendButton()).toBeEnabled();
  });

  it('stops submitting after a handler that returns a plain value', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm onSubmit={() => true} initialValues={{ name: 'Asha', email: 'asha@example.com', agree: false }} />,
    );
    await user.click(sendButton());
    await act(async () => undefined);
    expect(sendButton()).toHaveTextContent('Send');
    expect(sendButton()).toBeEnabled();
  });

  it('stays submitting after a handler that returns nothing, as formik', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((): void => undefined);
    render(
      <ContactForm onSubmit={onSubmit} initialValues={{ name: 'Asha', email: 'asha@example.com', agree: false }} />,
    );
    await user.click(sendButton());
    await act(async () => undefined);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(sendButton()).toHaveTextContent('Sending');
    expect(sendButton()).toBeDisabled();
  });

  it('submits any values when there is no schema', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ContactForm onSubmit={onSubmit} withSchema={false} />);
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledWith(blank);
  });

  it('sets a field’s value from code, and validates it', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    await user.click(nameInput());
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill name' }));
    expect(nameInput()).toHaveValue('Ravi');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('resets to the initial values, hiding the errors', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} initialValues={{ name: 'Asha', email: '', agree: false }} />);
    await user.clear(nameInput());
    await user.type(emailInput(), 'asha@');
    await user.click(agreeBox());
    await user.click(sendButton());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(nameInput()).toHaveValue('Asha');
    expect(emailInput()).toHaveValue('');
    expect(agreeBox()).not.toBeChecked();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    // Untouched again: leaving a field shows its error once more, but only then.
    await user.click(emailInput());
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('ends submitting on reset', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        onSubmit={() => new Promise(() => undefined)}
        initialValues={{ name: 'Asha', email: 'asha@example.com', agree: false }}
      />,
    );
    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(sendButton()).toBeEnabled();
  });

  describe('with enableReinitialize', () => {
    it('resets to new initial values', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(<ContactForm onSubmit={onSubmit} enableReinitialize />);
      await user.type(nameInput(), 'Typed');
      rerender(
        <ContactForm
          onSubmit={onSubmit}
          enableReinitialize
          initialValues={{ name: 'Loaded', email: 'loaded@example.com', agree: false }}
        />,
      );
      expect(nameInput()).toHaveValue('Loaded');
      expect(emailInput()).toHaveValue('loaded@example.com');
    });

    it('keeps the typed values when the initial values are equal by content', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(<ContactForm onSubmit={onSubmit} enableReinitialize initialValues={{ ...blank }} />);
      await user.type(nameInput(), 'Typed');
      rerender(<ContactForm onSubmit={onSubmit} enableReinitialize initialValues={{ ...blank }} />);
      expect(nameInput()).toHaveValue('Typed');
    });

    it('is off by default: new initial values leave the form as it is', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(<ContactForm onSubmit={onSubmit} />);
      await user.type(nameInput(), 'Typed');
      rerender(<ContactForm onSubmit={onSubmit} initialValues={{ name: 'Loaded', email: '', agree: false }} />);
      expect(nameInput()).toHaveValue('Typed');
    });
  });

  it('calls the latest handler given', async () => {
    const user = userEvent.setup();
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    const values: Contact = { name: 'Asha', email: 'asha@example.com', agree: false };
    const { rerender } = render(<ContactForm onSubmit={first} initialValues={values} />);
    rerender(<ContactForm onSubmit={second} initialValues={values} />);
    await user.click(sendButton());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(values);
  });
});
