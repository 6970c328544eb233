import { IsIn } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Required } from '../../common/validators';
import type { BillingInterval } from '../payments/billing-provider';
import type { SubscriptionStatus } from './subscription.entity';
import type { ProPrice, SubscriptionState } from './subscriptions.service';

export const BillingIntervalEnum = { month: 'month', year: 'year' } as const satisfies { readonly [K in BillingInterval]: K };
registerEnumType(BillingIntervalEnum, {
  name: 'BillingInterval',
  description: 'How Pro is billed: every month, or once a year (20% less).',
});

export const SubscriptionStatusEnum = { active: 'active', past_due: 'past_due', canceled: 'canceled' } as const satisfies {
  readonly [K in SubscriptionStatus]: K;
};
registerEnumType(SubscriptionStatusEnum, {
  name: 'SubscriptionStatus',
  description: 'active: paid up; past_due: a renewal failed and the plan runs through its grace (graceUntil); canceled: ended.',
});

const INTERVAL_MESSAGE = 'Choose monthly or yearly billing.';

@ObjectType('ProPrice', { description: 'Pro as it is sold: monthly, or yearly at 20% less. Priced by the server.' })
export class ProPriceView implements ProPrice {
  @Field(() => BillingIntervalEnum)
  interval: BillingInterval;

  @Field(() => Int, { description: 'What one period costs, in cents.' })
  amountCents: number;

  @Field(() => String)
  currency: string;

  @Field(() => Int, { description: 'The price per month, in cents (a yearly price divided by 12).' })
  monthlyEquivalentCents: number;

  @Field(() => Int)
  creditsPerMonth: number;
}

@ObjectType('Subscription', { description: "The signed-in user's Pro plan, as the payment provider last reported it." })
export class SubscriptionView implements SubscriptionState {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "The payment provider's subscription id (Stripe's sub_...)." })
  providerSubscriptionId: string;

  @Field(() => String)
  plan: string;

  @Field(() => BillingIntervalEnum)
  interval: BillingInterval;

  @Field(() => SubscriptionStatusEnum)
  status: SubscriptionStatus;

  @Field(() => GraphQLDateTimeISO)
  currentPeriodStart: Date;

  @Field(() => GraphQLDateTimeISO, { description: 'The end of the paid period: the plan runs until then.' })
  currentPeriodEnd: Date;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: 'When the next payment is taken; null when the plan ends at the end of this period.',
  })
  nextRenewalAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'What the next renewal charges, in cents (before any proration).' })
  nextAmountCents: number | null;

  @Field(() => String)
  currency: string;

  @Field(() => Int)
  creditsPerMonth: number;

  @Field(() => Boolean)
  cancelAtPeriodEnd: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'After a failed renewal: the plan ends then unless a payment comes.' })
  graceUntil: Date | null;

  @Field(() => Boolean, { description: 'Test mode: no money moves (the local test checkout, or Stripe test keys).' })
  testMode: boolean;
}

@ArgsType()
export class IntervalArgs {
  @Field(() => BillingIntervalEnum)
  @IsIn(['month', 'year'], { message: INTERVAL_MESSAGE })
  @Required(INTERVAL_MESSAGE)
  interval: BillingInterval;
}

export const RenewalCardEnum = { success: 'success', decline: 'decline' } as const;
registerEnumType(RenewalCardEnum, {
  name: 'RenewalCard',
  description: 'The test card a test renewal is charged to: one that pays, one that is declined.',
});

@ArgsType()
export class AdvanceRenewalArgs {
  @Field(() => RenewalCardEnum, { defaultValue: 'success' })
  @IsIn(['success', 'decline'], { message: 'Choose the test card: success or decline.' })
  card: 'success' | 'decline';
}
