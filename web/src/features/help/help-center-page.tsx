import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContactPrompt } from '../../components/contact-prompt';
import { PageLayout, PageSection } from '../../components/page-layout';
import { useConfig } from '../configuration';

interface Question {
  question: string;
  answer: ReactNode;
}

/** The spec's help text (section 1), every fact of it, as the questions shoppers ask. */
function questions(organizationName: string): Question[] {
  return [
    {
      question: 'What is a point worth?',
      answer: `One coin equals 1 INR. Points and coins are the same thing: every ${organizationName} point takes ₹1 off what you pay.`,
    },
    {
      question: 'How long are my points valid?',
      answer:
        'Points are valid for 7 days from issue. Points not used within those 7 days expire, so plan to redeem them soon after you receive them.',
    },
    {
      question: 'Is there a limit on how many points I can hold?',
      answer: 'No. There is no cap on accumulated points: your balance can grow as large as you like.',
    },
    {
      question: 'How are my points used at checkout?',
      answer:
        'Points are used first. When you pay with points, they are taken off your order before the rest is paid by UPI through PhonePe, Paytm, Google Pay or Other UPI.',
    },
    {
      question: 'Can I use points together with other offers?',
      answer: 'No. Points redemption cannot be combined with other offers.',
    },
    {
      question: 'Can I cancel a gift card?',
      answer:
        'No. Gift cards are digital and cannot be cancelled once issued. They reach you by SMS, WhatsApp and e-mail, and you can find them again at any time in Track Order.',
    },
    {
      question: 'How do I add points to my balance?',
      answer: (
        <>
          Redeem a voucher code on{' '}
          <Link component={RouterLink} to="/redeem-voucher">
            Load Coins
          </Link>
          : its points join your balance at once.
        </>
      ),
    },
    {
      question: 'How quickly does support reply?',
      answer: 'Our support team replies within 24-48 hours.',
    },
  ];
}

/** How points work, in four steps; the facts themselves are in the questions below. */
function steps(productName: string): { title: string; text: string }[] {
  return [
    { title: 'Collect', text: 'Load coins from a voucher code and they join your points balance.' },
    { title: 'Shop', text: `Choose gift cards from the ${productName} catalogue and add them to your cart.` },
    { title: 'Pay', text: 'At checkout, pay with your points and settle the rest by UPI.' },
    { title: 'Receive', text: 'Your gift cards arrive by SMS, WhatsApp and e-mail.' },
  ];
}

/** /help-center: how points work (spec section 1's help text) and how to reach support. */
export function HelpCenterPage() {
  const config = useConfig();
  const organizationName = config?.organization_name ?? '';
  const productName = config?.product_name ?? '';
  const email = config?.email ?? '';
  return (
    <PageLayout
      title="Help Center"
      maxWidth={880}
      intro={
        <Typography>
          {`Everything about your ${organizationName} points: what they are worth, how long they last and how they pay for your gift cards.`}
        </Typography>
      }
    >
      <PageSection title="How points work">
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {steps(productName).map(({ title, text }, index) => (
            <Paper component="li" key={title} variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {`${index + 1}. ${title}`}
              </Typography>
              <Typography variant="body2">{text}</Typography>
            </Paper>
          ))}
        </Box>
      </PageSection>

      <PageSection title="Frequently asked questions">
        {/* Every answer stays open: the page is short, and a shopper searching it with the browser finds every fact. */}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {questions(organizationName).map(({ question, answer }) => (
            <Paper component="li" key={question} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                {question}
              </Typography>
              <Typography>{answer}</Typography>
            </Paper>
          ))}
        </Box>
      </PageSection>

      <PageSection title="Still need help?">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <ContactPrompt lead={`Write to the ${organizationName} support team at`} email={email} />
        </Paper>
      </PageSection>
    </PageLayout>
  );
}
