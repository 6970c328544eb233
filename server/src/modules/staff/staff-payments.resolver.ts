import { Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import type { StaffPaymentsService } from './staff-payments.service';
import {
  RefundOrderArgs,
  StaffOrderPage,
  StaffOrdersArgs,
  StaffOrderView,
  refundedOrderView,
  toStaffOrderView,
} from './staff-payments.types';

/** The staff area's payments: every user's orders, and refunds. Users' tokens never open them. */
@Resolver()
export class StaffPaymentsResolver {
  constructor(private readonly staffPayments: StaffPaymentsService) {}

  @Authorized('staff')
  @Query(() => StaffOrderPage, {
    complexity: FIELD_COST.read,
    description:
      "Every user's credit package orders, newest first: by status, and by part of the user's e-mail or an exact order or session id.",
  })
  async staffOrders(@Args(() => StaffOrdersArgs) { status, query, ...page }: StaffOrdersArgs): Promise<StaffOrderPage> {
    const { items, ...rest } = await this.staffPayments.orders({ status: status ?? undefined, query: query ?? undefined }, page);
    return { ...rest, items: items.map(toStaffOrderView) };
  }

  @Authorized('staff')
  @Mutation(() => StaffOrderView, {
    complexity: FIELD_COST.payment,
    description:
      'Refunds a completed order in full through the payment provider, once, and takes its credits back as far as the user has them left (refundSummary says what moved); audited with the reason. Not completed, or refunded already: CONFLICT.',
  })
  async refundOrder(
    @CurrentStaff() staff: StaffSession,
    @Args(() => RefundOrderArgs) { orderId, reason }: RefundOrderArgs,
  ): Promise<StaffOrderView> {
    return refundedOrderView(await this.staffPayments.refund(staff, orderId, reason));
  }
}
