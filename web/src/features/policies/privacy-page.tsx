import { PolicyPage, usePolicyNames, type PolicyNames, type PolicySection } from './policy-page';

export function privacySections({ organizationName, productName }: PolicyNames): PolicySection[] {
  return [
    {
      title: 'What we hold',
      paragraphs: [
        'Your account: your user name, e-mail address, phone number, address lines and country, and a profile picture if your account has one.',
        'Your orders: what you bought, when, what you paid in points and cash, and the card numbers, PINs and claim links of the gift cards issued to you. Your points: every code you redeemed and every point an order used or returned.',
      ],
    },
    {
      title: 'Why we hold it',
      paragraphs: [
        'To run your account, deliver your gift cards by SMS, WhatsApp and e-mail, show you your orders and points, and answer your questions. We do not sell your details and do not use them for advertising by others.',
        `Payments are made in your UPI app (PhonePe, Paytm, Google Pay or Other UPI); ${organizationName} receives the outcome of a payment, never your bank or UPI details.`,
      ],
    },
    {
      title: 'Your password and your sign-in',
      paragraphs: [
        `${productName} never stores your password: it is sent only when you sign in or change it, and kept by no page of the store. What keeps you signed in is a pair of tokens in cookies, described in the Cookie Policy. With Remember me, this browser keeps only your e-mail address, to offer it at the next sign-in.`,
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        'Your account details for as long as your account is open. Orders and points records for as long as the law requires us to keep records of sales, and no longer than needed to answer questions about them.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You can see and correct your details in Edit Profile at any time. You may ask us for a copy of what we hold about you, for a correction, or for your account to be closed and your details deleted, except what the law requires us to keep.',
      ],
    },
  ];
}

/** /privacy: what the store holds about a shopper and why, in the organisation's name from the configuration. */
export function PrivacyPage() {
  const names = usePolicyNames();
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={`${names.organizationName} runs ${names.productName}. This policy says what we hold about you, why, for how long, and what you can ask of us.`}
      sections={privacySections(names)}
      contactTitle="Contact Information"
      contactLead={`Questions about your data, or a request about it? Our support team replies within 24-48 hours. Write to ${names.organizationName} at`}
      names={names}
    />
  );
}
