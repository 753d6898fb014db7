import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { TextField } from '../../components/text-field';
import Typography from '@mui/material/Typography';
import { useForm } from '../../lib/use-form';
import { useId, useLayoutEffect, useMemo, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { object, string } from '../../lib/form-rules';
import type { Profile } from '../../../../contracts';
import { formField } from '../../components/form-field';
import { PageLayout } from '../../components/page-layout';
import { SubmitButton } from '../../components/submit-button';
import { isHttpUrl } from '../../lib/runtime-config';
import { buttonClassName } from '../../lib/ui/button';
import { createIcon } from '../../lib/ui/create-icon';
import typography from '../../lib/ui/typography.module.css';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { useSignedIn } from '../session';
import { incompletePhoneHint, phoneDigits, phoneHint } from './phone-input';
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
import styles from './edit-profile-page.module.css';
import { profileStoreModule } from './profile-store-module';

export const pictureUnavailableText = 'Changing the profile picture is not available.';

// A phone the provider would refuse (1 to 9 digits) is not sent: its hint turns into the field's error instead.
const profileSchema = object({ phone: string().matches(/^([0-9]{10})?$/, incompletePhoneHint) });

// The contract's limits, so that the form never sends what the provider refuses for its length.
const addressMaxLength = 200;
const countryMaxLength = 100;

// Material Design's FileUpload.
const UploadIcon = createIcon('M5 20h14v-2H5v2zm0-10h4v6h6v-6h4l-7-7-7 7z', 'Upload');

/**
 * The picture with its file field: a visually hidden file input (it keeps the focus, the keys and the screen reader's
 * 'Profile picture') whose label is drawn as the form's outlined button, and the chosen file's name beside it.
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
        <div className={styles.chooser}>
          {/* Spec: the picture is not editable, yet the request has its file field; a chosen file would be sent. */}
          <input
            id={inputId}
            type="file"
            name="profile_pic_image_url"
            accept="image/jpeg,image/png,image/webp"
            disabled
            className={typography.visuallyHidden}
            aria-labelledby={labelId}
            aria-describedby={noteId}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
          {/* The input's label, drawn as its button: pressing it opens the file chooser as the input would. Hidden from
              assistive technology, which reads the input itself, so that it is not read a second time. */}
          <label
            htmlFor={inputId}
            aria-hidden
            aria-disabled
            className={buttonClassName({ variant: 'outlined', className: styles.chooseButton })}
          >
            <UploadIcon size={20} />
            Choose picture
          </label>
        </div>
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
  const form = useForm({
    initialValues,
    // A saved profile becomes the form's new starting point.
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: (changes) => {
      dispatch(profileSaveRequested(changes));
    },
  });
  const { setFieldValue } = form;
  const phone = formField(form, 'phone');
  const saving = saveStatus === 'loading';

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
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
        helperText={phoneHint(phone.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        {...formField(form, 'address_line1')}
        label="Address line 1"
        autoComplete="address-line1"
        slotProps={{ htmlInput: { maxLength: addressMaxLength } }}
      />
      <TextField
        {...formField(form, 'address_line2')}
        label="Address line 2"
        autoComplete="address-line2"
        slotProps={{ htmlInput: { maxLength: addressMaxLength } }}
      />
      <TextField
        {...formField(form, 'country')}
        label="Country"
        autoComplete="country-name"
        slotProps={{ htmlInput: { maxLength: countryMaxLength } }}
      />
      <SubmitButton disabled={saving}>{saving ? 'Saving...' : 'Save'}</SubmitButton>
    </Box>
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
