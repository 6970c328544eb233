import { Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentSession } from '../../graphql/context';
import { PageArgs } from '../../graphql/pagination';
import type { UsersService } from '../users/users.service';
import type { CheckoutService } from './checkout.service';
import type { OrdersService } from './orders.service';
import {
  CheckoutSession,
  CreateCheckoutArgs,
  CreditPackageView,
  PaymentConfirmation,
  PaymentOrderPage,
  PaymentSessionArgs,
  PaymentSettings,
  PaymentStatusView,
  toOrderView,
  toPackageView,
} from './payments.types';

@Resolver()
export class PaymentsResolver {
  constructor(
    private readonly payments: CheckoutService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
  ) {}

  @Query(() => [CreditPackageView], { complexity: FIELD_COST.read, description: 'The credit packages on sale, by id.' })
  async creditPackages(): Promise<CreditPackageView[]> {
    return (await this.payments.packages()).map(toPackageView);
  }

  @Query(() => PaymentSettings, { description: 'How credits can be bought here: Stripe, the local test checkout, or not at all.' })
  paymentSettings(): PaymentSettings {
    return { mode: this.payments.mode, testMode: this.payments.testMode };
  }

  @Authorized()
  @Mutation(() => CheckoutSession, {
    complexity: FIELD_COST.payment,
    description: "Starts a checkout for a package on sale, priced by the server; unknown ids answer 'Invalid package selected'.",
  })
  async createCheckoutSession(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => CreateCheckoutArgs) { packageId }: CreateCheckoutArgs,
  ): Promise<CheckoutSession> {
    return this.payments.createCheckout(session.userId, packageId);
  }

  @Authorized()
  @Query(() => PaymentStatusView, {
    complexity: FIELD_COST.payment,
    description: 'One of your checkout sessions as the payment provider reports it; anyone else’s answers NOT_FOUND.',
  })
  async paymentStatus(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => PaymentSessionArgs) { sessionId }: PaymentSessionArgs,
  ): Promise<PaymentStatusView> {
    const { order, ...status } = await this.payments.status(session.userId, sessionId);
    return { ...status, order: toOrderView(order) };
  }

  @Authorized()
  @Mutation(() => PaymentConfirmation, {
    complexity: FIELD_COST.payment,
    description:
      'Confirms a checkout with the payment provider and grants its package once (the webhook may have already). Not paid: PAYMENT_NOT_COMPLETED, nothing granted.',
  })
  async confirmPayment(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => PaymentSessionArgs) { sessionId }: PaymentSessionArgs,
  ): Promise<PaymentConfirmation> {
    const result = await this.payments.confirm(session.userId, sessionId);
    return { result, user: await this.users.getOwnAccount(session.userId) };
  }

  @Authorized()
  @Query(() => PaymentOrderPage, {
    complexity: FIELD_COST.read,
    description: 'Your credit package orders, newest first, a page at a time.',
  })
  async paymentOrders(@CurrentSession() session: AuthenticatedSession, @Args(() => PageArgs) args: PageArgs): Promise<PaymentOrderPage> {
    const { items, ...page } = await this.orders.orders(session.userId, args);
    return { ...page, items: items.map(toOrderView) };
  }
}
