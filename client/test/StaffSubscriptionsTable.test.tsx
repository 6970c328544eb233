/**
 * The staff subscriptions page's parts, rendered with MockedProvider answering their queries (see
 * render.tsx: in Node antd's breakpoints are unknown, so the table is seen as on a phone, a list):
 * the table loading, failed, empty and with one subscription in each state; the figure cards and
 * the dashboard's MRR card; the customer page's Plan section with 'Set plan' and an invoice of Pro
 * among the orders.
 */
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CustomerDetail } from '../src/features/staff/customers/CustomerDetail';
import { StaffSubscriptionsTable } from '../src/features/staff/subscriptions/StaffSubscriptionsTable';
import { MrrCard, SubscriptionFigureCards } from '../src/features/staff/subscriptions/SubscriptionFigures';
import {
  CustomerDetailDocument,
  CustomerLedgerDocument,
  CustomerOrdersDocument,
  type CustomerOrdersQuery,
  StaffSubscriptionFiguresDocument,
  type StaffSubscriptionRowFragment,
  StaffSubscriptionsDocument,
} from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const sub = (over: Partial<StaffSubscriptionRowFragment>): StaffSubscriptionRowFragment => ({
  __typename: 'StaffSubscription',
  id: 's1',
  providerSubscriptionId: 'sub_test_local_1',
  userId: 'u1',
  email: 'ada@acme.io',
  interval: 'month',
  status: 'active',
  amountCents: 10000,
  currency: 'usd',
  currentPeriodEnd: '2026-04-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceUntil: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  endedAt: null,
  ...over,
});

const listRequest = { query: StaffSubscriptionsDocument, variables: { page: 1, pageSize: 20, status: null } };

function listMock(items: StaffSubscriptionRowFragment[]): MockedResponse {
  return {
    request: listRequest,
    result: { data: { __typename: 'Query', staffSubscriptions: { __typename: 'StaffSubscriptionPage', total: items.length, items } } },
  };
}

const figures = { active: 3, pastDue: 1, cancelling: 1, monthly: 3, yearly: 1, mrrCents: 38000 };
const figuresMock: MockedResponse = {
  request: { query: StaffSubscriptionFiguresDocument },
  result: { data: { __typename: 'Query', subscriptionFigures: { __typename: 'SubscriptionFigures', ...figures } } },
};

