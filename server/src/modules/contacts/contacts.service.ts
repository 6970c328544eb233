import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { verificationText, type ContactChecker } from './contact-checker';
import type { Logger } from '../../common/logger';
import type { CreditsService } from '../credits/credits.service';
import type { TeamCreditsService } from '../teams/team-credits.service';
import { findProfileByUsername } from '../profiles/profile-lookup';
import {
  checkPlanOf,
  costOf,
  previewOf,
  readContacts,
  type CheckPolicy,
  type HideRule,
  type RevealPreview,
  type StoredContact,
} from './contact-facts';
import { ContactsRepository, type ProfileContactFacts } from './contacts.repository';
import {
  CHOOSE_PROFILE_MESSAGE,
  type BulkRevealItem,
  type BulkRevealResult,
  type ContactCost,
  ContactStatusEnum,
  type ContactsRevealResult,
  type NotRevealedReason,
  type RevealedContacts,
} from './contacts.types';

export const NOTHING_USABLE_MESSAGE = 'No verified or likely contact found, so no credit was charged.';
export const BULK_NO_CREDITS_MESSAGE = 'Not revealed: no credits left.';
export const BULK_NOT_FOUND_MESSAGE = 'Not revealed: there is no such profile.';
export const BULK_UNAVAILABLE_MESSAGE =
  'Not revealed: the service was interrupted before this profile, so nothing was charged for it. Please reveal it again in a moment.';

/** A reveal that showed contacts, as a who-saw-what log records it inside the reveal's transaction. */
export type RevealRecorder = (
  manager: EntityManager,
  reveal: { userId: string; profileId: string; contacts: ReadonlyArray<Pick<StoredContact, 'kind' | 'value'>> },
) => Promise<void>;

/** Contacts as the API lists them: e-mails and phone numbers apart, each in the order shown. */
function listed(shown: readonly StoredContact[]): RevealedContacts {
  const facts = (c: StoredContact) => ({
    status: c.status as ContactStatusEnum,
    type: c.type,
    source: c.source,
    lastVerifiedAt: c.lastVerifiedAt,
    fetchedAt: c.fetchedAt,
    lastSeenOn: c.lastSeenOn ?? null,
    origin: c.origin ?? null,
  });
  return {
    emails: shown.filter((c) => c.kind === 'email').map((c) => ({ address: c.value, ...facts(c) })),
    phoneNumbers: shown.filter((c) => c.kind === 'phone').map((c) => ({ number: c.value, ...facts(c) })),
  };
}

/**
 * Revealing a profile's contacts (docs/decisions.md, "Plans and credits"): 1 credit the first time
 * a user reveals a profile that has a verified or likely contact; free when it has none (a ledger
 * row of 0 says so), and free ever after. Previews say what a reveal would show and cost, read
 * through the same rule (contact-facts.ts), so they cannot disagree.
 */
