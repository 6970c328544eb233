import { Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentSession } from '../../graphql/context';
import { CheckoutSession } from '../payments/payments.types';
import type { SubscriptionsService } from './subscriptions.service';
import { AdvanceRenewalArgs, IntervalArgs, ProPriceView, SubscriptionView } from './subscriptions.types';

@Resolver()
export class SubscriptionsResolver {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Query(() => [ProPriceView], { complexity: FIELD_COST.read, description: 'Pro as it is sold: monthly and yearly, priced by the server.' })
  proPrices(): ProPriceView[] {
    return this.subscriptions.prices();
  }

  @Authorized()
  @Query(() => SubscriptionView, { nullable: true, complexity: FIELD_COST.read, description: 'Your Pro plan; null when you have none.' })
  async mySubscription(@CurrentSession() session: AuthenticatedSession): Promise<SubscriptionView | null> {
    return this.subscriptions.current(session.userId);
  }

  @Authorized()
  @Mutation(() => CheckoutSession, {
    complexity: FIELD_COST.payment,
    description: 'Starts a checkout of Pro, monthly or yearly, priced by the server. Already on Pro: CONFLICT.',
  })
  async subscribeToPro(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => IntervalArgs) { interval }: IntervalArgs,
  ): Promise<CheckoutSession> {
    return this.subscriptions.subscribe(session.userId, interval);
  }

  @Authorized()
  @Mutation(() => SubscriptionView, {
    complexity: FIELD_COST.payment,
    description: 'Switches Pro between monthly and yearly billing; the provider prorates and invoices at once.',
  })
  async switchSubscriptionInterval(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => IntervalArgs) { interval }: IntervalArgs,
  ): Promise<SubscriptionView> {
    return this.subscriptions.switchInterval(session.userId, interval);
  }

  @Authorized()
  @Mutation(() => SubscriptionView, {
    complexity: FIELD_COST.payment,
    description: 'Cancels Pro at the end of the paid period: it runs until then.',
  })
  async cancelSubscription(@CurrentSession() session: AuthenticatedSession): Promise<SubscriptionView> {
    return this.subscriptions.setCancelAtPeriodEnd(session.userId, true);
  }

  @Authorized()
  @Mutation(() => SubscriptionView, {
    complexity: FIELD_COST.payment,
    description: 'Keeps Pro after a cancellation, before the period ends.',
  })
  async resumeSubscription(@CurrentSession() session: AuthenticatedSession): Promise<SubscriptionView> {
    return this.subscriptions.setCancelAtPeriodEnd(session.userId, false);
  }

  @Authorized()
  @Mutation(() => String, {
    complexity: FIELD_COST.payment,
    description: "The payment provider's billing portal (card, invoices, cancellation): send the browser there.",
  })
  async billingPortalUrl(@CurrentSession() session: AuthenticatedSession): Promise<string> {
    return this.subscriptions.portalUrl(session.userId);
  }

  @Authorized()
  @Mutation(() => SubscriptionView, {
    nullable: true,
    complexity: FIELD_COST.payment,
    description:
      'Test mode with the local test checkout only: the next renewal now, charged to a test card (what a Stripe test clock does). Null when the plan ended.',
  })
  async advanceSubscriptionRenewal(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => AdvanceRenewalArgs) { card }: AdvanceRenewalArgs,
  ): Promise<SubscriptionView | null> {
    return this.subscriptions.advanceRenewal(session.userId, card);
  }
}
