import { Link } from 'react-router';
import { LegalPage, MailLink } from '../../features/public/LegalPage';
import { SUPPORT_EMAIL } from '../../features/public/plans';
import publicStyles from '../../features/public/public.module.css';

/** Terms of Service, route `/terms` (linked from sign-up). */
export function Component() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <>
          These terms govern your use of TalentLens, a people-discovery service for businesses. By creating an account or using the service
          you agree to them on behalf of yourself and the organisation you work for.
        </>
      }
    >
      <h2>1. The service</h2>
      <p>
        TalentLens lets you search publicly available professional information on the open web, view profiles, reveal contact details,
        generate AI-written summaries and insights, and keep lists and a search history. Features depend on your plan and may change as the
        product evolves.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>TalentLens is for business use. You sign up with a work e-mail address or a supported sign-in provider.</li>
        <li>You are responsible for activity under your account and must keep access to your e-mail secure.</li>
        <li>You must give accurate information and be old enough to enter a contract where you live.</li>
      </ul>

      <h2>3. Acceptable use</h2>
      <p>You agree to use TalentLens lawfully and respectfully. In particular, you will not:</p>
      <ul>
        <li>contact people in breach of anti-spam, data-protection or employment laws that apply to you;</li>
        <li>use the service to discriminate, harass, stalk or make decisions about people based solely on automated output;</li>
        <li>resell, bulk-export or scrape the service, or share your account with people outside your organisation;</li>
        <li>try to break, overload or reverse-engineer the service or get around its limits.</li>
      </ul>
      <p>
        You are the controller of any personal data you take out of TalentLens and use for your own purposes, and you are responsible for
        having a lawful basis to do so.
      </p>

      <h2>4. Plans, credits and payment</h2>
      <p>
        Plans and prices are shown on the{' '}
        <Link to="/pricing" className={publicStyles.inlineLink}>
          pricing page
        </Link>
        . Searches and profile views are unlimited; revealing a profile&apos;s contact details uses one credit the first time. Credits and
        access last for the period of your plan. Payments are handled by our card payment provider; prices exclude taxes unless stated.
        Except where the law requires otherwise, payments and used credits are not refundable.
      </p>

      <h2>5. AI-generated content</h2>
      <p>
        Summaries, assessments and recommendations are generated automatically from public information and may be incomplete or wrong. Treat
        them as a starting point and verify important facts before you act on them.
      </p>

      <h2>6. Availability and changes</h2>
      <p>
        We work to keep TalentLens available and accurate but provide it &quot;as is&quot;, without warranties. We may update these terms;
        if a change is significant we will tell you by e-mail or in the app before it takes effect.
      </p>

      <h2>7. Liability</h2>
      <p>
        To the extent the law allows, TalentLens is not liable for indirect or consequential losses, and our total liability is limited to
        the amount you paid us in the twelve months before the claim.
      </p>

      <h2>8. Suspension and termination</h2>
      <p>
        You may stop using TalentLens at any time. We may suspend or close accounts that breach these terms, with notice where reasonable.
      </p>

      <h2>9. Contact</h2>
      <p>
        Questions about these terms? Write to <MailLink address={SUPPORT_EMAIL} />. Our{' '}
        <Link to="/privacy" className={publicStyles.inlineLink}>
          Privacy Policy
        </Link>{' '}
        explains how we handle personal data.
      </p>
    </LegalPage>
  );
}
