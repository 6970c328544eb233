import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LegalPage, MailLink } from '../../features/public/LegalPage';
import publicStyles from '../../features/public/public.module.css';
import styles from './peoplePrivacy.module.css';

/** What the server says of who holds the data and for how long (GET /api/people-privacy). */
interface Facts {
  operatorName: string;
  contactEmail: string;
  contactStaleDays: number;
  /** A contact no one confirmed for longer than this is hidden until it is confirmed again. */
  contactHideDays: number;
  /** A profile not updated from its source for longer than this is marked out of date. */
  profileStaleDays: number;
  /** How long the record of who revealed a person's contacts is kept. */
  revealLogDays: number;
}

/** The operator's facts, read once the page runs: the prerendered page shows '–' in their place. */
function useFacts(): Facts | null {
  const [facts, setFacts] = useState<Facts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/people-privacy', { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: Facts }>) : null))
      .then((body) => body && setFacts(body.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return facts;
}

/**
 * The notice for the people whose data is in the index (route `/people-privacy`, linked from every
 * public page's footer and from the Privacy Policy): what is held about them, from which kinds of
 * sources, why, for how long, who sees it, and their rights, in plain words.
 */
export function Component() {
  const facts = useFacts();
  return (
    <LegalPage
      title="If you are in our index"
      intro={
        <>
          TalentLens helps recruiters and sales teams find professionals. If you are one of the people they can find, this page tells you
          what we hold about you, where it came from, who sees it, and how to see it, correct it or have it removed.
        </>
      }
    >
      {/* Read from the server once the page runs (the operator's configuration); each on a line of its own, so nothing moves when they arrive. */}
      <dl className={styles.facts}>
        <dt>Your data is held by</dt>
        <dd data-testid="operator-name">{facts?.operatorName ?? '–'}</dd>
        <dt>Write to us at</dt>
        <dd data-testid="contact-email">{facts ? <MailLink address={facts.contactEmail} /> : '–'}</dd>
        <dt>E-mail addresses are checked again after</dt>
        <dd data-testid="stale-days">{facts ? `${facts.contactStaleDays} days` : '–'}</dd>
        <dt>A contact no one has confirmed is hidden after</dt>
        <dd data-testid="hide-days">{facts ? `${facts.contactHideDays} days` : '–'}</dd>
        <dt>A profile not updated is marked out of date after</dt>
        <dd data-testid="profile-stale-days">{facts ? `${facts.profileStaleDays} days` : '–'}</dd>
        <dt>Who revealed your contact details is kept for</dt>
        <dd data-testid="reveal-log-days">{facts ? `${facts.revealLogDays} days` : '–'}</dd>
      </dl>

      <h2>1. What we hold about you</h2>
      <ul>
        <li>
          <strong>Your professional profile:</strong> name, headline, current and past roles with their companies and dates, education,
          skills, location, and a link to your LinkedIn profile.
        </li>
        <li>
          <strong>Your work contact details:</strong> e-mail addresses and phone numbers, each with how sure we are of it (verified, likely,
          unverified or outdated) and when it was last checked.
        </li>
        <li>
          <strong>Where each fact came from and when:</strong> every fact keeps its source and the date it was read, so we can tell you.
        </li>
      </ul>
      <p>We do not hold sensitive data about you (such as health, beliefs or ethnicity) on purpose, and we do not guess it.</p>

      <h2>2. Where it comes from</h2>
      <ul>
        <li>
          files our operator imports: professional data licensed from data vendors, and contact lists from recruiting and sales tools;
        </li>
        <li>
          People Data Labs, a data provider, when one of our users opens your LinkedIn link or searches for people like you and we do not
          hold you yet;
        </li>
        <li>
          Hunter, an e-mail verification service, which checks whether a work address of yours still works, and may find your address at
          your current employer, before anyone pays to see it.
        </li>
      </ul>
      <p>We never copy data from LinkedIn itself.</p>

      <h2>3. Why</h2>
      <p>
        So that businesses can find and contact professionals for jobs and business that may interest them: our legitimate interest, and
        theirs, balanced against yours. You can object at any time, and we then remove you (section 6).
      </p>

      <h2>4. Who sees it</h2>
      <ul>
        <li>Signed-in business users see your professional profile when it matches their search.</li>
        <li>
          Your contact details are shown only to a user who reveals them, for a fee; we record who revealed them and when, keep that record
          for the time given at the top of this page (also after you are removed), and can tell you which companies did.
        </li>
        <li>Our staff, to run the service, and the providers above, to check your details. We do not sell your data.</li>
      </ul>

      <h2>5. How long</h2>
      <p>
        We keep your profile while it serves the purpose above. An e-mail address not checked for the time given at the top of this page is
        checked again before anyone pays for it, and one found undeliverable is deleted. When you ask to be removed, we delete your profile
        and keep only a one-way code of your e-mail address, LinkedIn name and phone number (never the values), so that you are not added
        again.
      </p>
      <p>
        We hide a contact detail that no one has confirmed for the time given at the top of this page until it is confirmed again: meanwhile
        nobody sees it or pays for it. We mark a profile that was not updated for the time given there as out of date, wherever it is shown
        or exported. Whoever sees your contact details also sees where each came from and when it was last checked, so they can tell you
        too.
      </p>

      <h2>6. Your rights</h2>
      <p>
        You can ask to see everything we hold about you with its sources, to receive it as a file, to have it corrected, or to have it
        removed and kept out. Users who saved you in a list then see only &ldquo;Removed at the person&apos;s request&rdquo;. You can do all
        of it yourself with a code sent to your e-mail address, or to the addresses we hold for your LinkedIn profile:{' '}
        <Link to="/people-privacy/me" className={publicStyles.inlineLink}>
          see or remove your data
        </Link>
        . Access and removal happen at once; we answer a correction by e-mail within one month.
      </p>

      <h2>7. Contact</h2>
      <p>
        Write to us at the address given at the top of this page, from the e-mail address you want us to look up, or with the link to your
        LinkedIn profile. See also our{' '}
        <Link to="/privacy" className={publicStyles.inlineLink}>
          Privacy Policy
        </Link>
        . You may also complain to your data protection authority.
      </p>
    </LegalPage>
  );
}
