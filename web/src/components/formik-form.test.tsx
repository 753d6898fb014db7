import TextField from '@mui/material/TextField';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { formikField } from './formik-field';
import { FormikForm } from './formik-form';
import { SubmitButton } from './submit-button';

const schema = object({
  name: string().trim().required('Please enter your name'),
  city: string().trim().required('Please enter your city').min(3, 'City is too short'),
  note: string().max(5, 'Note is too long'),
});

type CityValues = { name: string; city: string; note: string };

function CityForm({ onSubmit }: { onSubmit: (values: CityValues) => void | Promise<void> }) {
  const formik = useFormik({ initialValues: { name: '', city: '', note: '' }, validationSchema: schema, onSubmit });
  return (
    <FormikForm formik={formik} aria-label="Address">
      <TextField label="Name" {...formikField(formik, 'name', schema)} />
      <TextField label="City" {...formikField(formik, 'city', schema)} />
      <TextField label="Note" {...formikField(formik, 'note', schema)} />
      <SubmitButton disabled={formik.isSubmitting}>Save</SubmitButton>
    </FormikForm>
  );
}

describe('a formik form with MUI fields', () => {
  it("shows a field's message once it was left, not while it is first typed in", async () => {
    const user = userEvent.setup();
    render(<CityForm onSubmit={vi.fn()} />);

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Ab');
    expect(screen.queryByText('City is too short')).not.toBeInTheDocument();
    await user.tab();

    expect(await screen.findByText('City is too short')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('City is too short');
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInvalid();
  });

  it('says which fields the schema requires', () => {
    render(<CityForm onSubmit={vi.fn()} />);

    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toBeRequired();
  });

  it('refuses a submit with every message shown and the focus on the first field in error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CityForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter your city')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once per press, and is busy until the submit settles', async () => {
    // The second press lands on the disabled button, as a press on a busy form would.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let settle: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<CityForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune', note: '' }, expect.anything());

    settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
