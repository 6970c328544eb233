import { IsIn, IsOptional } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Paginated, PageArgs } from '../../graphql/pagination';
import type { SubscriptionStatus } from '../subscriptions/subscription.entity';
import type { StaffSubscriptionRow, SubscriptionFigures } from '../subscriptions/subscriptions.repository';
import { BillingIntervalEnum, SubscriptionStatusEnum } from '../subscriptions/subscriptions.types';

@ObjectType('StaffSubscription', { description: "A customer's Pro subscription, as the staff area lists it." })
export class StaffSubscriptionView implements StaffSubscriptionRow {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "The payment provider's subscription id." })
  providerSubscriptionId: string;

  @Field(() => ID)
  userId: string;

  @Field(() => String)
  email: string;

  @Field(() => BillingIntervalEnum)
  interval: 'month' | 'year';

  @Field(() => SubscriptionStatusEnum)
  status: SubscriptionStatus;

  @Field(() => Int, { description: 'What a period costs, in cents.' })
  amountCents: number;

  @Field(() => String)
  currency: string;

  @Field(() => GraphQLDateTimeISO, { description: 'The end of the paid period: the next renewal, unless it ends then.' })
  currentPeriodEnd: Date;

  @Field(() => Boolean)
  cancelAtPeriodEnd: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  graceUntil: Date | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  endedAt: Date | null;
}

@ObjectType({ description: 'A page of subscriptions, newest first.' })
export class StaffSubscriptionPage extends Paginated(StaffSubscriptionView) {}

@ObjectType('SubscriptionFigures', { description: 'Live subscriptions (active or in their grace) and the monthly recurring revenue.' })
export class SubscriptionFiguresView implements SubscriptionFigures {
  @Field(() => Int)
  active: number;

  @Field(() => Int, { description: 'In their grace after a failed renewal.' })
  pastDue: number;

  @Field(() => Int, { description: 'Live, and set to end at the end of their period.' })
  cancelling: number;

  @Field(() => Int)
  monthly: number;

  @Field(() => Int)
  yearly: number;

  @Field(() => Float, {
    description: 'Monthly recurring revenue in cents: monthly prices, and a twelfth of yearly ones, of live subscriptions.',
  })
  mrrCents: number;
}

@ArgsType()
export class StaffSubscriptionsArgs extends PageArgs {
  @Field(() => SubscriptionStatusEnum, { nullable: true, description: 'Only subscriptions with this status.' })
  @IsOptional()
  @IsIn(Object.values(SubscriptionStatusEnum))
  status?: SubscriptionStatus | null;
}
