import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { object, string } from '../../lib/form-rules';
import { formField } from '../../components/form-field';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { editDetailsStoreModule } from './edit-details-store-module';
import {
  editDetailsClosed,
  selectUserUpdateError,
  selectUserUpdateStatus,
  userUpdateRequested,
} from './user-update-slice';

/** The shopper the payment page shows: PATCH /user/update/ names them by username and current e-mail. */
export interface ShopperDetails {
  username: string;
  email: string;
  phone?: string | null;
}

const detailsSchema = object({
  emailNew: string().trim().email('Enter a valid e-mail address'),
  phone: string()
    .trim()
    .required('Enter your 10-digit mobile number')
    .matches(/^[0-9]{10}$/, 'Enter your 10-digit mobile number'),
});

interface EditDetailsDialogProps {
  title: string;
  shopper: ShopperDetails;
  onClose: () => void;
}

/**
 * The payment pages' edit modal: the current e-mail read-only, an optional new e-mail (the current one is sent when
 * it is left empty) and the phone, sent with PATCH /user/update/. It closes once the provider accepts; a refusal shows
 * in red inside it.
 */
export function EditDetailsDialog(props: EditDetailsDialogProps) {
  return (
    <StoreModuleGate module={editDetailsStoreModule}>
      <EditDetailsForm {...props} />
    </StoreModuleGate>
  );
}

function EditDetailsForm({ title, shopper, onClose }: EditDetailsDialogProps) {
  const dispatch = useDispatch();
  const status = useSelector(selectUserUpdateStatus);
  const error = useSelector(selectUserUpdateError);
  const titleId = useId();
  const form = useForm({
    initialValues: { emailNew: '', phone: shopper.phone ?? '' },
    validationSchema: detailsSchema,
    onSubmit: ({ emailNew, phone }) => {
      const newEmail = emailNew.trim();
      dispatch(
        userUpdateRequested({
          username: shopper.username,
          email: shopper.email,
          email_new: newEmail === '' ? shopper.email : newEmail,
          phone: phone.trim(),
        }),
      );
    },
  });

  useEffect(() => {
    if (status === 'succeeded') onClose();
  }, [status, onClose]);
  useEffect(
    () => () => {
      dispatch(editDetailsClosed());
    },
    [dispatch],
  );

  const busy = status === 'loading';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField label="Name" value={shopper.username} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField label="Current e-mail" value={shopper.email} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField label="New e-mail (optional)" type="email" autoComplete="email" {...formField(form, 'emailNew')} />
          <TextField
            label="Phone"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            {...formField(form, 'phone')}
          />
          {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
