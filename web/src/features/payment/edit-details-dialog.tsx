import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { object, string } from 'yup';
import type { User } from '../../../../contracts';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { mobileNumberSchema } from '../../lib/form-schemas';
import {
  editDetailsClosed,
  selectUserUpdateError,
  selectUserUpdateStatus,
  userUpdateRequested,
} from './user-update-slice';

/** The shopper the payment page shows: PATCH /user/update/ names them by username and current e-mail. */
export type ShopperDetails = Pick<User, 'username' | 'email' | 'phone'>;

const invalidEmailMessage = 'Enter a valid e-mail address';
const mobileNumberMessage = 'Enter your 10-digit mobile number';

/** The modal's rules: a new e-mail only if one is typed, and the phone always. */
export const editDetailsSchema = object({
  emailNew: string().trim().email(invalidEmailMessage),
  phone: mobileNumberSchema(mobileNumberMessage).required(mobileNumberMessage),
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
export function EditDetailsDialog({ title, shopper, onClose }: EditDetailsDialogProps) {
  const dispatch = useDispatch();
  const status = useSelector(selectUserUpdateStatus);
  const error = useSelector(selectUserUpdateError);
  const titleId = useId();
  const formik = useFormik({
    initialValues: { emailNew: '', phone: shopper.phone ?? '' },
    validationSchema: editDetailsSchema,
    onSubmit: ({ emailNew, phone }, { setSubmitting }) => {
      const newEmail = emailNew.trim();
      dispatch(
        userUpdateRequested({
          username: shopper.username,
          email: shopper.email,
          email_new: newEmail === '' ? shopper.email : newEmail,
          phone: phone.trim(),
        }),
      );
      // From here the slice's status says the change is under way, until the provider answers.
      setSubmitting(false);
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

  const busy = formik.isSubmitting || status === 'loading';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <FormikForm formik={formik}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {/* Room above the first field for its label, which MUI's padding under a title would cut. */}
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField label="Name" value={shopper.username} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField label="Current e-mail" value={shopper.email} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            label="New e-mail (optional)"
            type="email"
            autoComplete="email"
            {...formikField(formik, 'emailNew', editDetailsSchema)}
          />
          <TextField
            label="Phone"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            {...formikField(formik, 'phone', editDetailsSchema)}
          />
          {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </FormikForm>
    </Dialog>
  );
}
