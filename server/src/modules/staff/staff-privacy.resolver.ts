import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import type { StaffPrivacyService } from './staff-privacy.service';
import { SuppressionListView, SuppressPeopleInput, SuppressPeopleResult } from './staff-privacy.types';

/** The staff area's part of the people in the index: the suppression list's size, and keeping people out (audited). */
@Resolver()
export class StaffPrivacyResolver {
  constructor(private readonly privacy: StaffPrivacyService) {}

  @Authorized('staff')
  @Query(() => SuppressionListView, {
    complexity: FIELD_COST.read,
    description: 'The suppression list: how many keys, by origin; never which.',
  })
  suppressionList(): Promise<SuppressionListView> {
    return this.privacy.list();
  }

  @Authorized('staff')
  @Mutation(() => SuppressPeopleResult, {
    complexity: FIELD_COST.read,
    description:
      'Keeps people out of the index: their e-mail addresses, LinkedIn usernames and phone numbers are hashed onto the suppression list (the clear values are not kept, nor written to the audit log), and any profile they name is removed, its list entries left as placeholders. Audited with the counts and the reason.',
  })
  suppressPeople(
    @CurrentStaff() staff: StaffSession,
    @Arg('input', () => SuppressPeopleInput) input: SuppressPeopleInput,
  ): Promise<SuppressPeopleResult> {
    return this.privacy.suppress(staff, input);
  }
}