describe('the staff subscriptions table', () => {
  it('says it is loading before the answer comes', () => {
    const html = renderToString(
      <MockedProvider mocks={[listMock([])]}>
        <MemoryRouter>
          <App>
            <StaffSubscriptionsTable />
          </App>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(html).toContain('role="status" aria-label="Loading the subscriptions"');
  });

  it('shows a failure in the server’s words, with Retry', async () => {
    const failed: MockedResponse = { request: listRequest, result: { errors: [new GraphQLError('Sign in to the staff area.')] } };
    const text = textOf(await renderHtml(<StaffSubscriptionsTable />, [failed]));
    expect(text).toContain('The subscriptions could not be loaded');
    expect(text).toContain('Sign in to the staff area.');
    expect(text).toContain('Retry');
  });

  it('says when there are none yet', async () => {
    const text = textOf(await renderHtml(<StaffSubscriptionsTable />, [listMock([])]));
    expect(text).toContain('No subscriptions yet');
    expect(text).toContain('Accounts that subscribe to Pro appear here.');
  });

  it('lists each subscription: the account linking to its page, Pro and its billing, status, amount, renewal or end, and since when', async () => {
    const items = [
      sub({}),
      sub({ id: 's2', userId: 'u2', email: 'bo@acme.io', interval: 'year', amountCents: 96000, cancelAtPeriodEnd: true }),
      sub({ id: 's3', userId: 'u3', email: 'cy@acme.io', status: 'past_due', graceUntil: '2026-04-08T12:00:00.000Z' }),
      sub({ id: 's4', userId: 'u4', email: 'di@acme.io', status: 'canceled', endedAt: '2026-02-01T12:00:00.000Z' }),
    ];
    const html = await renderHtml(<StaffSubscriptionsTable />, [listMock(items)]);
    const text = textOf(html);
    expect(html).toContain('href="/admin/users/u1"');
    expect(html).toContain('aria-label="Subscriptions"');
    expect(text).toContain('ada@acme.io Active Pro · Monthly · $100 / month Renews Apr 1, 2026 · Since Mar 1, 2026 12:00 PM');
    expect(text).toContain('bo@acme.io Ending on Apr 1, 2026 Pro · Yearly · $960 / year Ends Apr 1, 2026');
    expect(text).toContain('cy@acme.io Past due (grace until Apr 8, 2026) Pro · Monthly · $100 / month Ends Apr 8, 2026 unless paid');
    expect(text).toContain('di@acme.io Ended Pro · Monthly · $100 / month Ended Feb 1, 2026');
    expect(text).toContain('Status');
  });
});

describe('the subscription figures', () => {
  it('shows the cards: MRR in dollars, active, in grace, cancelling, monthly / yearly', async () => {
    const html = await renderHtml(<SubscriptionFigureCards />, [figuresMock]);
    expect(html).toContain('aria-label="Subscription figures"');
    const text = textOf(html);
    for (const part of ['MRR $380.00', 'Active 3', 'In grace 1', 'Cancelling 1', 'Monthly / yearly 3 / 1']) expect(text).toContain(part);
  });

  it("gives the dashboard its MRR card, with the live subscriptions and the page's link", async () => {
    const html = await renderHtml(<MrrCard />, [figuresMock]);
    expect(textOf(html)).toBe('MRR $380.00 4 live Pro subscriptions · See subscriptions');
    expect(html).toContain('href="/admin/subscriptions"');
  });
});

describe("the customer page's plan", () => {
  const customer = {
    __typename: 'CustomerDetail' as const,
    id: 'u1',
    email: 'ada@acme.io',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Acme',
    designation: null,
    phone: null,
    plan: 'enterprise',
    planExpiry: '2027-01-31T23:59:59.999Z',
    remainingCredits: 105,
    totalCredits: 105,
    createdAt: '2026-03-01T12:00:00.000Z',
    lastActiveAt: null,
    searchesCount: 0,
    revealsCount: 0,
    ordersCount: 1,
  };
  const order: CustomerOrdersQuery['customer']['orders']['items'][number] = {
    __typename: 'PaymentOrder',
    id: 'o1',
    createdAt: '2026-03-01T12:00:00.000Z',
    status: 'completed',
    kind: 'subscription',
    packageId: null,
    billingInterval: 'month',
    invoiceUrl: '/checkout/test/invoice/in_1',
    credits: 90,
    amount: 100,
    currency: 'usd',
  };
  const mocks: MockedResponse[] = [
    { request: { query: CustomerDetailDocument, variables: { id: 'u1' } }, result: { data: { __typename: 'Query', customer } } },
    {
      request: { query: CustomerLedgerDocument, variables: { id: 'u1', page: 1, pageSize: 10 } },
      result: {
        data: {
          __typename: 'Query',
          customer: { __typename: 'CustomerDetail', id: 'u1', ledger: { __typename: 'StaffUserLedgerPage', total: 0, items: [] } },
        },
      },
    },
    {
      request: { query: CustomerOrdersDocument, variables: { id: 'u1', page: 1, pageSize: 10 } },
      result: {
        data: {
          __typename: 'Query',
          customer: { __typename: 'CustomerDetail', id: 'u1', orders: { __typename: 'StaffUserOrderPage', total: 1, items: [order] } },
        },
      },
    },
  ];

  it("shows the plan until its end with 'Set plan', and an invoice of Pro as Pro (monthly)", async () => {
    const html = await renderHtml(<CustomerDetail userId="u1" />, mocks);
    const text = textOf(html);
    expect(html).toContain('aria-label="Plan"');
    expect(text).toContain('Plan Set plan Enterprise until Jan 31, 2027 11:59 PM');
    expect(text).toContain('Pro (monthly) · 90 credits · $100');
  });
});
