import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../../../contracts';
import { PersonIcon } from './icons';

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The desktop header's link to the profile, naming the shopper once the user data is known. */
export function ProfileLink({ user }: { user: User | null }) {
  return (
    <Button
      component={RouterLink}
      to="/edit-profile"
      color="inherit"
      startIcon={<PersonIcon />}
      sx={{ textTransform: 'none', textAlign: 'left', minWidth: 0, maxWidth: 220 }}
    >
      {user === null ? (
        'My Account'
      ) : (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 }}>
          <Box component="span" sx={{ ...oneLine, fontWeight: 600 }}>
            {user.username}
          </Box>
          {/* Keeps the two lines apart in the link's accessible name; a flex container does not render it. */}{' '}
          <Box component="span" sx={{ ...oneLine, fontSize: '0.75rem' }}>
            {user.email}
          </Box>
        </Box>
      )}
    </Button>
  );
}
