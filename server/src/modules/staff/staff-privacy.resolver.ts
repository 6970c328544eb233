import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { AppError } from '../../common/errors';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import type { PrivacyService } from '../privacy/privacy.service';
import { usernameOfRef } from '../profiles/profile-lookup';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';
import { SuppressionListView, SuppressPeopleInput, SuppressPeopleResult } from './staff-privacy.types';

/** The staff area's part of the people in the index: the suppression list's size, and keeping people out (audited). */
@Resolver()
export class StaffPrivacyResolver {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly audit: AuditService,
  ) {}

  @Authorized('staff')
  @Query(() => SuppressionListView, {
    complexity: FIELD_COST.read,
    description: 'The suppression list: how many keys, by origin; never which.',
  })
  suppressionList(): Promise<SuppressionListView> {
    return this.privacy.size();
  }

  @Authorized('staff')
  @Mutation(() => SuppressPeopleResult, {
    complexity: FIELD_COST.read,
    description:
      'Keeps people out of the index: their e-mail addresses, LinkedIn usernames and phone numbers are hashed onto the suppression list (the clear values are not kept, nor written to the audit log), and any profile they name is removed, its list entries left as placeholders. Audited with the counts and the reason.',
  })
  async suppressPeople(
    @CurrentStaff() staff: StaffSession,
    @Arg('input', () => SuppressPeopleInput) input: SuppressPeopleInput,
  ): Promise<SuppressPeopleResult> {
    let usernames: string[];
    try {
      usernames = input.linkedinProfiles.map((p) => usernameOfRef(p.trim()));
    } catch {
      throw AppError.badInput('Please enter LinkedIn profiles as links (linkedin.com/in/…) or usernames.');
    }
    const reason = input.reason.trim();
    const done = await this.privacy.suppress(
      { emails: input.emails, linkedinUsernames: usernames, phones: input.phones },
      'staff',
      reason,
      (manager, result) =>
        this.audit.record(manager, {
          staffId: staff.staffId,
          action: AUDIT_ACTIONS.suppress,
          targetType: 'index',
          details: {
            named: input.emails.length + usernames.length + input.phones.length,
            keys: result.keys,
            removedProfiles: result.removedProfiles,
          },
          reason,
        }),
    );
    return { ...done, list: await this.privacy.size() };
  }
}
