import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import type { ContactChecker, ContactChecks } from '../contacts/contact-checker';
import type { CheckPolicy } from '../contacts/contact-facts';
import type { ContactStatus } from '../profiles/profile-contact.entity';
import { ContactChecksRepository } from './contact-checks.repository';
import type { EmailVerifier, Verification } from './email-verifier';
import type { ProviderGuard } from './provider-guard';

/** At most this many addresses of one profile are checked before one reveal. */
const CHECKS_PER_REVEAL = 3;

/**
 * Hunter's verdict as a contact status: valid is verified; accept_all (the domain takes every
 * address) or a webmail or unknown verdict with a score of 70 or more is likely; unknown is
 * unverified; invalid and disposable are removed (null).
 */
export function statusOf(v: Verification): ContactStatus | null {
  if (v.status === 'valid') return 'verified';
  if (v.status === 'invalid' || v.status === 'disposable') return null;
  if (v.status === 'accept_all' || (v.score ?? 0) >= 70) return 'likely';
  return 'unverified';
}

/**
 * Before a first reveal, the profile's e-mail addresses that were never checked, or not for
 * CONTACT_STALE_DAYS, are checked with the verifier (through the guard: cached, budgeted, bounded),
 * so that what the reveal charges for is what is true now. Without a verifier it does nothing.
 */
export class ContactChecksService implements ContactChecker {
  private readonly contacts: ContactChecksRepository;

  constructor(
    ds: DataSource,
    private readonly clock: Clock,
    private readonly guard: ProviderGuard,
    private readonly verifier: EmailVerifier | null,
    private readonly staleDays: number,
    private readonly logger: Logger,
  ) {
    this.contacts = new ContactChecksRepository(ds);
  }

  get policy(): CheckPolicy | null {
    return this.verifier ? { verifier: this.verifier.name, staleDays: this.staleDays, perReveal: CHECKS_PER_REVEAL } : null;
  }

  async checkBeforeReveal(userId: string, profileId: string): Promise<ContactChecks> {
    const verifier = this.verifier;
    const done: ContactChecks = { verifier: verifier?.name ?? null, checked: 0, removed: 0 };
    if (!verifier) return done;
    const now = this.clock.now();
    const stale = await this.contacts.staleEmails(
      profileId,
      userId,
      new Date(now.getTime() - this.staleDays * 86_400_000),
      CHECKS_PER_REVEAL,
    );
    for (const contact of stale) {
      let verdict: Verification;
      try {
        verdict = await this.guard.call<Verification>({
          provider: verifier.name,
          operation: 'verify',
          args: { email: contact.value.toLowerCase() },
          userId,
          requestsPerMinute: verifier.requestsPerMinute,
          // A check is asked for because the stored one is old: a kept answer would be as old.
          fresh: true,
          run: (signal) => verifier.verify(contact.value, signal),
          cost: () => 1,
          outcome: (v) => (v.status === 'invalid' || v.status === 'disposable' ? 'no_match' : 'match'),
        });
      } catch (err) {
        // The reveal goes on with the contacts as stored.
        this.logger.warn({ provider: verifier.name, err: (err as Error).message }, 'contacts not checked before a reveal');
        return done;
      }
      const status = statusOf(verdict);
      await this.contacts.applyVerdict(contact.id, status, this.clock.now());
      done.checked++;
      if (status === null) done.removed++;
    }
    return done;
  }
}
