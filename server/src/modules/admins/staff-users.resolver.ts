import { Args, Authorized, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import { PageArgs } from '../../graphql/pagination';
import { toOrderView } from '../payments/payments.types';
import type { StaffUsersService } from './staff-users.service';
import {
  AdjustCreditsArgs,
  StaffUserArgs,
  StaffUserDetailView,
  StaffUserLedgerPage,
  StaffUserOrderPage,
  StaffUserPage,
  StaffUsersArgs,
  StaffUserView,
} from './staff-users.types';

/** The users of the staff area: the list, one user with their ledger and orders, and credit adjustments. Staff only. */
@Resolver(() => StaffUserDetailView)
export class StaffUsersResolver {
  constructor(private readonly users: StaffUsersService) {}

  @Authorized('staff')
  @Query(() => StaffUserPage, {
    complexity: FIELD_COST.read,
    description: 'Users, a page at a time: found by part of their e-mail, name or company, sorted as asked.',
  })
  async staffUsers(@Args(() => StaffUsersArgs) { query, sortBy, sortOrder, ...page }: StaffUsersArgs): Promise<StaffUserPage> {
    return this.users.list(query, { by: sortBy, order: sortOrder }, page);
  }

  @Authorized('staff')
  @Query(() => StaffUserDetailView, {
    complexity: FIELD_COST.read,
    description: 'One user with their activity counts, ledger and orders; NOT_FOUND for an unknown id.',
  })
  async staffUser(@Args(() => StaffUserArgs) { id }: StaffUserArgs): Promise<StaffUserDetailView> {
    return this.users.detail(id);
  }

  @Authorized('staff')
  @FieldResolver(() => StaffUserLedgerPage, { complexity: FIELD_COST.read, description: "The user's credit changes, newest first." })
  async ledger(@Root() user: StaffUserDetailView, @Args(() => PageArgs) args: PageArgs): Promise<StaffUserLedgerPage> {
    return this.users.ledger(user.id, args);
  }

  @Authorized('staff')
  @FieldResolver(() => StaffUserOrderPage, { complexity: FIELD_COST.read, description: "The user's orders, newest first." })
  async orders(@Root() user: StaffUserDetailView, @Args(() => PageArgs) args: PageArgs): Promise<StaffUserOrderPage> {
    const { items, ...page } = await this.users.orders(user.id, args);
    return { ...page, items: items.map(toOrderView) };
  }

  @Authorized('staff')
  @Mutation(() => StaffUserView, {
    complexity: FIELD_COST.reveal,
    description:
      "Grants (positive amount) or removes (negative) a user's credits with a reason: a ledger row the user sees and an audit row, in one transaction; never below zero.",
  })
  async adjustUserCredits(
    @CurrentStaff() staff: StaffSession,
    @Args(() => AdjustCreditsArgs) { userId, amount, reason }: AdjustCreditsArgs,
  ): Promise<StaffUserView> {
    return this.users.adjustCredits(staff, userId, amount, reason);
  }
}
