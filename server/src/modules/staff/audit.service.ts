import type { DataSource, EntityManager } from 'typeorm';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { AuditEntry } from './audit-entry.entity';
import { AuditRepository, type AuditFilter, type NewAuditEntry } from './audit.repository';

/** The staff actions the audit log names. */
export const AUDIT_ACTIONS = {
  adminCreate: 'admin.create',
  adminDeactivate: 'admin.deactivate',
  adminReactivate: 'admin.reactivate',
  creditsGrant: 'credits.grant',
  creditsRemove: 'credits.remove',
  /** An account put on Enterprise by hand (credits and expiry the staff member set), or back on Starter. */
  planSet: 'customer.plan',
  paymentRefund: 'payment.refund',
  /** A team's seats set by staff. */
  teamSeats: 'team.seats',
  /** Credits added to or removed from a team's pool by staff. */
  teamCreditsGrant: 'team.credits_grant',
  teamCreditsRemove: 'team.credits_remove',
  importUpload: 'import.upload',
  sampleRemove: 'sample.remove',
  /** People kept out of the index (the suppression list), their profiles removed. */
  suppress: 'privacy.suppress',
  /** A request of a person in the index (a correction) answered: applied, done by hand or declined. */
  privacyRequestClose: 'privacy.request_close',
  /** A request the service received (a correction) or answered at once (access, removal), with no staff member. */
  privacyRequestReceived: 'privacy.request_received',
  privacyRequestAnswered: 'privacy.request_answered',
  packageUpdate: 'settings.package',
  signupBonusUpdate: 'settings.signup_bonus',
  providerBudgetsUpdate: 'settings.provider_budgets',
  signIn: 'staff.sign_in',
  signInFailed: 'staff.sign_in_failed',
  /** The first attempt a sign-in limit refused in its window (later ones are not written). */
  signInLimited: 'staff.sign_in_limited',
  /** A staff member refused something their role does not allow. */
  forbidden: 'staff.forbidden',
} as const;

/**
 * The audit log of staff actions (docs/decisions.md, "Staff"): every change a staff member makes is
 * recorded in the transaction that makes it, so a change and its record stand or fall together;
 * staff sign-ins, failed and refused ones, and refused escalations are recorded too. Append-only:
 * the database refuses UPDATE, DELETE and TRUNCATE on the table (migration AppendOnly).
 */
export class AuditService {
  constructor(private readonly ds: DataSource) {}

  async record(
    manager: EntityManager,
    entry: Omit<NewAuditEntry, 'details' | 'reason' | 'targetId'> & Partial<NewAuditEntry>,
  ): Promise<void> {
    await new AuditRepository(manager).append({ details: {}, reason: null, targetId: null, ...entry });
  }

  /** One page of the log, newest first, each row with the acting staff member's username. */
  async list(filter: AuditFilter, args: PageArgs): Promise<PageOf<AuditEntry & { staffUsername: string | null }>> {
    const repo = new AuditRepository(this.ds);
    const [rows, total] = await repo.page(filter, skipTake(args));
    const names = await repo.usernames([...new Set(rows.flatMap((r) => (r.staffId ? [r.staffId] : [])))]);
    return pageOf(
      rows.map((r) => ({ ...r, staffUsername: r.staffId ? (names.get(r.staffId) ?? null) : null })),
      total,
      args,
    );
  }

  /** The usernames of these staff accounts, by id. */
  async usernames(ids: string[]): Promise<Map<string, string>> {
    return new AuditRepository(this.ds).usernames(ids);
  }

  async actions(): Promise<string[]> {
    return new AuditRepository(this.ds).actions();
  }
}
