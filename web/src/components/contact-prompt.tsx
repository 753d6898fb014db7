import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface ContactPromptProps {
  /** The sentence's start, before the e-mail address. */
  lead: string;
  email: string;
}

/** How to reach the organisation: its e-mail as a mailto link and a Contact Us button to /contact-us. */
export function ContactPrompt({ lead, email }: ContactPromptProps) {
  return (
    <>
      <Typography>
        {`${lead} `}
        <Link href={`mailto:${email}`}>{email}</Link>
        {' or send us a message from the Contact Us page.'}
      </Typography>
      {/* At the start of the grid its callers lay it in, its label as written. */}
      <Button
        component={RouterLink}
        to="/contact-us"
        variant="contained"
        sx={{ justifySelf: 'start', textTransform: 'none' }}
      >
        Contact Us
      </Button>
    </>
  );
}