export class ContactsService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    /** A contact no one confirmed for this long is hidden from previews and reveals until checked again (CONTACT_HIDE_DAYS). */
    private readonly contactHideDays: number,
    private readonly logger?: Pick<Logger, 'warn'>,
    /** A live check of the contacts before a first reveal charges for them (Hunter), when configured. */
    private readonly checker?: ContactChecker,
    /** Records who saw which contacts, in the reveal's transaction (privacy's reveal log), when wired. */
    private readonly recordReveal?: RevealRecorder,
    /** Teams' pool and reveals: a member's reveal is paid once for the whole team, from its pool (docs/decisions.md, "Teams"). */
    private readonly teams?: TeamCreditsService,
  ) {}

  /**
   * Reveals the contacts of a profile to a user, in one transaction: the reveal row (one per user
   * and profile, so concurrent reveals of a profile insert it once) and, when this call inserted
   * it, its price: 1 credit when a verified or likely contact is there, else a ledger row of 0.
   * Out of credits, the transaction rolls back: nothing is revealed or charged.
   */
  async reveal(userId: string, linkedinUsername: string): Promise<ContactsRevealResult> {
    const username = linkedinUsername.trim();
    if (!username) throw AppError.badInput(CHOOSE_PROFILE_MESSAGE);
    let verification: string | null = null;
    if (this.checker) {
      // Outside the transaction: the checks are calls to a provider, and store their verdicts as they come.
      const { id } = await findProfileByUsername(this.ds, username, { id: true });
      const [facts] = await new ContactsRepository(this.ds).factsOf([id], userId);
      const plan = facts ? checkPlanOf(facts, this.checker.policy, this.hideRule()) : null;
      if (plan && (plan.verify.length > 0 || plan.find))
        verification = verificationText(await this.checker.checkBeforeReveal(userId, plan));
    }
    return this.ds.transaction(async (manager) => {
      const profile = await findProfileByUsername(manager, username, { id: true, linkedinUsername: true });
      const contacts = new ContactsRepository(manager);
      const [facts] = await contacts.factsOf([profile.id], userId);
      const shown = readContacts(facts?.contacts ?? [], facts ? facts.currentDomains : [], this.hideRule());

      const firstOwn = await contacts.insertReveal(userId, profile.id);
      // A member reveals for the team: paid once per team (the first member's reveal), from its pool.
      const member = (await this.teams?.membershipOf(manager, userId)) ?? null;
      const firstForTeam = member ? await this.teams!.claimReveal(manager, member, profile.id) : true;
      const first = firstOwn && firstForTeam;
      if (shown.length > 0) await this.recordReveal?.(manager, { userId, profileId: profile.id, contacts: shown });
      // The price as it stands inside this transaction: reveal rows inserted here mean not revealed before.
      const { cost } = costOf(shown, !first);
      const change = { userId, reason: 'contact_reveal' as const, reference: profile.linkedinUsername };
      let teamCredits: number | null = null;
      if (first && cost > 0 && member) teamCredits = await this.teams!.spendForReveal(manager, member, cost, profile.linkedinUsername);
      else if (first && cost > 0) await this.credits.spend(manager, cost, change);
      else if (first) await this.credits.noChange(manager, change);

      const balance = await this.credits.balance(userId, manager);
      // Who revealed it for the team, as the team now sees it (this member, when this reveal was the team's first).
      const team = member ? ((await contacts.factsOf([profile.id], userId))[0]?.team ?? null) : null;
      return {
        linkedinUsername: profile.linkedinUsername,
        ...listed(shown),
        charged: cost > 0,
        creditsCharged: cost,
        contactPreview: previewOf(profile.id, shown, true, null, team),
        message: first && cost === 0 ? NOTHING_USABLE_MESSAGE : null,
        verification,
        userId,
        remainingCredits: balance.remainingCredits,
        totalCredits: balance.totalCredits,
        teamCredits: member ? (teamCredits ?? (await this.teams!.poolOf(manager, member.teamId))) : null,
      };
    });
  }

  /**
   * Reveals several profiles, in the order given, each in its own transaction as `reveal` does, so
   * each is charged only for what it delivers. Once the credits run out, a profile that would cost
   * one is reported as not revealed (nothing charged for it) and the rest go on: those already
   * revealed or with nothing verified or likely are free, so they are still revealed.
   *
   * Interrupted (the database fails in the middle: docs/decisions.md, "Plans and credits"), it
   * stops and answers what it did: the reveals committed so far with their charges, the failed one
   * and those after it not revealed ('unavailable', nothing charged for them), `interrupted` true.
   * Only when nothing was revealed yet does the error itself go back (nothing was done).
   */
  async revealMany(userId: string, linkedinUsernames: readonly string[]): Promise<BulkRevealResult> {
    const results: BulkRevealItem[] = [];
    // The balance as the last committed reveal left it: the answer's balance if it cannot be read again.
    let lastBalance: { remainingCredits: number; totalCredits: number } | null = null;
    let interrupted = false;
    for (const username of linkedinUsernames) {
      if (interrupted) {
        results.push(notRevealed(username, 'unavailable', BULK_UNAVAILABLE_MESSAGE));
        continue;
      }
      try {
        const { item, balance } = await this.revealOne(userId, username);
        results.push(item);
        if (balance) lastBalance = balance;
      } catch (err) {
        if (!results.some((r) => r.revealed)) throw err;
        this.logger?.warn({ err, userId, done: results.length, asked: linkedinUsernames.length }, 'a bulk reveal was interrupted');
        interrupted = true;
        results.push(notRevealed(username, 'unavailable', BULK_UNAVAILABLE_MESSAGE));
      }
    }
    const balance = interrupted ? await this.credits.balance(userId).catch(() => lastBalance) : await this.credits.balance(userId);
    return {
      results,
      charged: results.reduce((sum, r) => sum + r.creditsCharged, 0),
      revealed: results.filter((r) => r.revealed).length,
      skipped: results.filter((r) => !r.revealed).length,
      interrupted,
      remainingCredits: balance?.remainingCredits ?? 0,
      totalCredits: balance?.totalCredits ?? 0,
    };
  }

  private async revealOne(
    userId: string,
    linkedinUsername: string,
  ): Promise<{ item: BulkRevealItem; balance: { remainingCredits: number; totalCredits: number } | null }> {
    try {
      const r = await this.reveal(userId, linkedinUsername);
      const item: BulkRevealItem = {
        linkedinUsername: r.linkedinUsername,
        revealed: true,
        creditsCharged: r.creditsCharged,
        notRevealedReason: null,
        message: r.message,
        emails: r.emails,
        phoneNumbers: r.phoneNumbers,
        contactPreview: r.contactPreview,
      };
      return { item, balance: { remainingCredits: r.remainingCredits, totalCredits: r.totalCredits } };
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_CREDITS') {
        return { item: notRevealed(linkedinUsername, 'no_credits', BULK_NO_CREDITS_MESSAGE), balance: null };
      }
      if (err instanceof AppError && err.code === 'NOT_FOUND') {
        return { item: notRevealed(linkedinUsername, 'not_found', BULK_NOT_FOUND_MESSAGE), balance: null };
      }
      throw err;
    }
  }

  /** The previews of these profiles (by id) for a user, in one statement: a map from id to preview, for those that exist. */
  async previews(
    userId: string,
    profileIds: readonly string[],
    manager: EntityManager = this.ds.manager,
  ): Promise<Map<string, RevealPreview>> {
    const facts = await new ContactsRepository(manager).factsOf(profileIds, userId);
    const checks = { policy: this.checker?.policy ?? null, hide: this.hideRule() };
    return new Map(facts.map((f) => [f.profileId, previewOfFacts(f, checks)]));
  }

  /** One profile's preview for a user (the REST profile's `contactPreview`); null for an unknown profile. */
  async preview(userId: string, profileId: string): Promise<RevealPreview | null> {
    return (await this.previews(userId, [profileId])).get(profileId) ?? null;
  }

  /** What revealing these profiles (by username, in order) would cost the user now; an unknown one has no preview. */
  async cost(userId: string, linkedinUsernames: readonly string[]): Promise<ContactCost> {
    const ids = await new ContactsRepository(this.ds).idsOfUsernames(linkedinUsernames);
    const previews = await this.previews(userId, [...new Set(ids.values())]);
    const profiles = linkedinUsernames.map((linkedinUsername) => {
      const id = ids.get(linkedinUsername);
      return { linkedinUsername, preview: (id !== undefined && previews.get(id)) || null };
    });
    const totalCost = profiles.reduce((sum, p) => sum + (p.preview?.cost ?? 0), 0);
    return { totalCost, charged: profiles.filter((p) => (p.preview?.cost ?? 0) > 0).length, profiles };
  }

  /** The retention rule as of now: what previews, reveals and the checks before a reveal hide (contact-facts.ts, isHidden). */
  private hideRule(): HideRule {
    return { now: new Date(), hideDays: this.contactHideDays };
  }
}

