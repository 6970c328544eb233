/**
 * The payment result page's boxes (docs/product-spec.md §2): the processing result shows the
 * subscription id and the credits transferred when a checkout of Pro has them, and not for a
 * package; what was bought reads 'Pro (yearly)' where a package shows its id.
 */
import { ProcessingBox, PurchaseBox } from '../src/features/payments/PaymentResultView';
import type { OrderHistoryRowFragment, PaymentResultFieldsFragment } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const packageResult: PaymentResultFieldsFragment = {
  __typename: 'PaymentResult',
  orderId: 'ord-1',
  subscriptionId: null,
  creditsAdded: 44,
  creditsTransferred: null,
  totalCredits: 49,
  remainingCredits: 49,
  orderStatus: true,
  message: 'Payment processed successfully',
};

const proResult: PaymentResultFieldsFragment = {
  ...packageResult,
  orderId: 'ord-2',
  subscriptionId: 'sub_test_local_9f8e7d',
  creditsAdded: 90,
  creditsTransferred: 5,
  totalCredits: 95,
  remainingCredits: 95,
  message: 'Welcome to Pro. This month’s credits have been added.',
};

const order = (over: Partial<OrderHistoryRowFragment>): OrderHistoryRowFragment => ({
  __typename: 'PaymentOrder',
  id: 'ord-2',
  createdAt: '2026-03-01T12:00:00.000Z',
  completedAt: '2026-03-01T12:00:05.000Z',
  kind: 'subscription',
  packageId: null,
  billingInterval: 'year',
  invoiceUrl: null,
  credits: 90,
  amount: 960,
  currency: 'usd',
  status: 'completed',
  failureReason: null,
  ...over,
});

describe('the processing result', () => {
  it('of a checkout of Pro: order id, subscription id, credits added, credits transferred, total, status', async () => {
    const text = textOf(await renderHtml(<ProcessingBox result={proResult} />));
    expect(text).toContain(
      'Order ID ord-2 Subscription ID sub_test_local_9f8e7d Credits added 90 Credits transferred 5 Total credits 95 Order status Completed',
    );
    expect(text).toContain('Welcome to Pro.');
  });

  it('shows credits transferred of 0 (a number, not nothing)', async () => {
    const text = textOf(await renderHtml(<ProcessingBox result={{ ...proResult, creditsTransferred: 0 }} />));
    expect(text).toContain('Credits transferred 0');
  });

  it('of a package: neither a subscription id nor credits transferred', async () => {
    const text = textOf(await renderHtml(<ProcessingBox result={packageResult} />));
    expect(text).toContain('Order ID ord-1 Credits added 44 Total credits 49 Order status Completed');
    expect(text).not.toContain('Subscription ID');
    expect(text).not.toContain('Credits transferred');
  });
});

describe('what was bought', () => {
  it('names Pro and its billing instead of a package id', async () => {
    const text = textOf(await renderHtml(<PurchaseBox order={order({})} sessionId="cs_test_local_1" confirmed />));
    expect(text).toContain('Credits 90 credits Amount $960 Plan Pro (yearly) Session ID cs_test_local_1');
    expect(text).not.toContain('Package ID');
  });

  it('names a package by its id', async () => {
    const pkg = order({ kind: 'package', packageId: 2, billingInterval: null, credits: 44, amount: 50 });
    const text = textOf(await renderHtml(<PurchaseBox order={pkg} sessionId="cs_test_local_2" confirmed={false} />));
    expect(text).toContain('Credits 44 credits Amount $50 Package ID 2 Session ID cs_test_local_2');
  });
});
