import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { Required } from '../../common/validators';
import { Paginated, PageArgs } from '../../graphql/pagination';
import type { OrderStatus, PaymentProviderKind } from '../payments/payment-order.entity';
import type { StaffOrderRow } from '../payments/payments.repository';
import { ORDER_NOT_FOUND_MESSAGE, REFUND_REASON_MAX, REFUND_REASON_MESSAGE, REFUND_REASON_MIN } from '../payments/payments.messages';
import type { RefundOutcome } from '../payments/refunds.service';
import { OrderStatusEnum, PaymentOrderView, PaymentProviderEnum, toOrderView } from '../payments/payments.types';
import { refundSummary } from '../payments/refund-summary';

@ObjectType({ description: 'The user who placed an order.' })
export class StaffOrderUser {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;
}

@ObjectType('StaffOrder', {
  description: "A credit package order as the staff area sees it: any user's, with its provider and the refund when there is one.",
})
export class StaffOrderView extends PaymentOrderView {
  @Field(() => PaymentProviderEnum)
  provider: PaymentProviderKind;

  @Field(() => String, { description: "The payment provider's checkout session id." })
  checkoutSessionId: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  refundedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The payment provider's refund id." })
  refundId: string | null;

  @Field(() => Int, { nullable: true, description: 'The credits the refund took back (null until refunded).' })
  refundedCredits: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The credits bought that the refund could not take back, because the user had spent them (null until refunded).',
  })
  creditsNotRecovered: number | null;

  @Field(() => String, { nullable: true, description: 'What the refund did, in words (null until refunded).' })
  refundSummary: string | null;

  @Field(() => StaffOrderUser)
  user: StaffOrderUser;
}

@ObjectType({ description: "A page of every user's orders, newest first." })
export class StaffOrderPage extends Paginated(StaffOrderView) {}

@ArgsType()
export class StaffOrdersArgs extends PageArgs {
  @Field(() => OrderStatusEnum, { nullable: true, description: 'Only orders with this status.' })
  @IsOptional()
  @IsIn(Object.values(OrderStatusEnum))
  status?: OrderStatus | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the user's e-mail, or an order id or checkout session id exactly.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(254, { message: 'A search can be at most 254 characters.' })
  query?: string | null;
}

@ArgsType()
export class RefundOrderArgs {
  @Field(() => ID)
  @MaxLength(64, { message: ORDER_NOT_FOUND_MESSAGE })
  @Required(ORDER_NOT_FOUND_MESSAGE)
  orderId: string;

  @Field(() => String, { description: `Why, for the audit log (${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters).` })
  @Length(REFUND_REASON_MIN, REFUND_REASON_MAX, { message: REFUND_REASON_MESSAGE })
  @Required(REFUND_REASON_MESSAGE)
  reason: string;
}

export function toStaffOrderView(order: StaffOrderRow): StaffOrderView {
  const refunded = order.status === 'refunded';
  return {
    ...toOrderView(order),
    provider: order.provider,
    checkoutSessionId: order.checkoutSessionId,
    refundedAt: order.refundedAt,
    refundId: order.refundId,
    refundedCredits: order.refundedCredits,
    creditsNotRecovered: refunded ? order.credits - (order.refundedCredits ?? 0) : null,
    refundSummary: refunded ? refundSummary(order) : null,
    user: { id: order.userId, email: order.email },
  };
}

/** The order a refund answers, as the list shows it. */
export function refundedOrderView(outcome: RefundOutcome): StaffOrderView {
  return toStaffOrderView({ ...outcome.order, email: outcome.email });
}
