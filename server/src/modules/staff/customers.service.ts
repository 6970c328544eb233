import type { DataSource } from 'typeorm';
import { likeEscaped } from '../../common/sql-like';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { StaffSession } from '../../common/session';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { CreditLedgerEntry } from '../credits/credit-ledger.entity';
import type { CreditsService } from '../credits/credits.service';
import type { PaymentOrder } from '../payments/payment-order.entity';
import type { OrdersService } from '../payments/orders.service';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { UsersRepository } from '../users/users.repository';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';
import { CustomersRepository, type CustomerDetailRow, type CustomerRow, type UserSearch } from './customers.repository';
import {
  ADJUSTMENT_MAX,
  AMOUNT_RANGE_MESSAGE,
  AMOUNT_ZERO_MESSAGE,
  QUERY_MAX,
  REASON_MAX,
  REASON_MESSAGE,
  REASON_MIN,
  REASON_TOO_LONG_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type SortOrder,
  type CustomerSort,
} from './customers.types';

/** What a staff member's search text matches: a substring of the e-mail, a name, "first last" or the company; or the user's id. */
export function userSearchOf(query: string | null | undefined): UserSearch {
  const text = (query ?? '').trim().replace(/\s+/g, ' ').slice(0, QUERY_MAX);
  if (text === '') return { pattern: null, id: null };
  return { pattern: `%${likeEscaped(text)}%`, id: isUuid(text) ? text.toLowerCase() : null };
}

/** The staff-facing refusal of a removal larger than the balance. */
export function tooFewCreditsMessage(remaining: number): string {
  if (remaining <= 0) return 'This user has no credits left, so there is nothing to remove.';
  const credits = remaining === 1 ? '1 credit' : `${remaining} credits`;
  return `This user has only ${credits} left; you can remove at most ${remaining}.`;
}

/**
 * The users of the staff area (docs/decisions.md, "Staff"): find them, read one with what they did,
 * and grant or remove their credits. A change goes through CreditsService (the balance with its
 * ledger row, which the user sees as an adjustment by the team) and the audit log (who, what, to
 * whom, why), in one transaction.
 */
