import type { StaffSession } from '../../common/session';
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
 * The staff area's part of the people in the index: keeping people out (privacy's suppression list),
 * audited as `privacy.suppress` with the counts and the reason in the same transaction, never the
 * values; and the list's size.
 */
export class StaffPrivacyService {
  constructor(
    private readonly privacy: PrivacyService,
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
}
