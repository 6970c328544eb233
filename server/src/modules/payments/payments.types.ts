import { IsInt, Matches, Max, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Required } from '../../common/validators';
import { Paginated } from '../../graphql/pagination';
import { UserView } from '../users/users.types';
import type { CreditPackage } from './credit-package.entity';
import type { OrderStatus, PaymentOrder, PaymentProviderKind } from './payment-order.entity';
import type { CheckoutPaymentStatus, CheckoutStatus } from './payment-provider';
import { INVALID_PACKAGE_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from './payments.messages';

/** The order statuses as a GraphQL enum (the compiler checks that both name the same ones). */
export const OrderStatusEnum = {
  pending: 'pending',
  completed: 'completed',
  failed: 'failed',
  expired: 'expired',
  refunded: 'refunded',
} as const satisfies { readonly [K in OrderStatus]: K };
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description:
    'pending: checkout started or payment clearing; completed: paid and credited; failed: the payment failed; expired: ended without a payment; refunded: paid, then refunded by our team (the unspent credits taken back).',
});

/** The payment providers an order can be paid through, as a GraphQL enum. */
export const PaymentProviderEnum = { stripe: 'stripe', local: 'local' } as const satisfies { readonly [K in PaymentProviderKind]: K };
registerEnumType(PaymentProviderEnum, {
  name: 'PaymentProvider',
  description: "Where an order was paid: Stripe's hosted checkout, or the app's local test checkout (no money moves).",
});

export const PaymentModeEnum = { stripe: 'stripe', local: 'local', unavailable: 'unavailable' } as const;
registerEnumType(PaymentModeEnum, {
  name: 'PaymentMode',
  description: "How checkout works: Stripe's hosted checkout, the app's local test checkout (no money moves), or not at all.",
});

/** A checkout session's state as the provider reports it (Stripe's words), as a GraphQL enum. */
export const CheckoutStatusEnum = { open: 'open', complete: 'complete', expired: 'expired' } as const satisfies {
  readonly [K in CheckoutStatus]: K;
};
registerEnumType(CheckoutStatusEnum, {
  name: 'CheckoutStatus',
  description: 'open: checkout not finished; complete: finished (see its payment status); expired: ended unfinished.',
});

/** Whether a checkout session's payment went through (Stripe's words), as a GraphQL enum. */
export const CheckoutPaymentStatusEnum = { paid: 'paid', unpaid: 'unpaid', no_payment_required: 'no_payment_required' } as const satisfies {
  readonly [K in CheckoutPaymentStatus]: K;
};
registerEnumType(CheckoutPaymentStatusEnum, {
  name: 'CheckoutPaymentStatus',
  description: 'paid; unpaid (not yet, or a payment still clearing); no_payment_required.',
});

@ObjectType('CreditPackage', { description: 'A credit package on sale, priced by the server.' })
export class CreditPackageView {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  credits: number;

  @Field(() => Int, { description: "The price in the currency's smallest unit (cents)." })
  priceCents: number;

  @Field(() => Float, { description: 'The price in the main unit (dollars).' })
  price: number;

  @Field(() => String, { description: "ISO 4217 currency code, lower case ('usd')." })
  currency: string;

  @Field(() => Boolean, { description: "Shown with the 'Most Popular' badge." })
  popular: boolean;
}

@ObjectType({ description: 'How credits can be bought here.' })
export class PaymentSettings {
  @Field(() => PaymentModeEnum)
  mode: keyof typeof PaymentModeEnum;

  @Field(() => Boolean, { description: 'True when payments are in a test mode and no money moves.' })
  testMode: boolean;
}

@ObjectType({ description: "A checkout session: send the browser to `url`, the payment provider's checkout page." })
export class CheckoutSession {
  @Field(() => String)
  sessionId: string;

  @Field(() => String)
  url: string;
}

@ObjectType('PaymentOrder', { description: "One of the signed-in user's credit package orders." })
export class PaymentOrderView {
  @Field(() => ID)
  id: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  completedAt: Date | null;

  @Field(() => String, { description: '`package` (credits bought once) or `subscription` (an invoice of Pro).' })
  kind: 'package' | 'subscription';