export class CustomersService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly paymentOrders: OrdersService,
    private readonly audit: AuditService,
  ) {}

  /** One page of the users a search matches, sorted by a whitelisted column (the id breaks ties). */
  async list(query: string | null | undefined, sort: { by: CustomerSort; order: SortOrder }, args: PageArgs): Promise<PageOf<CustomerRow>> {
    const [rows, total] = await new CustomersRepository(this.ds).page(userSearchOf(query), sort, skipTake(args));
    return pageOf(rows, total, args);
  }

  /** One user with their counts; NOT_FOUND for an unknown or malformed id. */
  async detail(id: string): Promise<CustomerDetailRow> {
    const user = isUuid(id) ? await new CustomersRepository(this.ds).detail(id) : null;
    if (!user) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
    return user;
  }

  /** A page of the user's ledger, newest first. */
  async ledger(userId: string, args: PageArgs): Promise<PageOf<CreditLedgerEntry>> {
    return this.credits.ledger(userId, args);
  }

  /** A page of the user's orders, newest first. */
  async orders(userId: string, args: PageArgs): Promise<PageOf<PaymentOrder>> {
    return this.paymentOrders.orders(userId, args);
  }

  /**
   * Grants (amount > 0) or removes (amount < 0) a user's credits, with the staff member's reason.
   * The user's row is locked first, so a removal larger than the balance is refused with what can
   * be removed, and concurrent removals wait for each other and re-check (the spend is guarded in
   * its UPDATE as well): a balance never goes below zero. The ledger row (reason admin_adjustment,
   * no reference: the user reads "Adjustment by our team") and the audit row (with the reason and
   * the balances before and after) are written in the same transaction. Answers the user's row.
   */
  /**
   * Puts an account on Enterprise by hand (the spec's "Contact us" plan): until `expiresAt`, with
   * `credits` added (a ledger row of the team's adjustment), audited with the reason; or ends it
   * (`starter`, now). An account with a live Pro subscription must end it first (CONFLICT).
   */
  async setPlan(
    staff: StaffSession,
    input: { userId: string; plan: 'enterprise' | 'starter'; expiresAt?: Date | null; credits: number; reason: string },
  ): Promise<CustomerRow> {
    const why = input.reason.trim();
    if (why.length < REASON_MIN) throw AppError.badInput(REASON_MESSAGE);
    if (why.length > REASON_MAX) throw AppError.badInput(REASON_TOO_LONG_MESSAGE);
    if (!isUuid(input.userId)) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
    const now = new Date();
    const until = input.plan === 'starter' ? now : input.expiresAt;
    if (input.plan === 'enterprise') {
      if (!until || until.getTime() <= now.getTime() || until.getTime() > now.getTime() + 10 * 366 * 86_400_000) {
        throw AppError.badInput('Choose when the Enterprise plan ends: a date in the future, at most 10 years ahead.');
      }
    }
    if (!Number.isInteger(input.credits) || input.credits < 0 || input.credits > ADJUSTMENT_MAX)
      throw AppError.badInput(AMOUNT_RANGE_MESSAGE);
    await this.ds.transaction(async (manager) => {
      const repo = new CustomersRepository(manager);
      const user = await repo.lockForAdjustment(input.userId);
      if (!user) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
      if (await new SubscriptionsRepository(manager).liveOf(input.userId)) {
        throw new AppError(
          'CONFLICT',
          'This account has a Pro subscription. It must end (or be cancelled) before the plan is set by hand.',
        );
      }
      const users = new UsersRepository(manager);
      const found = await users.findPlan(input.userId);
      const before = found ? { plan: found.plan, planExpiry: found.planExpiry } : null;
      await users.setPlan(input.userId, input.plan, until!);
      if (input.plan === 'enterprise' && input.credits > 0) {
        await this.credits.grant(manager, input.credits, { userId: input.userId, reason: 'admin_adjustment', reference: null });
      }
      await this.audit.record(manager, {
        staffId: staff.staffId,
        action: AUDIT_ACTIONS.planSet,
        targetType: 'user',
        targetId: input.userId,
        details: {
          plan: input.plan,
          before,
          until: until!.toISOString(),
          credits: input.plan === 'enterprise' ? input.credits : 0,
          email: user.email,
        },
        reason: why,
      });
    });
    const row = await new CustomersRepository(this.ds).row(input.userId);
    if (!row) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
    return row;
  }

  async adjustCredits(staff: StaffSession, userId: string, amount: number, reason: string): Promise<CustomerRow> {
    const why = reason.trim();
    if (!Number.isInteger(amount) || Math.abs(amount) > ADJUSTMENT_MAX) throw AppError.badInput(AMOUNT_RANGE_MESSAGE);
    if (amount === 0) throw AppError.badInput(AMOUNT_ZERO_MESSAGE);
    if (why.length < REASON_MIN) throw AppError.badInput(REASON_MESSAGE);
    if (why.length > REASON_MAX) throw AppError.badInput(REASON_TOO_LONG_MESSAGE);
    if (!isUuid(userId)) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
    await this.ds.transaction(async (manager) => {
      const user = await new CustomersRepository(manager).lockForAdjustment(userId);
      if (!user) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
      const change = { userId, reason: 'admin_adjustment' as const, reference: null };
      let remainingAfter: number;
      if (amount > 0) {
        remainingAfter = await this.credits.grant(manager, amount, change);
      } else {
        if (user.remainingCredits < -amount) throw new AppError('CONFLICT', tooFewCreditsMessage(user.remainingCredits));
        remainingAfter = await this.credits.spend(manager, -amount, change);
      }
      await this.audit.record(manager, {
        staffId: staff.staffId,
        action: amount > 0 ? AUDIT_ACTIONS.creditsGrant : AUDIT_ACTIONS.creditsRemove,
        targetType: 'user',
        targetId: userId,
        details: { amount, remainingBefore: user.remainingCredits, remainingAfter, email: user.email },
        reason: why,
      });
    });
    const row = await new CustomersRepository(this.ds).row(userId);
    if (!row) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
    return row;
  }
}
