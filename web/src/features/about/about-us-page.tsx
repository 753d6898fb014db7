import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ContactPrompt } from '../../components/contact-prompt';
import { PageLayout, PageSection, withSoftBreaks } from '../../components/page-layout';
import { useConfig } from '../configuration';
import { companyFacts, type CompanyFact } from './company-facts';

function FactsTable({ facts, organizationName }: { facts: CompanyFact[]; organizationName: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={`${organizationName} registration details`}>
        <TableBody>
          {facts.map(({ label, value }) => (
            <TableRow key={label}>
              {/* On a phone the labels, which wrap at their words, give the values the room for a CIN on one line at
                  360 px; a value longer than its cell (an e-mail address) breaks after its @ or a dot, or anywhere. */}
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 700, width: { xs: '35%', sm: '40%' }, verticalAlign: 'top', px: { xs: 1, sm: 2 } }}
              >
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', px: { xs: 1, sm: 2 } }}>
                {withSoftBreaks(value, '@.')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /about-us: who the organisation is, its mission and vision, and its registration facts, all from the configuration's
 * optional company part; a part the provider does not send is left out, and the overview falls back to one written
 * from the organisation's and store's names.
 */
export function AboutUsPage() {
  const config = useConfig();
  const organizationName = config?.organization_name ?? '';
  const productName = config?.product_name ?? '';
  const email = config?.email ?? '';
  const company = config?.company;
  const facts = companyFacts(company?.registration);
  const overview =
    company?.overview ??
    `${organizationName} runs ${productName}, where members turn their loyalty coins into digital gift cards from the brands they love. Every coin is worth ₹1 at checkout.`;

  return (
    <PageLayout title="About Us" maxWidth={880} intro={<Typography>{overview}</Typography>}>
      {company?.mission !== undefined && (
        <PageSection title="Our Mission">
          <Typography>{company.mission}</Typography>
        </PageSection>
      )}
      {company?.vision !== undefined && (
        <PageSection title="Our Vision">
          <Typography>{company.vision}</Typography>
        </PageSection>
      )}
      {facts.length > 0 && (
        <PageSection title="Company Information">
          <FactsTable facts={facts} organizationName={organizationName} />
        </PageSection>
      )}
      <PageSection title="Get in Touch">
        <ContactPrompt lead={`Questions about ${organizationName} or ${productName}? Write to`} email={email} />
      </PageSection>
    </PageLayout>
  );
}
