import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from './plans';
import styles from './public.module.css';

/**
 * The packages of docs/product-spec.md §9, in words. The signed-in app reads them from the server
 * (creditPackages); the public pages stay free of Apollo, so this line is kept by hand.
 */
const packages = '2 credits for $1, 44 credits for $50, 66 credits for $75';

/** Pricing FAQ (docs/product-spec.md §5 and §9). */
export const FAQ: { key: string; question: string; answer: ReactNode }[] = [
  {
    key: 'credit',
    question: 'What is a credit?',
    answer:
      "A credit reveals a profile's contact details: its e-mail addresses and phone numbers. Before you reveal, you see what is there and what it costs. Revealing a profile costs 1 credit the first time, and nothing when it has no verified or likely contact; opening or revealing the same profile again is free.",
  },
  {
    key: 'searches',
    question: 'Do searches or profile views cost credits?',
    answer:
      'No. Every plan includes unlimited searches and unlimited profile views, whether you search with keywords, boolean operators or natural language. Credits are only used to reveal contact details.',
  },
  {
    key: 'expiry',
    question: 'What happens when my plan expires?',
    answer:
      'Your account, your lists and the contacts you already revealed stay with you, and you can still open profiles. AI insights (profile summaries, assessments and recommendations) need an active plan, so renew or upgrade to keep using them.',
  },
  {
    key: 'more-credits',
    question: 'Can I buy more credits?',
    answer: `Yes. From your dashboard you can buy credit packages at any time: ${packages}. Payment is by card through a secure hosted checkout, and the credits are added to your account right after payment.`,
  },
  {
    key: 'work-email',
    question: 'Why do I need a work e-mail address?',
    answer:
      'TalentLens is built for businesses, so accounts are opened with a work e-mail address: addresses from free-mail providers such as Gmail, Hotmail, Yahoo, Outlook or AOL are not accepted. We send a 6-digit one-time code to sign you in, so there is no password to remember. You can also sign in with Google or LinkedIn.',
  },
  {
    key: 'privacy',
    question: 'How do you handle data and privacy?',
    answer: (
      <>
        TalentLens works with publicly available professional information. Your searches, lists and revealed contacts are private to your
        account and we never sell them. Read our{' '}
        <Link to="/privacy" className={styles.inlineLink}>
          Privacy Policy
        </Link>{' '}
        for the details, or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.inlineLink}>
          {SUPPORT_EMAIL}
        </a>{' '}
        to ask about, correct or remove data.
      </>
    ),
  },
  {
    key: 'billing',
    question: 'Can I switch between monthly and yearly billing?',
    answer:
      'Yes. Pro is a subscription, billed monthly or yearly, and you can switch or cancel it from your account page at any time: a switch is prorated, and a cancelled plan runs to the end of the period you paid for. Yearly billing costs 20% less than paying month by month; on Pro that is $80 a month instead of $100, a saving of $240 a year. Every month of Pro adds 90 credits, and unused credits carry over. Enterprise pricing is agreed with our sales team.',
  },
];
