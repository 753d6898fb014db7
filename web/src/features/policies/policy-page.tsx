import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ContactPrompt } from '../../components/contact-prompt';
import { PageLayout, PageSection } from '../../components/page-layout';
import { useConfig } from '../configuration';

/** A part of a policy: its heading and its paragraphs, plain text. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
}

/** The names a policy is written in, from the configuration. */
export interface PolicyNames {
  organizationName: string;
  productName: string;
  email: string;
  /** The organisation's website (http(s) only), when the configuration has one. */
  website: string | undefined;
}

export function usePolicyNames(): PolicyNames {
  const config = useConfig();
  return {
    organizationName: config?.organization_name ?? '',
    productName: config?.product_name ?? '',
    email: config?.email ?? '',
    website: config?.websiteUrl,
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
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
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
