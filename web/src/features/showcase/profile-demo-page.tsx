import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCalendarDate } from '../../lib/dates';
import { formatInr, formatPoints } from '../../lib/money';
import { sampleOrders, sampleProfile, type SampleOrder } from './showcase-content';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part !== '')
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

function ProfileCard() {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* The initials repeat the name beside them; screen readers hear the name once. */}
        <Avatar aria-hidden="true" sx={{ width: 56, height: 56, bgcolor: 'grey.800', color: 'common.white' }}>
          {initialsOf(sampleProfile.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {sampleProfile.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Sample profile
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
          '& dd': { m: 0 },
        }}
      >
        <Typography component="dt" color="textSecondary">
          Email
        </Typography>
        <Typography component="dd" sx={{ overflowWrap: 'anywhere' }}>
          {sampleProfile.email}
        </Typography>
        <Typography component="dt" color="textSecondary">
          Phone
        </Typography>
        <Typography component="dd">{sampleProfile.phone}</Typography>
        <Typography component="dt" color="textSecondary">
          Points
        </Typography>
        {/* Written like the header's balance ('5,000 Points'), so the sample reads as the same kind of figure. */}
        <Typography component="dd" sx={{ fontWeight: 700 }}>
          {formatPoints(sampleProfile.points)}
        </Typography>
      </Box>
      <Box>
        <Button component={RouterLink} to="/edit-profile" variant="contained">
          Edit your profile
        </Button>
      </Box>
    </Paper>
  );
}

function SampleOrderItem({ order }: { order: SampleOrder }) {
  const headingId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {`Order ${order.id}`}
        </Typography>
        <Chip size="small" variant="outlined" label={order.status} />
      </Box>
      <Typography>{order.voucher}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {formatCalendarDate(order.date) ?? order.date}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatInr(order.amountPaise)}</Typography>
      </Box>
    </Paper>
  );
}

function SampleOrders() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Sample orders
      </Typography>
      <Typography variant="body2" color="textSecondary">
        These orders are examples.{' '}
        <Link component={RouterLink} to="/order-history">
          Your own orders are in Track Order.
        </Link>
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {sampleOrders.map((order) => (
          <SampleOrderItem key={order.id} order={order} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * /profile: spec part 2's static profile demo (a sample profile, 2054 points, sample orders) with links to
 * /edit-profile. It shows the layout only, so it needs no sign-in, makes no calls and keeps no state; the 'Demo' chip
 * and the note above the content keep a shopper from taking the sample for their own account.
 */
export function ProfileDemoPage() {
  return (
    <Box component="main" sx={{ width: '100%', maxWidth: 720, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h1" variant="h4">
          My Profile
        </Typography>
        {/* Fixed colours rather than the brand's: the marker must stand out, and black on yellow passes WCAG AA. */}
        <Chip label="Demo" sx={{ fontWeight: 700, bgcolor: '#fdd835', color: '#000000' }} />
      </Box>
      {/* A note, not an alert: it is there from the start, so nothing needs announcing as it appears. */}
      <Alert severity="info" role="note">
        This is a sample profile to show the layout. Your own details are in{' '}
        {/* The note's own colour, underlined: a brand's primary colour may not be readable on the blue note. */}
        <Link component={RouterLink} to="/edit-profile" color="inherit" underline="always" sx={{ fontWeight: 700 }}>
          Edit Profile
        </Link>
        .
      </Alert>
      <ProfileCard />
      <SampleOrders />
    </Box>
  );
}
