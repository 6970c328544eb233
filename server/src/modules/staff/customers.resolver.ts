import { Args, Authorized, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import { PageArgs } from '../../graphql/pagination';
import { toOrderView } from '../payments/payments.types';
import { DEPRECATED } from '../../graphql/deprecated';
import type { CustomersService } from './customers.service';
import {
  AdjustCreditsArgs,
  SetCustomerPlanArgs,
  CustomerArgs,
  CustomerDetailView,
  StaffUserLedgerPage,
  StaffUserOrderPage,
  CustomerPage,
  CustomersArgs,
  CustomerView,
  StaffUsersArgs,
} from './customers.types';

/** The customers of the staff area (the users who buy TalentLens): the list, one user with their ledger and orders, and credit adjustments. Staff only. */
@Resolver(() => CustomerDetailView)
export class CustomersResolver {
  constructor(private readonly users: CustomersService) {}

  @Authorized('staff')
  @Query(() => CustomerPage, {
    complexity: FIELD_COST.read,
    description: 'Users, a page at a time: found by part of their e-mail, name or company, sorted as asked.',
  })
  async customers(@Args(() => CustomersArgs) { query, sortBy, sortOrder, ...page }: CustomersArgs): Promise<CustomerPage> {
    return this.users.list(query, { by: sortBy, order: sortOrder }, page);
  }

  @Authorized('staff')
  @Query(() => CustomerPage, {
    complexity: FIELD_COST.read,
    description: 'Users, a page at a time: found by part of their e-mail, name or company, sorted as asked.',
    deprecationReason: DEPRECATED.staffUsers,
  })
  async staffUsers(@Args(() => StaffUsersArgs) args: StaffUsersArgs): Promise<CustomerPage> {
    return this.customers(args);
  }

  @Authorized('staff')
  @Query(() => CustomerDetailView, {
    complexity: FIELD_COST.read,
    description: 'One user with their activity counts, ledger and orders; NOT_FOUND for an unknown id.',
  })
  async customer(@Args(() => CustomerArgs) { id }: CustomerArgs): Promise<CustomerDetailView> {
    return this.users.detail(id);
  }

  @Authorized('staff')
  @Query(() => CustomerDetailView, {
    complexity: FIELD_COST.read,
    description: 'One user with their activity counts, ledger and orders; NOT_FOUND for an unknown id.',
    deprecationReason: DEPRECATED.staffUser,
  })
  async staffUser(@Args(() => CustomerArgs) args: CustomerArgs): Promise<CustomerDetailView> {
    return this.customer(args);
  }

  @Authorized('staff')
  @FieldResolver(() => StaffUserLedgerPage, { complexity: FIELD_COST.read, description: "The user's credit changes, newest first." })
  async ledger(@Root() user: CustomerDetailView, @Args(() => PageArgs) args: PageArgs): Promise<StaffUserLedgerPage> {
    return this.users.ledger(user.id, args);
  }

  @Authorized('staff')
  @FieldResolver(() => StaffUserOrderPage, { complexity: FIELD_COST.read, description: "The user's orders, newest first." })
  async orders(@Root() user: CustomerDetailView, @Args(() => PageArgs) args: PageArgs): Promise<StaffUserOrderPage> {
    const { items, ...page } = await this.users.orders(user.id, args);
    return { ...page, items: items.map(toOrderView) };
  }

  @Authorized('staff')
  @Mutation(() => CustomerView, {
    complexity: FIELD_COST.reveal,
    description:
      "Grants (positive amount) or removes (negative) a user's credits with a reason: a ledger row the user sees and an audit row, in one transaction; never below zero.",
  })
  async adjustUserCredits(
    @CurrentStaff() staff: StaffSession,
    @Args(() => AdjustCreditsArgs) { userId, amount, reason }: AdjustCreditsArgs,
  ): Promise<CustomerView> {
    return this.users.adjustCredits(staff, userId, amount, reason);
  }

  @Authorized('staff')
  @Mutation(() => CustomerView, {
    complexity: FIELD_COST.reveal,
    description:
      'Puts an account on Enterprise by hand, until a date, with credits added (a ledger row the user sees), or back on Starter now; audited with the reason. An account with a live Pro subscription: CONFLICT.',
  })
  async setCustomerPlan(
    @CurrentStaff() staff: StaffSession,
    @Args(() => SetCustomerPlanArgs) args: SetCustomerPlanArgs,
  ): Promise<CustomerView> {
    return this.users.setPlan(staff, args);
  }
}
