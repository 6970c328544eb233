import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import type { ContactChecker, ContactChecks } from '../contacts/contact-checker';
import type { CheckPlan, CheckPolicy, FindTarget } from '../contacts/contact-facts';
import type { ContactStatus } from '../profiles/profile-contact.entity';
import { ContactChecksRepository } from './contact-checks.repository';
import { FREE_VERDICTS, type EmailVerifier, type FoundEmail, type Verification, type VerifierStatus } from './email-verifier';
import type { GuardedCall, ProviderGuard } from './provider-guard';

/** At most this many addresses of one profile are checked before one reveal. */
const CHECKS_PER_REVEAL = 3;

/**
 * Hunter's verdict as a contact status: valid is verified; accept_all (the domain takes every
 * address) or a webmail or unknown verdict with a score of 70 or more is likely; unknown is
 * unverified; invalid and disposable are removed (null).
 */
export function statusOf(v: { status: VerifierStatus; score: number | null }): ContactStatus | null {
  if (v.status === 'valid') return 'verified';
  if (v.status === 'invalid' || v.status === 'disposable') return null;
  if (v.status === 'accept_all' || (v.score ?? 0) >= 70) return 'likely';
  return 'unverified';
}

/**
 * Before a first reveal, does what the plan (contacts' checkPlanOf) says, through the guard (cached,
 * budgeted, bounded): the profile's e-mail addresses never checked, or not for CONTACT_STALE_DAYS,
 * are verified, so that what the reveal charges for is what is true now; then, when no address at
 * the person's current employer is left, the finder looks for one. Without a verifier it does nothing.
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
    return this.verifier ? { verifier: this.verifier.name, staleDays: this.staleDays, perReveal: CHECKS_PER_REVEAL, finds: true } : null;
  }

  async checkBeforeReveal(userId: string, plan: CheckPlan): Promise<ContactChecks> {
    const verifier = this.verifier;
    const done: ContactChecks = { verifier: verifier?.name ?? null, checked: 0, removed: 0, found: null, unanswered: false };
    if (!verifier) return done;
    const removed = new Set<string>();
    for (const contact of plan.verify) {
      const verdict = await this.ask<Verification>(verifier, userId, {
        operation: 'verify',
        args: { email: contact.value.toLowerCase() },
        // A check is asked for because the stored one is old: a kept answer would be as old.
        fresh: true,
        run: (signal) => verifier.verify(contact.value, signal),
        cost: (v) => (FREE_VERDICTS.has(v.status) ? 0 : 1),
        outcome: (v) => (v.status === 'invalid' || v.status === 'disposable' ? 'no_match' : 'match'),
      });
      if (!verdict) return { ...done, unanswered: true }; // the reveal goes on with the contacts as stored
      const status = statusOf(verdict);
      await this.contacts.applyVerdict(contact.id, status, this.clock.now(), verdict.lastSeenOn);
      done.checked++;
      if (status === null) {
        done.removed++;
        removed.add(contact.id);
      }
    }
    const target = plan.find;
    if (target && target.unlessKept.every((id) => removed.has(id))) {
      done.found = await this.find(verifier, userId, plan.profileId, target);
      if (!done.found) done.unanswered = true;
    }
    return done;
  }

  /** Looks for the person's work address at the domain and stores it; what was found, or null when the finder could not answer. */
  private async find(verifier: EmailVerifier, userId: string, profileId: string, target: FindTarget): Promise<ContactChecks['found']> {
    const question: FindTarget = { domain: target.domain, firstName: target.firstName, lastName: target.lastName };
    // Wrapped: a no-find is an answer to keep too, and the answer store keeps JSON objects.
    const answer = await this.ask<{ found: FoundEmail | null }>(verifier, userId, {
      operation: 'find',
      args: { domain: question.domain, first: question.firstName.toLowerCase(), last: question.lastName.toLowerCase() },
      run: async (signal) => ({ found: await verifier.find(question, signal) }),
      // Hunter charges a search only when it finds an address.
      cost: (a) => (a.found ? 1 : 0),
      outcome: (a) => (a.found ? 'match' : 'no_match'),
    });
    if (answer === undefined) return null;
    const found = answer.found;
    const status = found ? statusOf({ status: found.verification ?? 'unknown', score: found.score }) : null;
    if (!found || status === null) return { domain: question.domain, address: null };
    await this.contacts.addFound(profileId, {
      value: found.email,
      status,
      origin: verifier.name,
      at: this.clock.now(),
      lastVerifiedAt: found.verification && found.verifiedOn ? new Date(`${found.verifiedOn}T00:00:00Z`) : null,
      lastSeenOn: found.lastSeenOn,
    });
    return { domain: question.domain, address: found.email };
  }

  /** One guarded call to the verifier for this user; undefined when it could not be made (logged: the reveal goes on). */
  private async ask<T>(
    verifier: EmailVerifier,
    userId: string,
    call: Omit<GuardedCall<T>, 'provider' | 'userId' | 'requestsPerMinute'>,
  ): Promise<T | undefined> {
    try {
      return await this.guard.call<T>({ provider: verifier.name, userId, requestsPerMinute: verifier.requestsPerMinute, ...call });
    } catch (err) {
      this.logger.warn(
        { provider: verifier.name, operation: call.operation, err: (err as Error).message },
        'contacts not checked before a reveal',
      );
      return undefined;
    }
  }
}
