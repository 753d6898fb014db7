import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '../../../../contracts';

const lineSx = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The desktop header's link to the profile, naming the shopper once the user data is known. */
export function ProfileLink({ user }: { user: User | null }) {
  return (
    <Button
      component={RouterLink}
      to="/edit-profile"
      color="inherit"
      startIcon={<PersonIcon />}
      sx={{ minWidth: 0, maxWidth: 220, textAlign: 'left', textTransform: 'none' }}
    >
      {user === null ? (
        'My Account'
      ) : (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 }}>
          <Box component="span" sx={{ ...lineSx, fontWeight: 600 }}>
            {user.username}
          </Box>
          {/* Keeps the two lines apart in the link's accessible name; a flex container does not render it. */}{' '}
          <Box component="span" sx={{ ...lineSx, fontSize: '0.75rem' }}>
            {user.email}
          </Box>
        </Box>
      )}
    </Button>
  );
}
