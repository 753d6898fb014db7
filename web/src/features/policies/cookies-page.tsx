import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PageSection, withSoftBreaks } from '../../components/page-layout';
import { PolicyPage, usePolicyNames, type PolicyNames, type PolicySection } from './policy-page';
import { storedItems } from './stored-items';

export function cookiesSections({ organizationName, productName, website }: PolicyNames): PolicySection[] {
  return [
    {
      title: 'What cookies are',
      paragraphs: [
        'Cookies are small pieces of text a website keeps in your browser. Local storage is a similar place in your browser that only the website itself reads; unlike cookies, it is never sent with a request.',
        <>
          {productName}
          {website !== undefined && (
            <>
              {' at '}
              <Link href={website}>{website}</Link>
            </>
          )}
          {` keeps only what it needs to work: no advertising, analytics or tracking cookies, and nothing shared with others.`}
        </>,
      ],
    },
    {
      title: 'Your choices',
      paragraphs: [
        `You can delete cookies and local storage in your browser's settings at any time. Without them you will have to sign in again, and ${organizationName} cannot keep a payment's countdown across a reload; if your browser refuses them altogether, signing in will not work.`,
      ],
    },
  ];
}

/** /cookies: the cookies and storage the storefront really uses, in the organisation's name from the configuration. */
export function CookiesPage() {
  const names = usePolicyNames();
  const items = storedItems(names.organizationName);
  const captionId = useId();
  return (
    <PolicyPage
      title="Cookie Policy"
      intro={`${names.organizationName} runs ${names.productName}. This policy lists every cookie and every piece of browser storage the store uses, why, and for how long.`}
      sections={cookiesSections(names)}
      contactTitle="Contact Information"
      contactLead={`Questions about cookies? Our support team replies within 24-48 hours. Write to ${names.organizationName} at`}
      names={names}
    >
      <PageSection title="What we keep in your browser">
        {/* Four columns need more than a phone's width: the table scrolls sideways in its own named region, which the
            keyboard can reach to scroll it (WCAG 1.4.10 exempts data tables from reflow), its words whole. */}
        <TableContainer component={Paper} variant="outlined" role="region" aria-labelledby={captionId} tabIndex={0}>
          <Table size="small" sx={{ minWidth: 640 }}>
            <caption id={captionId}>{`Cookies and browser storage used by ${names.productName}`}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Name
                </TableCell>
                <TableCell component="th" scope="col">
                  Kind
                </TableCell>
                <TableCell component="th" scope="col">
                  Purpose
                </TableCell>
                <TableCell component="th" scope="col">
                  How long it stays
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map(({ name, kind, purpose, lasts }) => (
                <TableRow key={name}>
                  {/* A long key wraps after a dot ('giftstore.' 'savedLoginEmails'), not in a word. */}
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {withSoftBreaks(name, '.')}
                  </TableCell>
                  <TableCell>{kind}</TableCell>
                  <TableCell>{purpose}</TableCell>
                  <TableCell>{lasts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography variant="body2">
          Nothing else is written to your browser: the store sets no other cookie and reads no other storage.
        </Typography>
      </PageSection>
    </PolicyPage>
  );
}
