import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ContactPrompt } from '../../components/contact-prompt';
import { PageLayout, PageSection } from '../../components/page-layout';
import { isHttpUrl } from '../../lib/runtime-config';
import { useConfig } from '../configuration';

/** A part of a policy: its heading and its paragraphs, text and elements only (never HTML). */
export interface PolicySection {
  title: string;
  paragraphs: ReactNode[];
}

/** The names a policy is written in, from the configuration. */
export interface PolicyNames {
  organizationName: string;
  productName: string;
  email: string;
  /** The organisation's website, when the configuration has an http(s) one. */
  website: string | undefined;
}

export function usePolicyNames(): PolicyNames {
  const config = useConfig();
  // The website becomes a link's href, so the page itself refuses any other scheme (javascript: would run on a click)
  // rather than trust every path the configuration may take to the store.
  const website = config?.websiteUrl;
  return {
    organizationName: config?.organization_name ?? '',
    productName: config?.product_name ?? '',
    email: config?.email ?? '',
    website: isHttpUrl(website) ? website : undefined,
  };
}

export interface PolicyPageProps {
  title: string;
  intro: string;
  sections: PolicySection[];
  /** The closing section's heading and its first words; it says how to reach the organisation. */
  contactTitle: string;
  contactLead: string;
  names: PolicyNames;
  /** What comes between the sections and the closing one, e.g. the cookie table. */
  children?: ReactNode;
}

/** A policy page: its introduction, its sections, then how to reach the organisation. */
export function PolicyPage({ title, intro, sections, contactTitle, contactLead, names, children }: PolicyPageProps) {
  return (
    <PageLayout title={title} maxWidth={880} intro={<Typography>{intro}</Typography>}>
      {sections.map(({ title: sectionTitle, paragraphs }) => (
        <PageSection key={sectionTitle} title={sectionTitle}>
          {paragraphs.map((paragraph, index) => (
            // A section's paragraphs are fixed and never reordered, so their places identify them.
            <Typography key={index}>{paragraph}</Typography>
          ))}
        </PageSection>
      ))}
      {children}
      <PageSection title={contactTitle}>
        <ContactPrompt lead={contactLead} email={names.email} />
      </PageSection>
    </PageLayout>
  );
}