  @Field(() => Int, { nullable: true, description: 'The package bought; null for an invoice of Pro.' })
  packageId: number | null;

  @Field(() => String, { nullable: true, description: 'An invoice of Pro: `month` or `year`.' })
  billingInterval: 'month' | 'year' | null;

  @Field(() => Int, { description: 'The credits the order granted (an invoice of yearly Pro: the months granted so far).' })
  credits: number;

  @Field(() => String, { nullable: true, description: "The payment provider's page of an invoice of Pro." })
  invoiceUrl: string | null;

  @Field(() => Int)
  amountCents: number;

  @Field(() => Float, { description: 'The amount in the main unit (dollars).' })
  amount: number;

  @Field(() => String)
  currency: string;

  @Field(() => OrderStatusEnum)
  status: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Why the payment did not go through, when it did not.' })
  failureReason: string | null;
}

@ObjectType({ description: "A page of the signed-in user's orders, newest first." })
export class PaymentOrderPage extends Paginated(PaymentOrderView) {}

@ObjectType('PaymentStatus', { description: 'A checkout session as the payment provider reports it, with its order.' })
export class PaymentStatusView {
  @Field(() => String)
  sessionId: string;

  @Field(() => CheckoutStatusEnum, { description: 'open, complete or expired.' })
  status: CheckoutStatus;

  @Field(() => CheckoutPaymentStatusEnum, { description: 'paid, unpaid or no_payment_required.' })
  paymentStatus: CheckoutPaymentStatus;

  @Field(() => PaymentOrderView)
  order: PaymentOrderView;
}

@ObjectType('PaymentResult', { description: 'The processing result of a payment (docs/product-spec.md §3).' })
export class PaymentResultView {
  @Field(() => ID)
  orderId: string;

  @Field(() => String, {
    nullable: true,
    description: "The Pro subscription a checkout of Pro made (the provider's id); null for a credit package.",
  })
  subscriptionId: string | null;

  @Field(() => Int)
  creditsAdded: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'The credits the account already had when a Pro period began: they carry over, and this period’s grant comes on top. Null for a credit package.',
  })
  creditsTransferred: number | null;

  @Field(() => Int, { description: "The user's total credits after this payment." })
  totalCredits: number;

  @Field(() => Int)
  remainingCredits: number;

  @Field(() => Boolean, { description: 'Completed (true) or pending (false).' })
  orderStatus: boolean;

  @Field(() => String)
  message: string;
}

@ObjectType({ description: 'A confirmed payment: its result, and the user with the new balance.' })
export class PaymentConfirmation {
  @Field(() => PaymentResultView)
  result: PaymentResultView;

  @Field(() => UserView)
  user: UserView;
}

/** A package to buy, by id; the browser's credits and amount are never read. */
@ArgsType()
export class CreateCheckoutArgs {
  @Field(() => Int)
  @IsInt({ message: INVALID_PACKAGE_MESSAGE })
  @Min(1, { message: INVALID_PACKAGE_MESSAGE })
  @Max(2_147_483_647, { message: INVALID_PACKAGE_MESSAGE })
  packageId: number;
}

@ArgsType()
export class PaymentSessionArgs {
  @Field(() => String, { description: "The checkout session's id, as the provider's return URL carries it (session_id)." })
  @Matches(/^[A-Za-z0-9_-]{1,255}$/, { message: SESSION_NOT_FOUND_MESSAGE })
  @Required(SESSION_NOT_FOUND_MESSAGE)
  sessionId: string;
}

export function toOrderView(order: PaymentOrder): PaymentOrderView {
  const {
    id,
    kind,
    createdAt,
    completedAt,
    packageId,
    billingInterval,
    credits,
    amountCents,
    currency,
    status,
    failureReason,
    invoiceUrl,
  } = order;
  return {
    id,
    kind,
    createdAt,
    completedAt,
    packageId,
    billingInterval,
    credits,
    invoiceUrl,
    amountCents,
    amount: amountCents / 100,
    currency,
    status,
    failureReason,
  };
}

export function toPackageView({ id, credits, priceCents, currency, popular }: CreditPackage): CreditPackageView {
  return { id, credits, priceCents, price: priceCents / 100, currency, popular };
}
