import dayjs from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { Mailer } from '../auth/mailer';
import { emailKey } from './person-keys';
import { applyCorrection, appliesItself, CORRECTION_FIELDS, isCorrectionField, type CorrectionField } from './profile-correction';
import type { PrivacyRequest, PrivacyRequestKind } from './privacy-request.entity';
import { PrivacyRequestsRepository, type PrivacyRequestFilter } from './privacy-requests.repository';

export const CORRECTION_FIELD_MESSAGE = `Please choose what to correct: ${Object.values(CORRECTION_FIELDS).join(', ')}.`;
export const CORRECTION_VALUE_MESSAGE = 'Please write what it should say (at most 300 characters).';
export const CORRECTION_NOTE_MESSAGE = 'A note is at most 1,000 characters.';
export const CORRECTION_PROFILE_MESSAGE = 'Please choose one of the profiles shown to you.';
export const CORRECTION_RECEIVED = (due: string) => `We received your correction. We will answer by ${due}.`;
export const REQUEST_CLOSED_MESSAGE = 'This request is closed already, or there is no such request.';
export const NOT_APPLICABLE_MESSAGE = 'This correction cannot be applied by itself: make it by hand, then close the request as done.';
export const PROFILE_GONE_MESSAGE = 'The profile of this correction is no longer in the index; close the request as done or declined.';
export const OUTCOME_MESSAGE = 'Please say what was done (3 to 1,000 characters): the person is told.';

/** What staff decide on an open request: apply the correction, say it was done by hand, or decline it. */
export type RequestDecision = 'apply' | 'done' | 'decline';

/** A request as staff see it: its dates, whether it is or was late, and a correction's content while open. */
export interface PrivacyRequestView extends Pick<
  PrivacyRequest,
  'id' | 'kind' | 'status' | 'receivedAt' | 'dueAt' | 'closedAt' | 'outcome' | 'profileId'
> {
  /** Open past its deadline now, or closed after it. */
  late: boolean;
  /** A correction's field (its label), value and note; value and note only while open. */
  field: string | null;
  value: string | null;
  note: string | null;
  closedBy: string | null;
}

/**
 * The audit log's row of a request the service itself received or answered (no staff member acted),
 * written in the request's transaction; its details never hold the person's data.
 */
export type RequestAudit = (
  manager: EntityManager,
  entry: { action: 'privacy.request_received' | 'privacy.request_answered'; request: PrivacyRequest; details: Record<string, unknown> },
) => Promise<void>;

/** The usernames of staff accounts by id (the audit log's look-up). */
type StaffNames = (ids: string[]) => Promise<Map<string, string>>;

/** One month after `at`: the deadline of a request received then (GDPR Art. 12(3)). */
export const deadlineOf = (at: Date): Date => dayjs(at).add(1, 'month').toDate();

const day = (d: Date) => dayjs(d).format('MMM D, YYYY');

/**
 * The requests of the people in the index, each with its one-month deadline (docs/features/privacy.md):
 * access and removal are answered at once and recorded closed; a correction waits for staff, who
 * apply it (the profile is written with the person as the fact's source), say it was done by
 * hand, or decline it; the person is mailed the answer, and their address is then let go.
 */
