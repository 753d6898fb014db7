import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPoints } from '../../lib/money';
import type { ShopperSession } from './shopper-session';

export interface MobileMenuPanelProps {
  open: boolean;
  onClose: () => void;
  session: ShopperSession;
  onLogout: () => void;
}

// On small screens the redemption guide is its own page (spec: /redemption is How to Redeem on mobile).
const menuLinks = [
  { label: 'Help Center', to: '/help-center' },
  { label: 'Track Order', to: '/order-history' },
  { label: 'How to Redeem?', to: '/redemption' },
  { label: 'Redeem Points', to: '/redeem-voucher' },
] as const;

/** The panel the bottom bar's Menu opens: the signed-in shopper's details, the help links and Logout. */
export function MobileMenuPanel({ open, onClose, session, onLogout }: MobileMenuPanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6">
          Menu
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {session.user !== null && (
        <Box sx={{ px: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{session.user.username}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {session.user.email}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {formatPoints(session.coins)}
          </Typography>
        </Box>
      )}
      <List component="nav" aria-label="Menu">
        {menuLinks.map((link) => (
          <ListItemButton key={link.label} component={RouterLink} to={link.to} onClick={onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
        {session.signedIn && (
          <ListItemButton
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            <ListItemText primary="Logout" />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
