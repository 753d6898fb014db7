import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CloseIcon } from './icons';

export interface MobileMenuPanelProps {
  open: boolean;
  onClose: () => void;
}

// On small screens the redemption guide is its own page (spec: /redemption is How to Redeem on mobile).
const menuLinks = [
  { label: 'Help Center', to: '/help-center' },
  { label: 'Track Order', to: '/order-history' },
  { label: 'How to Redeem?', to: '/redemption' },
  { label: 'Redeem Points', to: '/redeem-voucher' },
] as const;

/** The panel the bottom bar's Menu opens. */
export function MobileMenuPanel({ open, onClose }: MobileMenuPanelProps) {
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
      <List component="nav" aria-label="Menu">
        {menuLinks.map((link) => (
          <ListItemButton key={link.label} component={RouterLink} to={link.to} onClick={onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
