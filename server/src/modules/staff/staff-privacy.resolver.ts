import { Arg, Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import type { StaffPrivacyService } from './staff-privacy.service';
import {
  ClosePrivacyRequestInput,
  PrivacyOverview,
  PrivacyRequestPage,
  PrivacyRequestsArgs,
  PrivacyRequestView,
  SuppressionListView,
  SuppressPeopleInput,
  SuppressPeopleResult,
} from './staff-privacy.types';

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

  @Authorized('staff')
  @Query(() => PrivacyOverview, {
    complexity: FIELD_COST.read,
    description: "The staff privacy page at a glance: the suppression list's size and the open requests (and how many are late).",
  })
  privacyOverview(): Promise<PrivacyOverview> {
    return this.privacy.overview();
  }

  @Authorized('staff')
  @Query(() => PrivacyRequestPage, {
    complexity: FIELD_COST.read,
    description: 'The requests of the people in the index (access, removal, correction) with their dates and one-month deadline.',
  })
  privacyRequests(@Args(() => PrivacyRequestsArgs) args: PrivacyRequestsArgs): Promise<PrivacyRequestPage> {
    return this.privacy.listRequests({ status: args.status, kind: args.kind }, args) as Promise<PrivacyRequestPage>;
  }

  @Authorized('staff')
  @Mutation(() => PrivacyRequestView, {
    complexity: FIELD_COST.read,
    description:
      "Answers an open request: 'apply' writes a correction into the profile (the person as the fact's source), 'done' says it was done by hand, 'decline' refuses it. The person is mailed the outcome. Audited.",
  })
  closePrivacyRequest(
    @CurrentStaff() staff: StaffSession,
    @Arg('input', () => ClosePrivacyRequestInput) input: ClosePrivacyRequestInput,
  ): Promise<PrivacyRequestView> {
    return this.privacy.closeRequest(staff, input) as Promise<PrivacyRequestView>;
  }
}