/**
 * The contacts a user revealed, as a reveal shows them (those hidden for their age left out, the
 * outdated rule applied, best first), by profile id, for those of `profileIds` the user revealed:
 * one statement. Lists and their export read revealed contacts through this, so a list never shows
 * a contact otherwise than a reveal does. `contactHideDays`: CONTACT_HIDE_DAYS.
 */
export async function revealedContactsOf(
  db: DataSource | EntityManager,
  userId: string,
  profileIds: readonly string[],
  contactHideDays: number,
): Promise<Map<string, RevealedContacts>> {
  const facts = await new ContactsRepository(db).factsOf([...new Set(profileIds)], userId);
  const hide: HideRule = { now: new Date(), hideDays: contactHideDays };
  return new Map(facts.filter((f) => f.revealed).map((f) => [f.profileId, listed(readContacts(f.contacts, f.currentDomains, hide))]));
}

/** A profile of a bulk reveal that was not revealed, and why; nothing was charged for it. */
function notRevealed(linkedinUsername: string, reason: NotRevealedReason, message: string): BulkRevealItem {
  return {
    linkedinUsername,
    revealed: false,
    creditsCharged: 0,
    notRevealedReason: reason,
    message,
    emails: [],
    phoneNumbers: [],
    contactPreview: null,
  };
}

/** A profile's preview from its facts. */
function previewOfFacts(f: ProfileContactFacts, checks: { policy: CheckPolicy | null; hide: HideRule }): RevealPreview {
  const plan = checks.policy ? { plan: checkPlanOf(f, checks.policy, checks.hide), verifier: checks.policy.verifier } : null;
  return previewOf(f.profileId, readContacts(f.contacts, f.currentDomains, checks.hide), f.revealed, plan, f.team);
}
