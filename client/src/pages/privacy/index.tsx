import { Link } from 'react-router';
import { LegalPage, MailLink } from '../../features/public/LegalPage';
import { SUPPORT_EMAIL } from '../../features/public/plans';
import publicStyles from '../../features/public/public.module.css';

/** Privacy Policy, route `/privacy` (linked from sign-up). */
export function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          This policy explains what personal data TalentLens handles, why, and the choices you have. It covers both our customers (the
          people who use TalentLens) and the professionals whose public information appears in search results.
        </>
      }
    >
      <h2>1. Data about our customers</h2>
      <ul>
        <li>
          <strong>Account data:</strong> work e-mail address, name, company, phone number, job title and profile picture.
        </li>
        <li>
          <strong>Usage data:</strong> searches, lists, revealed contacts, credits and plan details, so the product works and you can see
          your history.
        </li>
        <li>
          <strong>Payment data:</strong> handled by our card payment provider. We receive the payment status and amount, never your full
          card number.
        </li>
        <li>
          <strong>Technical data:</strong> a session cookie to keep you signed in, and logs used for security and troubleshooting.
        </li>
      </ul>

      <h2>2. Data about professionals in search results</h2>
      <p>
        TalentLens works with information that people have made publicly available on the open web, such as professional profiles, company
        pages and public work. We use it to let business users find relevant professionals, to show contact details and to generate profile
        summaries. We do not collect sensitive categories of data on purpose.
      </p>

      <h2>3. Why we use data</h2>
      <ul>
        <li>to provide, secure and improve the service (performance of our contract and legitimate interests);</li>
        <li>to help businesses find and contact professionals (legitimate interests, balanced against your rights);</li>
        <li>to bill customers and meet legal obligations.</li>
      </ul>
      <p>We do not sell personal data, and we do not use customers&apos; searches to advertise to them.</p>

      <h2>4. Sharing</h2>
      <p>
        We share data only with service providers that help us run TalentLens (hosting, e-mail delivery, payments, AI processing), under
        contracts that protect it, and when the law requires it.
      </p>

      <h2>5. Retention and security</h2>
      <p>
        We keep account data while your account is open and for a limited period afterwards to meet legal duties. Data is encrypted in
        transit, and access is limited to the people who need it.
      </p>

      <h2>6. Your rights</h2>
      <p>
        Depending on where you live, you may ask to access, correct, delete or export your data, or object to its use. Professionals who
        find themselves in TalentLens can ask us to remove or correct their profile at any time: see{' '}
        <Link to="/people-privacy" className={publicStyles.inlineLink}>
          If you are in our index
        </Link>
        . We answer requests within 30 days.
      </p>

      <h2>7. Contact</h2>
      <p>
        For privacy questions or requests, write to <MailLink address={SUPPORT_EMAIL} />. See also our{' '}
        <Link to="/terms" className={publicStyles.inlineLink}>
          Terms of Service
        </Link>
        .
      </p>
    </LegalPage>
  );
}
