import FileUpload from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useLayoutEffect, useMemo, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import type { Profile } from '../../../../contracts';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { PageLayout } from '../../components/page-layout';
import { SubmitButton } from '../../components/submit-button';
import { isHttpUrl } from '../../lib/runtime-config';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { useSignedIn } from '../session';
import { phoneDigits, phoneHint } from './phone-input';
import { profileSchema } from './profile-schema';
import {
  editProfileOpened,
  profileReloadRequested,
  profileSaveRequested,
  selectProfile,
  selectProfileError,
  selectProfileSaveError,
  selectProfileSaveStatus,
  selectProfileStatus,
  type ProfileChanges,
} from './profile-slice';
import { profileStoreModule } from './profile-store-module';
import visuallyHidden from '@mui/utils/visuallyHidden';

export const pictureUnavailableText = 'Changing the profile picture is not available.';

// The contract's limits, so that the form never sends what the provider refuses for its length.
const addressMaxLength = 200;
const countryMaxLength = 100;

// Read by screen readers and reachable by keyboard, not drawn: its label is drawn as the button.
const VisuallyHiddenInput = styled('input')(visuallyHidden);

/**
 * The picture with its file field: a visually hidden file input (it keeps the focus, the keys and the screen reader's
 * 'Profile picture') whose label is drawn as the form's outlined button.
 */
function ProfilePicture({ profile, onChange }: { profile: Profile; onChange: (picture: File | null) => void }) {
  const inputId = useId();
  const labelId = useId();
  const noteId = useId();
  const initial = profile.username.charAt(0).toUpperCase();
  const avatarSx = { width: 72, height: 72, fontSize: 32 };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {isHttpUrl(profile.profile_pic_image_url) ? (
        // The initial stands in while the picture cannot be loaded.
        <Avatar src={profile.profile_pic_image_url} alt="Your profile picture" sx={avatarSx}>
          {initial}
        </Avatar>
      ) : (
        // Without a picture the initial only decorates: the username is the field beside it.
        <Avatar aria-hidden sx={avatarSx}>
          {initial}
        </Avatar>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start', gap: 1, minWidth: 0 }}>
        {/* The input's name. Its only label is the button: one name, not 'Profile picture Choose picture'. */}
        <Typography component="span" id={labelId} sx={{ fontWeight: 500 }}>
          Profile picture
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px', minWidth: 0 }}>
          {/* Spec: the picture is not editable, yet the request has its file field; a chosen file would be sent. */}
          <VisuallyHiddenInput
            id={inputId}
            type="file"
            name="profile_pic_image_url"
            accept="image/jpeg,image/png,image/webp"
            disabled
            aria-labelledby={labelId}
            aria-describedby={noteId}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
          {/* The input's label, drawn as the form's outlined button: pressing it opens the file chooser as the input
              would. Hidden from assistive technology, which reads the input itself, so that it is not read twice. */}
          <Button
            component="label"
            htmlFor={inputId}
            role={undefined}
            aria-hidden
            variant="outlined"
            disabled
            startIcon={<FileUpload />}
            // Mixed case, as the form's Save beside it (the spec's texts as written); its text in the disabled
            // fields' grey beside it, which reads more easily than a disabled button's.
            sx={{ maxWidth: '100%', textTransform: 'none', '&.Mui-disabled': { color: 'text.disabled' } }}
          >
            Choose picture
          </Button>
        </Box>
        <Typography id={noteId} variant="body2" color="textSecondary">
          {pictureUnavailableText}
        </Typography>
      </Box>
    </Box>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const dispatch = useDispatch();
  const saveStatus = useSelector(selectProfileSaveStatus);
  const saveError = useSelector(selectProfileSaveError);
  const initialValues = useMemo<ProfileChanges>(
    () => ({
      phone: profile.phone,
      address_line1: profile.address_line1,
      address_line2: profile.address_line2,
      country: profile.country,
      picture: null,
    }),
    [profile],
  );
  const formik = useFormik({
    initialValues,
    // A saved profile becomes the form's new starting point.
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: (changes, { setSubmitting }) => {
      dispatch(profileSaveRequested(changes));
      // From here the save's status in the store says the form is busy.
      setSubmitting(false);
    },
  });
  const { setFieldValue } = formik;
  const phone = formikField(formik, 'phone', profileSchema);
  const saving = saveStatus === 'loading';

  return (
    <FormikForm formik={formik}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {saveStatus === 'failed' && saveError !== null && <Alert severity="error">{saveError}</Alert>}
        <ProfilePicture profile={profile} onChange={(picture) => void setFieldValue('picture', picture)} />
        <TextField label="Username" name="username" value={profile.username} disabled />
        <TextField label="Email" name="email" type="email" value={profile.email} disabled />
        <TextField
          {...phone}
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          onChange={(event) => void setFieldValue('phone', phoneDigits(event.target.value))}
          helperText={phoneHint(formik.values.phone)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...formikField(formik, 'address_line1', profileSchema)}
          label="Address line 1"
          autoComplete="address-line1"
          slotProps={{ htmlInput: { maxLength: addressMaxLength } }}
        />
        <TextField
          {...formikField(formik, 'address_line2', profileSchema)}
          label="Address line 2"
          autoComplete="address-line2"
          slotProps={{ htmlInput: { maxLength: addressMaxLength } }}
        />
        <TextField
          {...formikField(formik, 'country', profileSchema)}
          label="Country"
          autoComplete="country-name"
          slotProps={{ htmlInput: { maxLength: countryMaxLength } }}
        />
        <SubmitButton disabled={saving || formik.isSubmitting}>{saving ? 'Saving...' : 'Save'}</SubmitButton>
      </Box>
    </FormikForm>
  );
}

function EditProfile() {
  const dispatch = useDispatch();
  const status = useSelector(selectProfileStatus);
  const error = useSelector(selectProfileError);
  const profile = useSelector(selectProfile);

  // Before the first paint, so an earlier visit's profile or save never flashes as this visit's.
  useLayoutEffect(() => {
    dispatch(editProfileOpened());
  }, [dispatch]);

  if (status === 'failed') {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2 }}>
        <Alert severity="error" sx={{ width: '100%', boxSizing: 'border-box' }}>
          {error}
        </Alert>
        <Button variant="contained" onClick={() => dispatch(profileReloadRequested())}>
          Try again
        </Button>
      </Box>
    );
  }
  if (status !== 'succeeded' || profile === null) {
    return (
      <Box sx={{ py: 4, display: 'grid', justifyItems: 'center' }}>
        <CircularProgress aria-label="Loading your profile" />
      </Box>
    );
  }
  return <ProfileForm profile={profile} />;
}

/** /edit-profile: the signed-in shopper's profile; anonymous visitors sign in first and come back here. */
export function EditProfilePage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/edit-profile' }} />;
  // The account pages' frame and title (Track Order, Load Coins), the form on its outlined paper below.
  return (
    <PageLayout title="Edit Profile" maxWidth={640}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <StoreModuleGate module={profileStoreModule}>
          <EditProfile />
        </StoreModuleGate>
      </Paper>
    </PageLayout>
  );
}
