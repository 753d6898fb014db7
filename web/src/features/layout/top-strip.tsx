import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export interface TopStripProps {
  textColor: string;
  onHowToRedeem: () => void;
  /** Logout is offered to a signed-in shopper only. */
  onLogout: (() => void) | null;
}

const buttonLinkSx = { font: 'inherit', verticalAlign: 'baseline' } as const;

/** The thin strip above the desktop header: help, order tracking, the redemption guide and Logout. */
export function TopStrip({ textColor, onHowToRedeem, onLogout }: TopStripProps) {
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
            sx={buttonLinkSx}
          >
            How to Redeem?
          </Link>
        </li>
        {onLogout !== null && (
          <li>
            <Link
              component="button"
              type="button"
              color="inherit"
              underline="hover"
              onClick={onLogout}
              sx={buttonLinkSx}
            >
              Logout
            </Link>
          </li>
        )}
      </Box>
    </Box>
  );
}