export class PrivacyRequestsService {
  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger?: Pick<Logger, 'warn'>,
    /** Writes the audit log's row of a request the service itself received or answered (staff's AuditService, wired in services.ts). */
    private readonly audit: RequestAudit = async () => undefined,
  ) {}

  /** Records a request answered at once (an access shown, a removal made), in the caller's transaction when given. */
  async answered(kind: Exclude<PrivacyRequestKind, 'correction'>, email: string, outcome: string, manager?: EntityManager): Promise<void> {
    const now = this.clock.now();
    const write = async (tx: EntityManager) => {
      const request = await new PrivacyRequestsRepository(tx).insert({
        kind,
        emailKey: emailKey(email),
        email: null,
        profileId: null,
        details: {},
        receivedAt: now,
        dueAt: deadlineOf(now),
        status: 'done',
        closedAt: now,
        outcome,
      });
      await this.audit(tx, { action: 'privacy.request_answered', request, details: { kind } });
    };
    await (manager ? write(manager) : this.ds.transaction(write));
  }

  /**
   * A person's correction of one of their profiles (`profileIds`: those their address names), open
   * until staff answer it; acknowledged by mail with its deadline.
   */
  async correct(
    email: string,
    profileIds: readonly string[],
    input: { profileId: unknown; field: unknown; value: unknown; note?: unknown },
  ): Promise<{ message: string; dueAt: Date }> {
    const profileId = typeof input.profileId === 'string' ? input.profileId : '';
    if (!profileIds.includes(profileId)) throw AppError.badInput(CORRECTION_PROFILE_MESSAGE);
    if (!isCorrectionField(input.field)) throw AppError.badInput(CORRECTION_FIELD_MESSAGE);
    const value = typeof input.value === 'string' ? input.value.trim() : '';
    if (!value || value.length > 300) throw AppError.badInput(CORRECTION_VALUE_MESSAGE);
    const note = typeof input.note === 'string' ? input.note.trim() : '';
    if (note.length > 1000) throw AppError.badInput(CORRECTION_NOTE_MESSAGE);
    const now = this.clock.now();
    const field = input.field;
    const request = await this.ds.transaction(async (tx) => {
      const made = await new PrivacyRequestsRepository(tx).insert({
        kind: 'correction',
        emailKey: emailKey(email),
        email,
        profileId,
        details: { field, value, ...(note ? { note } : {}) },
        receivedAt: now,
        dueAt: deadlineOf(now),
      });
      // The field, never the value: the log outlives the request.
      await this.audit(tx, { action: 'privacy.request_received', request: made, details: { kind: 'correction', field } });
      return made;
    });
    await this.tell(
      email,
      'We received your correction',
      `We received your correction (${CORRECTION_FIELDS[input.field]}: "${value}") and will answer by ${day(request.dueAt)}.`,
    );
    return { message: CORRECTION_RECEIVED(day(request.dueAt)), dueAt: request.dueAt };
  }

  /** A removal closes the person's open requests: nothing is left to correct. */
  async closeOpenOf(manager: EntityManager, email: string): Promise<void> {
    const repo = new PrivacyRequestsRepository(manager);
    for (const r of await repo.openOf(emailKey(email))) {
      await repo.close(r.id, {
        status: 'done',
        closedAt: this.clock.now(),
        closedBy: null,
        outcome: 'The person was removed from the index instead.',
        details: { field: r.details.field ?? null },
      });
      await this.audit(manager, { action: 'privacy.request_answered', request: r, details: { kind: r.kind, closedBy: 'removal' } });
    }
  }

  async list(filter: PrivacyRequestFilter, args: PageArgs, names: StaffNames): Promise<PageOf<PrivacyRequestView>> {
    const { skip, take } = skipTake(args);
    const [rows, total] = await new PrivacyRequestsRepository(this.ds).page(filter, skip, take);
    const closers = await names([...new Set(rows.flatMap((r) => (r.closedBy ? [r.closedBy] : [])))]);
    return pageOf(
      rows.map((r) => this.viewOf(r, closers)),
      total,
      args,
    );
  }

  /** One request as staff see it. */
  async view(request: PrivacyRequest, names: StaffNames): Promise<PrivacyRequestView> {
    return this.viewOf(request, await names(request.closedBy ? [request.closedBy] : []));
  }

  private viewOf(r: PrivacyRequest, closers: Map<string, string>): PrivacyRequestView {
    const now = this.clock.now().getTime();
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      receivedAt: r.receivedAt,
      dueAt: r.dueAt,
      closedAt: r.closedAt,
      outcome: r.outcome,
      profileId: r.profileId,
      late: (r.closedAt?.getTime() ?? now) > r.dueAt.getTime(),
      field: isCorrectionField(r.details.field) ? CORRECTION_FIELDS[r.details.field] : null,
      value: typeof r.details.value === 'string' ? r.details.value : null,
      note: typeof r.details.note === 'string' ? r.details.note : null,
      closedBy: r.closedBy ? (closers.get(r.closedBy) ?? null) : null,
    };
  }

  async openCounts(): Promise<{ open: number; overdue: number }> {
    return new PrivacyRequestsRepository(this.ds).openCounts(this.clock.now());
  }

  /**
   * Closes an open request as staff decide, in one transaction with `audit`: 'apply' writes a
   * correction into the profile, 'done' says it was done by hand, 'decline' refuses it with the
   * reason. The person is mailed the outcome; the correction's value and the address are let go.
   */
  async close(
    id: string,
    staffId: string,
    decision: RequestDecision,
    rawOutcome: string,
    audit: (manager: EntityManager, request: PrivacyRequest) => Promise<void>,
  ): Promise<PrivacyRequest> {
    const outcome = rawOutcome.trim();
    if (outcome.length < 3 || outcome.length > 1000) throw AppError.badInput(OUTCOME_MESSAGE);
    const now = this.clock.now();
    const { request, email } = await this.ds.transaction(async (tx) => {
      const repo = new PrivacyRequestsRepository(tx);
      const open = await repo.lockOpen(id);
      if (!open) throw AppError.badInput(REQUEST_CLOSED_MESSAGE);
      const field = open.details.field as CorrectionField | undefined;
      if (decision === 'apply') {
        if (open.kind !== 'correction' || !field || !appliesItself(field)) throw AppError.badInput(NOT_APPLICABLE_MESSAGE);
        if (!open.profileId || !(await applyCorrection(tx, open.profileId, field, String(open.details.value ?? ''), now)))
          throw AppError.badInput(PROFILE_GONE_MESSAGE);
      }
      const change = {
        status: decision === 'decline' ? ('declined' as const) : ('done' as const),
        closedAt: now,
        closedBy: staffId,
        outcome,
        details: field ? { field } : {},
      };
      await repo.close(id, change);
      const closed = { ...open, ...change, email: null };
      await audit(tx, closed);
      return { request: closed, email: open.email };
    });
    if (email) {
      const what = request.kind === 'correction' ? 'correction' : `${request.kind} request`;
      const verdict = request.status === 'declined' ? `We did not make your ${what}` : `Your ${what} is done`;
      await this.tell(email, verdict, `${verdict}: ${outcome}`);
    }
    return request;
  }

  /** Mails the person; a failure is logged, not thrown: the request stands (staff see it), the mail may be sent again by hand. */
  private async tell(to: string, subject: string, text: string): Promise<void> {
    await this.mailer.send({ to, subject: `${subject} (TalentLens)`, text }).catch((err: unknown) => {
      this.logger?.warn({ err }, 'a privacy request answer could not be mailed');
    });
  }
}
