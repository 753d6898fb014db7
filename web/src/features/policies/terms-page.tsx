import Link from '@mui/material/Link';
import { PolicyPage, usePolicyNames, type PolicyNames, type PolicySection } from './policy-page';

/** The spec's seven sections, in its order; the last, Contact Information, is the page's closing section. */
export function termsSections({ organizationName, productName, website }: PolicyNames): PolicySection[] {
  return [
    {
      title: 'Introduction',
      paragraphs: [
        <>
          {`These terms govern your use of ${productName}`}
          {website !== undefined && (
            <>
              {' ('}
              <Link href={website}>{website}</Link>)
            </>
          )}
          {`, the gift card store run by ${organizationName}. "We" and "us" mean ${organizationName}; "you" means the member using the store.`}
        </>,
        `${productName} sells digital gift cards and vouchers of other brands, paid for with loyalty points (coins) and cash. One coin equals ₹1.`,
      ],
    },
    {
      title: 'Acceptance',
      paragraphs: [
        'By creating an account, signing in or placing an order you accept these terms. If you do not accept them, please do not use the store.',
        'We may update these terms. The version on this page applies to every order placed after it is published; an order already placed keeps the terms it was placed under.',
      ],
    },
    {
      title: 'Commercial Agreements',
      paragraphs: [
        'Prices are in Indian rupees. At checkout your points are used first; the rest is paid by UPI through PhonePe, Paytm, Google Pay or Other UPI (any other UPI app) within the time the payment page shows. An order that is not paid in that time expires and the points it used return to your balance.',
        'Points are valid for 7 days from issue and cannot be combined with other offers. There is no cap on the points you may hold.',
        `Gift cards are digital and cannot be cancelled once issued, nor returned or exchanged for cash. They reach you by SMS, WhatsApp and e-mail. Each card is honoured by its brand under the brand's own terms, shown on the card's page. Bulk purchases and partnerships with ${organizationName} are agreed separately in writing; write to us to start one.`,
      ],
    },
    {
      title: 'User Responsibilities',
      paragraphs: [
        'Keep your sign-in details to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed from it.',
        'Give true details when you sign up and keep your profile up to date, so that your gift cards reach you. Use the store for lawful, personal purposes only: do not resell gift cards without our written consent, and do not try to disrupt the store or reach data that is not yours.',
      ],
    },
    {
      title: 'Intellectual Property',
      paragraphs: [
        `The store, its design, texts and software belong to ${organizationName} or its licensors. Brand names, logos and gift card designs belong to their owners and appear here only to describe their gift cards.`,
        'You may view and print pages of the store for your own use. Copying, changing or publishing them otherwise needs our written consent.',
      ],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        `${organizationName} delivers the gift cards you buy and answers for that delivery. The goods and services bought with a gift card are supplied by its brand, which answers for them.`,
        `As far as the law allows, ${organizationName} is not liable for indirect or consequential loss, and its liability for an order is limited to the amount you paid for it. Nothing in these terms limits rights you have as a consumer under Indian law.`,
      ],
    },
  ];
}

/** /terms-conditions: the terms of use, in the organisation's name from the configuration. */
export function TermsPage() {
  const names = usePolicyNames();
  return (
    <PolicyPage
      title="Terms & Conditions"
      intro={`Please read these terms before you use ${names.productName}. They explain what you can expect from ${names.organizationName} and what we expect from you.`}
      sections={termsSections(names)}
      contactTitle="Contact Information"
      contactLead={`Questions about these terms? Our support team replies within 24-48 hours. Write to ${names.organizationName} at`}
      names={names}
    />
  );
}
