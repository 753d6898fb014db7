import { Link } from 'react-router-dom';
import { buttonClassName } from '../lib/ui/button';
import styles from './contact-prompt.module.css';
import typography from '../lib/ui/typography.module.css';

export interface ContactPromptProps {
  /** The sentence's start, before the e-mail address. */
  lead: string;
  email: string;
}

/** How to reach the organisation: its e-mail as a mailto link and a Contact Us button to /contact-us. */
export function ContactPrompt({ lead, email }: ContactPromptProps) {
  return (
    <>
      <p className={styles.text}>
        {`${lead} `}
        <a href={`mailto:${email}`} className={typography.link}>
          {email}
        </a>
        {' or send us a message from the Contact Us page.'}
      </p>
      <Link to="/contact-us" className={buttonClassName({ variant: 'contained', className: styles.contactUs })}>
        Contact Us
      </Link>
    </>
  );
}
