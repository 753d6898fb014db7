import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserUpdateResponse } from '../../../../contracts';
import { ApiError } from '../../lib/api-client';
import { StoreModuleGate } from '../../lib/store-module-gate';
import type { FakeApi } from '../../testing/fake-api';
import { formikErrors } from '../../testing/formik-errors';
import { renderRoutes } from '../../testing/render-routes';
import { editDetailsSchema, EditDetailsDialog, type ShopperDetails } from './edit-details-dialog';
import { paymentStoreModule } from './payment-store-module';

const shopper: ShopperDetails = { username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210' };
const updated: UserUpdateResponse = {
  message: 'User details updated.',
  user: { username: 'Asha Shopper', email: 'asha.new@example.com', phone: '9000000001' },
};

const validValues = { emailNew: '', phone: '9876543210' };

describe('the edit modal’s schema', () => {
  const phoneMessage = 'Enter your 10-digit mobile number';

  it.each([
    ['', undefined],
    ['   ', undefined],
    ['asha.new@example.com', undefined],
    [' asha.new@example.com ', undefined],
    ['asha', 'Enter a valid e-mail address'],
    ['asha@', 'Enter a valid e-mail address'],
    ['asha new@example.com', 'Enter a valid e-mail address'],
  ])('takes the optional new e-mail %j with %j', async (emailNew, message) => {
    expect((await formikErrors(editDetailsSchema, { ...validValues, emailNew })).emailNew).toBe(message);
  });

  it.each([
    ['', phoneMessage],
    ['   ', phoneMessage],
    ['98765', phoneMessage],
    ['98765432101', phoneMessage],
    ['98765abcde', phoneMessage],
    ['+919876543', phoneMessage],
    ['9876543210', undefined],
    [' 9876543210 ', undefined],
  ])('requires the phone: %j gives %j', async (phone, message) => {
    expect((await formikErrors(editDetailsSchema, { ...validValues, phone })).phone).toBe(message);
  });
});

function renderDialog(api: FakeApi, title = 'Edit your details') {
  const onClose = vi.fn();
  const view = renderRoutes({
    routes: {
      '/payment': (
        <StoreModuleGate module={paymentStoreModule}>
          <EditDetailsDialog title={title} shopper={shopper} onClose={onClose} />
        </StoreModuleGate>
      ),
    },
    at: '/payment',
    api,
  });
  const dialog = screen.getByRole('dialog', { name: title });
  const save = () => within(dialog).getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
  const updates = () => view.request.mock.calls.filter(([operationId]) => operationId === 'updateUser');
  return { ...view, onClose, dialog, save, updates };
}

/** The provider's answer to PATCH /user/update/, held until the test lets it go. */
function heldUpdate(answer: () => Promise<unknown>) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const api: FakeApi = (operationId) =>
    operationId === 'updateUser' ? released.then(answer) : new Promise(() => undefined);
  return { api, release: () => release() };
}

describe('the edit modal', () => {
  it('shows the name and the current e-mail read-only, the phone as it is, and no new e-mail', () => {
    const { dialog } = renderDialog(() => new Promise(() => undefined), 'Please fill the following details');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Current e-mail' })).toHaveValue('shopper@example.com');
    expect(within(dialog).getByRole('textbox', { name: 'Current e-mail' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'New e-mail (optional)' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toBeRequired();
  });

  it('sends one change per press, the current e-mail as the new one when none is typed, disabled while saving', async () => {
    // Presses land on the disabled button too, as a shopper's impatient second one would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const held = heldUpdate(() => Promise.resolve(updated));
    const { dialog, save, updates, onClose } = renderDialog(held.api);
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '9000000001');

    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveTextContent('Saving...');
    await user.click(save());
    expect(updates()).toEqual([
      [
        'updateUser',
        {
          json: {
            username: 'Asha Shopper',
            email: 'shopper@example.com',
            email_new: 'shopper@example.com',
            phone: '9000000001',
          },
        },
      ],
    ]);

    held.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates()).toHaveLength(1);
  });

  it('sends a new e-mail as typed, without its surrounding spaces', async () => {
    const user = userEvent.setup();
    const { dialog, save, updates } = renderDialog(() => new Promise(() => undefined));
    await user.type(within(dialog).getByRole('textbox', { name: 'New e-mail (optional)' }), ' asha.new@example.com ');
    await user.click(save());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.[1]).toEqual({
      json: {
        username: 'Asha Shopper',
        email: 'shopper@example.com',
        email_new: 'asha.new@example.com',
        phone: '9876543210',
      },
    });
  });

  it('sends nothing while a field is wrong: each says why, and the focus goes to the first', async () => {
    const user = userEvent.setup();
    const { dialog, save, updates } = renderDialog(() => new Promise(() => undefined));
    const newEmail = within(dialog).getByRole('textbox', { name: 'New e-mail (optional)' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.type(newEmail, 'asha');
    await user.clear(phone);
    await user.type(phone, '98765');

    await user.click(save());

    await waitFor(() => expect(newEmail).toHaveFocus());
    expect(newEmail).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(phone).toHaveAccessibleDescription('Enter your 10-digit mobile number');
    expect(phone).toBeInvalid();
    expect(save()).toBeEnabled();
    expect(updates()).toHaveLength(0);
  });

  it("shows the provider's refusal in red inside the modal, which stays open for another try", async () => {
    const user = userEvent.setup();
    const refused = new ApiError(409, { detail: 'Another account already uses this e-mail.' });
    const { dialog, save, updates, onClose } = renderDialog(() => Promise.reject(refused));
    await user.type(within(dialog).getByRole('textbox', { name: 'New e-mail (optional)' }), 'nocoins@example.com');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await user.click(save());

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Another account already uses this e-mail.');
    expect(refusal).toHaveClass('MuiAlert-colorError');
    expect(save()).toBeEnabled();
    expect(save()).toHaveTextContent('Save');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(save());
    await waitFor(() => expect(updates()).toHaveLength(2));
  });

  it("says 'Failed to update user details' for a refusal without a reason", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dialog, save } = renderDialog(() => Promise.reject(new ApiError(500, undefined)));
    await user.click(save());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update user details');
  });
});
