import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

export interface TopStripProps {
  onHowToRedeem: () => void;
  /** Logout is offered to a signed-in shopper only. */
  onLogout: (() => void) | null;
  /** The brand's header text colour, readable on the primary colour. */
  textColor: string;
}

// Links and buttons alike read as links, underlined on hover. The strip is the brand colour, so the focus ring takes the
// strip's text colour.
const itemSx = {
  font: 'inherit',
  verticalAlign: 'baseline',
  '&:focus-visible, &.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
} as const;

/** The thin strip above the desktop header: help, order tracking, the redemption guide and Logout. */
export function TopStrip({ onHowToRedeem, onLogout, textColor }: TopStripProps) {
  return (
    <Box
      component="nav"
      aria-label="Help and orders"
      sx={{ display: { xs: 'none', md: 'block' }, px: 2, py: 0.5, bgcolor: 'primary.main', color: textColor }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 3,
          m: 0,
          p: 0,
          listStyle: 'none',
          fontSize: '0.875rem',
        }}
      >
        <li>
          <Link component={RouterLink} to="/help-center" color="inherit" underline="hover" sx={itemSx}>
            Help Center
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to="/order-history" color="inherit" underline="hover" sx={itemSx}>
            Track Order
          </Link>
        </li>
        <li>
          <Link component="button" type="button" color="inherit" underline="hover" onClick={onHowToRedeem} sx={itemSx}>
            How to Redeem?
          </Link>
        </li>
        {onLogout !== null && (
          <li>
            <Link component="button" type="button" color="inherit" underline="hover" onClick={onLogout} sx={itemSx}>
              Logout
            </Link>
          </li>
        )}
      </Box>
    </Box>
  );
}
