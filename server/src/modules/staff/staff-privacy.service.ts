import type { StaffSession } from '../../common/session';
import type { PageArgs } from '../../graphql/pagination';
import type { PrivacyRequestFilter } from '../privacy/privacy-requests.repository';
import type { PrivacyRequestsService, RequestDecision } from '../privacy/privacy-requests.service';
import type { PrivacyService, Suppressed } from '../privacy/privacy.service';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';

/** The people named in the clear by staff, and why. */
export interface StaffSuppression {
  emails: readonly string[];
  linkedinProfiles: readonly string[];
  phones: readonly string[];
  reason: string;
}

/**
 * The staff area's part of the people in the index (/admin/privacy): keeping people out (privacy's
 * suppression list), audited as `privacy.suppress` with the counts and the reason in the same
 * transaction, never the values; the list's size; and the requests of the people in the index with
 * their deadlines, a correction answered audited as `privacy.request_close`.
 */
export class StaffPrivacyService {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly requests: PrivacyRequestsService,
    private readonly audit: AuditService,
  ) {}

  list() {
    return this.privacy.size();
  }

  async suppress(
    actor: StaffSession,
    input: StaffSuppression,
  ): Promise<Suppressed & { list: Awaited<ReturnType<PrivacyService['size']>> }> {
    const reason = input.reason.trim();
    const named = input.emails.length + input.linkedinProfiles.length + input.phones.length;
    const done = await this.privacy.suppress(input, 'staff', reason, (manager, result) =>
      this.audit.record(manager, {
        staffId: actor.staffId,
        action: AUDIT_ACTIONS.suppress,
        targetType: 'index',
        details: { named, keys: result.keys, removedProfiles: result.removedProfiles },
        reason,
      }),
    );
    return { ...done, list: await this.privacy.size() };
  }

  async overview() {
    return { suppressions: await this.privacy.size(), requests: await this.requests.openCounts() };
  }

  listRequests(filter: PrivacyRequestFilter, args: PageArgs) {
    return this.requests.list(filter, args, (ids) => this.audit.usernames(ids));
  }

  async closeRequest(actor: StaffSession, input: { id: string; decision: RequestDecision; outcome: string }) {
    const closed = await this.requests.close(input.id, actor.staffId, input.decision, input.outcome, (manager, request) =>
      this.audit.record(manager, {
        staffId: actor.staffId,
        action: AUDIT_ACTIONS.privacyRequestClose,
        targetType: 'privacy_request',
        targetId: request.id,
        details: {
          kind: request.kind,
          decision: input.decision,
          field: request.details.field ?? null,
          late: request.closedAt! > request.dueAt,
        },
        reason: request.outcome,
      }),
    );
    return this.requests.view(closed, (ids) => this.audit.usernames(ids));
  }
}
