import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { PageLayout } from '../../components/page-layout';
import { SubmitButton } from '../../components/submit-button';
import { useConfig } from '../configuration';
import { contactMessageMaxLength, contactSchema, type ContactValues } from './contact-schema';
import { mapLinks } from './map-links';
import { MessageSentDialog } from './message-sent-dialog';
import { reloadPage } from './reload-page';

/** Spec sections 4 and 9: the 'Message Sent' modal stays 2 s, then the form is cleared and the page reloads. */
export const contactResetDelayMs = 2000;

const emptyForm: ContactValues = { name: '', email: '', message: '' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <Typography id={headingId} component="h2" variant="h5">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Name, e-mail and message (spec section 5's rules). The spec's form makes no call: a valid submit only shows the
 * modal, then clears the form and reloads. A real integration would send the values from onSubmit.
 */
function ContactForm({ organizationName }: { organizationName: string }) {
  const [sent, setSent] = useState<ContactValues | null>(null);
  const formik = useFormik<ContactValues>({
    initialValues: emptyForm,
    validationSchema: contactSchema,
    onSubmit: (values) => setSent(values),
  });
  const { resetForm } = formik;

  useEffect(() => {
    if (sent === null) return undefined;
    const timer = window.setTimeout(() => {
      resetForm();
      reloadPage();
    }, contactResetDelayMs);
    return () => window.clearTimeout(timer);
  }, [sent, resetForm]);

  const message = formikField(formik, 'message', contactSchema);
  const count = `${formik.values.message.length}/${contactMessageMaxLength}`;
  return (
    <Panel title="Send us a message">
      <FormikForm formik={formik} aria-label="Contact form">
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <TextField label="Full Name" autoComplete="name" fullWidth {...formikField(formik, 'name', contactSchema)} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            {...formikField(formik, 'email', contactSchema)}
          />
          <TextField
            label="Message"
            multiline
            minRows={5}
            fullWidth
            {...message}
            // The error when there is one, and always how much of the 500 characters the message uses.
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{message.helperText}</span>
                <span>{count}</span>
              </Box>
            }
            slotProps={{ htmlInput: { maxLength: contactMessageMaxLength } }}
          />
          {/* One message per press: disabled from the press on and, once sent, until the page reloads. */}
          <SubmitButton disabled={formik.isSubmitting || sent !== null}>Send Message</SubmitButton>
        </Box>
      </FormikForm>
      {sent !== null && <MessageSentDialog sent={sent} organizationName={organizationName} />}
    </Panel>
  );
}

function ContactDetails({
  organizationName,
  email,
  address,
}: {
  organizationName: string;
  email: string;
  address: string;
}) {
  return (
    <Panel title="Contact details">
      <Typography sx={{ fontWeight: 700 }}>{organizationName}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dd': { m: 0 } }}>
        <div>
          <Typography component="dt" variant="body2" color="textSecondary">
            Email
          </Typography>
          <Typography component="dd">
            <Link href={`mailto:${email}`}>{email}</Link>
          </Typography>
        </div>
        {address.trim() !== '' && (
          <div>
            <Typography component="dt" variant="body2" color="textSecondary">
              Address
            </Typography>
            <Typography component="dd" sx={{ whiteSpace: 'pre-line' }}>
              {address}
            </Typography>
          </div>
        )}
      </Box>
      <Typography variant="body2">Our support team replies within 24-48 hours.</Typography>
    </Panel>
  );
}

/** The configured address on a map, and a plain link to it: the embed needs Google, the link works anywhere. */
function AddressMap({ address }: { address: string }) {
  const links = mapLinks(address);
  if (links === null) return null;
  return (
    <Panel title="Find us">
      <Box
        component="iframe"
        src={links.embedUrl}
        title={`Map of ${address}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        // The map needs its scripts; the frame may open Google Maps in a new tab and nothing else of this page.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        sx={{ width: '100%', height: 280, border: 0, borderRadius: 1, bgcolor: 'action.hover' }}
      />
      <Link href={links.searchUrl} target="_blank" rel="noopener noreferrer" sx={{ justifySelf: 'start' }}>
        Open in Google Maps
      </Link>
    </Panel>
  );
}

/** /contact-us: the contact form, the organisation's contact details and its address on a map. */
export function ContactUsPage() {
  const config = useConfig();
  const organizationName = config?.organization_name ?? '';
  const email = config?.email ?? '';
  const address = config?.address ?? '';
  return (
    <PageLayout
      title="Contact Us"
      maxWidth={1040}
      intro={
        <>
          <Typography>
            {`Questions about an order, a gift card or your ${organizationName} points? Send us a message and our support team will get back to you.`}
          </Typography>
          <Typography variant="body2">
            {'How points work is explained in the '}
            <Link component={RouterLink} to="/help-center">
              Help Center
            </Link>
            .
          </Typography>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <ContactForm organizationName={organizationName} />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ContactDetails organizationName={organizationName} email={email} address={address} />
          <AddressMap address={address} />
        </Box>
      </Box>
    </PageLayout>
  );
}
