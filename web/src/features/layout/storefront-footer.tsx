import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Config } from '../../../../contracts';
import { isHttpUrl } from '../../lib/runtime-config';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from './icons';

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
];

export const supportLinks: readonly FooterLink[] = [
  { label: 'My Account', to: '/edit-profile' },
  { label: 'Ticket Support', to: '/contact-us' },
  { label: 'Contact Us', to: '/contact-us' },
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

/** The brand's website under either spelling the providers use, when it is a web address. */
export function brandWebsite(config: Config | null): string | undefined {
  return [config?.websiteUrl, config?.website_url].find(isHttpUrl);
}

function LinkList({ heading, links }: { heading: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export interface StorefrontFooterProps {
  config: Config | null;
  textColor: string;
}

export function StorefrontFooter({ config, textColor }: StorefrontFooterProps) {
  const organizationName = config?.organization_name ?? '';
  const website = brandWebsite(config);
  const email = config?.email ?? '';
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: textColor, px: { xs: 2, md: 4 }, pt: 4, pb: 2 }}>
      {/* A CSS grid of its own: MUI's Grid would be the only reason to ship its grid code with the home page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 4 }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Head Office
          </Typography>
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
            <Box sx={{ display: 'flex', gap: 0.5, mt: 1.5, ml: -1 }}>
              {socialNetworks.map(({ label, Icon }) => (
                <IconButton
                  key={label}
                  component="a"
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  color="inherit"
                >
                  <Icon />
                </IconButton>
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <LinkList heading="Quick Links" links={quickLinks} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <LinkList heading="Support" links={supportLinks} />
        </Box>
      </Box>
      <Box
        sx={{
          mt: 4,
          pt: 2,
          borderTop: 1,
          borderColor: 'currentColor',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography variant="body2">{`© ${year} ${organizationName}. All rights reserved.`}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
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
