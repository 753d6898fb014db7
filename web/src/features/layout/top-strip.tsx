import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export interface TopStripProps {
  textColor: string;
  onHowToRedeem: () => void;
}

/** The thin strip above the desktop header: help, order tracking and the redemption guide. */
export function TopStrip({ textColor, onHowToRedeem }: TopStripProps) {
  return (
    <Box
      component="nav"
      aria-label="Help and orders"
      sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'primary.main', color: textColor, px: 2, py: 0.5 }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 3,
          fontSize: '0.875rem',
        }}
      >
        <li>
          <Link component={RouterLink} to="/help-center" color="inherit" underline="hover">
            Help Center
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to="/order-history" color="inherit" underline="hover">
            Track Order
          </Link>
        </li>
        <li>
          <Link
            component="button"
            type="button"
            color="inherit"
            underline="hover"
            onClick={onHowToRedeem}
            sx={{ font: 'inherit', verticalAlign: 'baseline' }}
          >
            How to Redeem?
          </Link>
        </li>
      </Box>
    </Box>
  );
}
