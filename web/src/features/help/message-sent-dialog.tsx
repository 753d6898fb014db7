import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ContactValues } from './contact-schema';

/** 'Message Sent', shown after a valid submit (spec section 4). */
export function MessageSentDialog({ sent, organizationName }: { sent: ContactValues; organizationName: string }) {
  const titleId = useId();
  const textId = useId();
  const name = sent.name.trim();
  // A name may end with its own full stop (Jr.): the sentence then needs no second one.
  const greeting = `Thank you, ${name}${name.endsWith('.') ? '' : '.'}`;
  // No close button: the spec's modal gives way to the reload 2 s later.
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Message Sent</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`${greeting} The ${organizationName} support team will reply to ${sent.email.trim()} within 24-48 hours.`}
        </DialogContentText>
      </DialogContent>
    </Dialog>
  );
}
