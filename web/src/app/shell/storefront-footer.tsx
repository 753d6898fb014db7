import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Config } from '../../../../contracts';
import { isHttpUrl } from '../../lib/runtime-config';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '../../lib/ui/icons';
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
  config: Config | null;
}

export function StorefrontFooter({ config }: StorefrontFooterProps) {
  const organizationName = config?.organization_name ?? '';
  const website = brandWebsite(config);
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
