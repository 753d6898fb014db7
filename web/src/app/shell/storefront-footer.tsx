import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StorefrontConfig } from '../../features/configuration';

interface FooterLink {
  label: string;
  to: string;
}

export const quickLinks: readonly FooterLink[] = [
  { label: 'Catalog', to: '/' },
  { label: 'Load Coins', to: '/redeem-voucher' },
  { label: 'Bulk Enquiry', to: '/terms-conditions' },
  { label: 'Partner with us', to: '/terms-conditions' },
  { label: 'Help Center', to: '/help-center' },
  // Not in the spec's footer, which names no link to the promo page or the profile demo: without these, both routes
  // would open only by their address.
  { label: 'Purchase Vouchers', to: '/purchase-voucher' },
];

export const supportLinks: readonly FooterLink[] = [
  { label: 'My Account', to: '/edit-profile' },
  { label: 'Ticket Support', to: '/contact-us' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Sample Profile', to: '/profile' },
];

export const legalLinks: readonly FooterLink[] = [
  { label: 'Terms of Use', to: '/terms-conditions' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Cookie Policy', to: '/cookies' },
  { label: 'About Us', to: '/about-us' },
];

const socialNetworks = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'LinkedIn', Icon: LinkedInIcon },
  { label: 'YouTube', Icon: YouTubeIcon },
] as const;

const listSx = { m: 0, p: 0, listStyle: 'none' } as const;

function ColumnHeading({ id, children }: { id?: string; children: string }) {
  return (
    <Typography id={id} component="h2" variant="subtitle1" sx={{ mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

function LinkList({ heading, links }: { heading: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <ColumnHeading id={headingId}>{heading}</ColumnHeading>
      <Box component="ul" sx={{ ...listSx, display: 'grid', gap: 0.75 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </nav>
  );
}

export interface StorefrontFooterProps {
  config: StorefrontConfig | null;
}

export function StorefrontFooter({ config }: StorefrontFooterProps) {
  const organizationName = config?.organization_name ?? '';
  const website = config?.websiteUrl;
  const email = config?.email ?? '';
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        pt: 4,
        pb: 2,
        px: { xs: 2, md: 4 },
        bgcolor: 'footer.main',
        color: 'footer.contrastText',
        // On the brand colour a ring in the primary colour would not show; the footer's text colour does.
        '& a:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
      }}
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ minWidth: 0 }}>
          <ColumnHeading>Head Office</ColumnHeading>
          <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {config?.address}
          </Typography>
          {email !== '' && (
            <Typography sx={{ mt: 1 }}>
              Email:{' '}
              <Link href={`mailto:${email}`} color="inherit">
                {email}
              </Link>
            </Typography>
          )}
          {website !== undefined && (
            <Stack direction="row" spacing={0.5} sx={{ mt: 1.5, ml: -1 }}>
              {socialNetworks.map(({ label, Icon }) => (
                <IconButton
                  key={label}
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  color="inherit"
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 6, md: 4 }} sx={{ minWidth: 0 }}>
          <LinkList heading="Quick Links" links={quickLinks} />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }} sx={{ minWidth: 0 }}>
          <LinkList heading="Support" links={supportLinks} />
        </Grid>
      </Grid>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          justifyContent: 'space-between',
          gap: 1.5,
          mt: 4,
          pt: 2,
          borderTop: '1px solid currentColor',
        }}
      >
        <Typography variant="body2">{`© ${year} ${organizationName}. All rights reserved.`}</Typography>
        <Box component="ul" sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {legalLinks.map((link) => (
            <li key={link.label}>
              <Link component={RouterLink} to={link.to} color="inherit" underline="hover" variant="body2">
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
