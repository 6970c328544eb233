import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { SubscriptionCheckoutRequest } from '../../modules/payments/billing-provider';
import { RefundRefusedError, WebhookSignatureError } from '../../modules/payments/payment-provider';
import { billingEventOf } from './stripe.billing';
import { StripePayments } from './stripe.payments';

/**
 * Stripe Billing with the real SDK, through StripePayments (its `billing`, and its webhooks):
 * webhooks signed by the SDK's own test helper, and the API calls against a local HTTP server on
 * 127.0.0.1 that plays Stripe's customers, checkout sessions, subscriptions, invoices, invoice
 * payments, billing portal and refunds.
 */

const SECRET_KEY = 'sk_test_billing_spec';
const WEBHOOK_SECRET = 'whsec_billing_spec_secret';
const USER_ID = '6f1c2b9e-4a57-4d0e-9a4f-0c5e2b7d1a33';
const ORDER_ID = '3a0c6a52-57b1-4c1e-8a3e-2f4b6f1d9e70';
/** Stripe's seconds, and the dates they are. */
const [JAN_1, FEB_1, FEB_1_NEXT_YEAR] = ['2026-01-01', '2026-02-01', '2027-02-01'].map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
const at = (seconds: number) => new Date(seconds * 1000);

type Recorded = { method: string; path: string; form: URLSearchParams; headers: http.IncomingHttpHeaders };
type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const requests: Recorded[] = [];
/** The answer to every request, or one chosen per request. */
let reply: Reply | ((request: Recorded) => Reply) = { status: 500, body: {} };
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', form: new URLSearchParams(data), headers: req.headers };
      requests.push(recorded);
      const answer = typeof reply === 'function' ? reply(recorded) : reply;
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_spec', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

function billing(prices: { month?: string; year?: string } = {}) {
  return new StripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  }).billing;
}

const ok = (body: unknown): Reply => ({ status: 200, body });
const missing: Reply = {
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } },
};
const invalid = (code: string, message: string): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message } },
});
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
const form = (r: Recorded) => Object.fromEntries(r.form);
const calls = () => requests.map((r) => [r.method, r.path]);

/** A subscription as Stripe writes it in this API version: the current period on its one item. */
function subscription(overrides: Record<string, unknown> = {}, item: Record<string, unknown> = {}, price: Record<string, unknown> = {}) {
  return {
    id: 'sub_spec_1',
    customer: 'cus_spec_1',
    status: 'active',
    currency: 'usd',
    cancel_at_period_end: false,
    cancel_at: null,
    latest_invoice: 'in_spec_1',
    metadata: { userId: USER_ID, orderId: ORDER_ID },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_spec_1',
          current_period_start: JAN_1,
          current_period_end: FEB_1,
          quantity: 1,
          price: { id: 'price_spec_inline', unit_amount: 1900, product: 'prod_spec_pro', recurring: { interval: 'month' }, ...price },
          ...item,
        },
      ],
    },
    ...overrides,
  };
}

/** A subscription's invoice: the subscription and its metadata under parent.subscription_details. */
function invoice(overrides: Record<string, unknown> = {}) {
  return {
    id: 'in_spec_1',
    customer: 'cus_spec_1',
    status: 'paid',
    billing_reason: 'subscription_create',
    amount_paid: 1900,
    amount_due: 1900,
    currency: 'usd',
    hosted_invoice_url: 'https://invoice.stripe.com/i/acct_spec/in_spec_1',
    invoice_pdf: 'https://pay.stripe.com/invoice/acct_spec/in_spec_1/pdf',
    next_payment_attempt: null,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: 'sub_spec_1', metadata: { userId: USER_ID, orderId: ORDER_ID } },
    },
    ...overrides,
  };
}

const facts = {
  subscriptionId: 'sub_spec_1',
  customerId: 'cus_spec_1',
  userId: USER_ID,
  state: 'active',
  interval: 'month',
  amountCents: 1900,
  currency: 'usd',
  currentPeriodStart: at(JAN_1),
  currentPeriodEnd: at(FEB_1),
  cancelAtPeriodEnd: false,
  latestInvoiceId: 'in_spec_1',
};

const invoiceFacts = {
  invoiceId: 'in_spec_1',
  subscriptionId: 'sub_spec_1',
  customerId: 'cus_spec_1',
  status: 'paid',
  reason: 'subscription_create',
  amountPaidCents: 1900,
  amountDueCents: 1900,
  currency: 'usd',
  userId: USER_ID,
  orderId: ORDER_ID,
  hostedUrl: 'https://invoice.stripe.com/i/acct_spec/in_spec_1',
  pdfUrl: 'https://pay.stripe.com/invoice/acct_spec/in_spec_1/pdf',
  nextAttemptAt: null,
};

describe('StripeBilling subscription checkout', () => {
  const request: SubscriptionCheckoutRequest = {
    userId: USER_ID,
    email: 'ada@northpeak.io',
    customerId: null,
    interval: 'month',
    amountCents: 1900,
    currency: 'USD',
    orderId: ORDER_ID,
    successUrl: 'http://localhost:5173/billing/result?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:5173/billing?canceled=1',
  };
  const known = { ...request, customerId: 'cus_spec_known' };
  const session = { id: 'cs_test_sub1', mode: 'subscription', url: 'https://checkout.stripe.com/c/pay/cs_test_sub1' };
  const stripe = () => (reply = (r) => (r.path === '/v1/customers' ? ok({ id: 'cus_spec_new', object: 'customer' }) : ok(session)));

  it('creates the customer (keyed by the account), then a subscription-mode session priced inline by the server', async () => {
    stripe();
    const created = await billing().createSubscriptionCheckout(request);
    expect(created).toEqual({ sessionId: 'cs_test_sub1', url: session.url, customerId: 'cus_spec_new' });
    expect(calls()).toEqual([
      ['POST', '/v1/customers'],
      ['POST', '/v1/checkout/sessions'],
    ]);
    expect(form(requests[0])).toEqual({ email: 'ada@northpeak.io', 'metadata[userId]': USER_ID });
    expect(requests[0].headers['idempotency-key']).toBe(`talentlens-customer-${USER_ID}`);
    expect(form(requests[1])).toEqual({
      mode: 'subscription',
      customer: 'cus_spec_new',
      client_reference_id: USER_ID,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'TalentLens Pro',
      'subscription_data[metadata][userId]': USER_ID,
      'subscription_data[metadata][orderId]': ORDER_ID,
      'metadata[userId]': USER_ID,
      'metadata[orderId]': ORDER_ID,
      'metadata[kind]': 'subscription',
      'metadata[interval]': 'month',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
  });

  it('asks again with the same customer key (Stripe answers the one customer), and creates none when the account has one', async () => {
    stripe();
    await billing().createSubscriptionCheckout(request);
    await billing().createSubscriptionCheckout(request);
    const keys = requests.filter((r) => r.path === '/v1/customers').map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`talentlens-customer-${USER_ID}`, `talentlens-customer-${USER_ID}`]);

    requests.length = 0;
    const created = await billing().createSubscriptionCheckout(known);
    expect(created.customerId).toBe('cus_spec_known');
    expect(calls()).toEqual([['POST', '/v1/checkout/sessions']]);
    expect(requests[0].form.get('customer')).toBe('cus_spec_known');
  });

  it('uses the configured price id of the interval; an interval without one is priced inline with its recurrence', async () => {
    stripe();
    await billing({ month: 'price_spec_month', year: 'price_spec_year' }).createSubscriptionCheckout({ ...known, interval: 'year' });
    const sent = form(requests[0]);
    expect(sent).toMatchObject({ 'line_items[0][price]': 'price_spec_year', 'line_items[0][quantity]': '1', 'metadata[interval]': 'year' });
    expect(Object.keys(sent).filter((k) => k.includes('price_data'))).toEqual([]);

    await billing({ month: 'price_spec_month' }).createSubscriptionCheckout({ ...known, interval: 'year', amountCents: 19000 });
    expect(form(requests[1])).toMatchObject({
      'line_items[0][price_data][unit_amount]': '19000',
      'line_items[0][price_data][recurring][interval]': 'year',
    });
    expect(requests[1].form.get('line_items[0][price]')).toBeNull();
  });

  it('fails when Stripe answers a session without a url', async () => {
    reply = ok({ ...session, url: null });
    await expect(billing().createSubscriptionCheckout(known)).rejects.toThrow(/without a url/);
  });

  it('retrieves a completed checkout with the subscription it made (an id, or the expanded object)', async () => {
    reply = ok({ ...session, status: 'complete', client_reference_id: USER_ID, subscription: 'sub_spec_1', customer: 'cus_spec_1' });
    await expect(billing().retrieveSubscriptionCheckout('cs_test_sub1')).resolves.toEqual({
      sessionId: 'cs_test_sub1',
      status: 'complete',
      userId: USER_ID,
      subscriptionId: 'sub_spec_1',
      customerId: 'cus_spec_1',
    });
    expect(calls()).toEqual([['GET', '/v1/checkout/sessions/cs_test_sub1']]);

    reply = ok({
      ...session,
      status: 'open',
      client_reference_id: null,
      metadata: { userId: 'u-from-metadata' },
      subscription: subscription({ id: 'sub_spec_expanded' }),
      customer: { id: 'cus_spec_expanded' },
    });
    const expanded = { status: 'open', userId: 'u-from-metadata', subscriptionId: 'sub_spec_expanded', customerId: 'cus_spec_expanded' };
    await expect(billing().retrieveSubscriptionCheckout('cs_test_sub1')).resolves.toEqual({ sessionId: 'cs_test_sub1', ...expanded });
  });

  it('answers null for a session Stripe does not have, and for a malformed id without asking', async () => {
    reply = missing;
    await expect(billing().retrieveSubscriptionCheckout('cs_test_missing')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
    await expect(billing().retrieveSubscriptionCheckout('cs_test/../../v1/charges')).resolves.toBeNull();
    await expect(billing().retrieveSubscriptionCheckout('sub_spec_1')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });
});

describe('StripeBilling subscriptions and invoices', () => {
  it('retrieves a subscription as facts, the period from its item', async () => {
    reply = ok(subscription());
    await expect(billing().retrieveSubscription('sub_spec_1')).resolves.toEqual(facts);
    expect(calls()).toEqual([['GET', '/v1/subscriptions/sub_spec_1']]);
  });

  it.each([
    ['active', ['active', 'trialing']],
    ['past_due', ['past_due', 'unpaid']],
    ['canceled', ['canceled', 'incomplete_expired']],
    ['incomplete', ['incomplete', 'paused', 'a_status_added_later']],
  ])('folds into %s the statuses %j', async (state, statuses) => {
    for (const status of statuses) {
      reply = ok(subscription({ status }));
      expect([status, (await billing().retrieveSubscription('sub_spec_1'))?.state]).toEqual([status, state]);
    }
  });

  it("prefers the item's period to the subscription's own fields, which it reads only when the item has none", async () => {
    reply = ok(subscription({ current_period_start: 1, current_period_end: 2 }));
    const { currentPeriodStart, currentPeriodEnd } = facts;
    expect(await billing().retrieveSubscription('sub_spec_1')).toMatchObject({ currentPeriodStart, currentPeriodEnd });
    const legacy = { current_period_start: FEB_1, current_period_end: FEB_1_NEXT_YEAR };
    reply = ok(subscription(legacy, { current_period_start: undefined, current_period_end: undefined }));
    const read = await billing().retrieveSubscription('sub_spec_1');
    expect([read?.currentPeriodStart, read?.currentPeriodEnd]).toEqual([at(FEB_1), at(FEB_1_NEXT_YEAR)]);
  });

  it('reads a yearly price times its quantity, an expanded customer and invoice, and a cancel_at date as cancelling', async () => {
    reply = ok(
      subscription(
        { customer: { id: 'cus_spec_x' }, latest_invoice: { id: 'in_spec_x' }, cancel_at: FEB_1, metadata: {} },
        { quantity: 2 },
        { unit_amount: 19000, recurring: { interval: 'year' } },
      ),
    );
    expect(await billing().retrieveSubscription('sub_spec_1')).toMatchObject({
      customerId: 'cus_spec_x',
      latestInvoiceId: 'in_spec_x',
      interval: 'year',
      amountCents: 38000,
      cancelAtPeriodEnd: true,
      userId: null,
    });
    // An interval other than a year (Stripe also has day and week) reads as a month.
    reply = ok(subscription({ cancel_at_period_end: true, latest_invoice: null }, {}, { recurring: { interval: 'week' } }));
    const read = await billing().retrieveSubscription('sub_spec_1');
    expect(read).toMatchObject({ cancelAtPeriodEnd: true, latestInvoiceId: null, interval: 'month' });
  });

  it('answers null for a subscription Stripe does not have, and for a malformed id without asking; rethrows other errors', async () => {
    reply = missing;
    await expect(billing().retrieveSubscription('sub_spec_gone')).resolves.toBeNull();
    await expect(billing().retrieveSubscription('sub_spec/../x')).resolves.toBeNull();
    await expect(billing().retrieveSubscription('in_spec_1')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
    reply = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    await expect(billing().retrieveSubscription('sub_spec_1')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('retrieves an invoice as facts, the account and order from the subscription details', async () => {
    reply = ok(invoice());
    await expect(billing().retrieveInvoice('in_spec_1')).resolves.toEqual(invoiceFacts);
    expect(calls()).toEqual([['GET', '/v1/invoices/in_spec_1']]);
  });

  it('reads a failed renewal: open, with the next attempt, the reason folded', async () => {
    reply = ok(
      invoice({
        status: 'open',
        billing_reason: 'subscription_cycle',
        amount_paid: 0,
        next_payment_attempt: FEB_1,
        hosted_invoice_url: null,
        invoice_pdf: null,
        parent: { type: 'subscription_details', subscription_details: { subscription: { id: 'sub_spec_1' }, metadata: null } },
      }),
    );
    await expect(billing().retrieveInvoice('in_spec_1')).resolves.toEqual({
      ...invoiceFacts,
      status: 'open',
      reason: 'subscription_cycle',
      amountPaidCents: 0,
      nextAttemptAt: at(FEB_1),
      hostedUrl: null,
      pdfUrl: null,
      userId: null,
      orderId: null,
    });
  });

  it('folds the other billing reasons (the three subscription ones are themselves)', async () => {
    for (const [billing_reason, reason] of [
      ['subscription_update', 'subscription_update'],
      ['manual', 'other'],
      [null, 'other'],
    ]) {
      reply = ok(invoice({ billing_reason }));
      expect([billing_reason, (await billing().retrieveInvoice('in_spec_1'))?.reason]).toEqual([billing_reason, reason]);
    }
  });

  it('answers null for an invoice no subscription made, one Stripe does not have, and a malformed id', async () => {
    reply = ok(invoice({ parent: null }));
    await expect(billing().retrieveInvoice('in_spec_1')).resolves.toBeNull();
    reply = missing;
    await expect(billing().retrieveInvoice('in_spec_gone')).resolves.toBeNull();
    await expect(billing().retrieveInvoice('sub_spec_1')).resolves.toBeNull();
    expect(requests).toHaveLength(2);
  });
});

describe('StripeBilling changes', () => {
  /** The subscription when asked for it; `update` answers POST /v1/subscriptions/sub_spec_1. */
  function stripeWith(update: (r: Recorded) => Reply) {
    reply = (r) => (r.method === 'GET' ? ok(subscription()) : update(r));
  }
  const yearly = subscription(
    { latest_invoice: 'in_spec_switch' },
    { current_period_start: FEB_1, current_period_end: FEB_1_NEXT_YEAR },
    { id: 'price_spec_year', unit_amount: 19000, recurring: { interval: 'year' } },
  );

  it("switches the item to a yearly price made under the plan's product, invoiced at once", async () => {
    stripeWith(() => ok(yearly));
    const switched = await billing().switchInterval('sub_spec_1', 'year', 19000);
    expect(calls()).toEqual([
      ['GET', '/v1/subscriptions/sub_spec_1'],
      ['POST', '/v1/subscriptions/sub_spec_1'],
    ]);
    expect(form(requests[1])).toEqual({
      'items[0][id]': 'si_spec_1',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][unit_amount]': '19000',
      'items[0][price_data][recurring][interval]': 'year',
      'items[0][price_data][product]': 'prod_spec_pro',
      proration_behavior: 'always_invoice',
    });
    expect(switched).toEqual({
      ...facts,
      interval: 'year',
      amountCents: 19000,
      currentPeriodStart: at(FEB_1),
      currentPeriodEnd: at(FEB_1_NEXT_YEAR),
      latestInvoiceId: 'in_spec_switch',
    });
  });

  it('switches to the configured price id when there is one', async () => {
    stripeWith(() => ok(yearly));
    await billing({ month: 'price_spec_month', year: 'price_spec_year' }).switchInterval('sub_spec_1', 'year', 19000);
    const sent = { 'items[0][id]': 'si_spec_1', 'items[0][price]': 'price_spec_year', proration_behavior: 'always_invoice' };
    expect(form(requests[1])).toEqual(sent);
  });

  it('cancels at the period end, and undoes it', async () => {
    stripeWith((r) => ok(subscription({ cancel_at_period_end: r.form.get('cancel_at_period_end') === 'true', cancel_at: null })));
    await expect(billing().setCancelAtPeriodEnd('sub_spec_1', true)).resolves.toEqual({ ...facts, cancelAtPeriodEnd: true });
    await expect(billing().setCancelAtPeriodEnd('sub_spec_1', false)).resolves.toEqual(facts);
    expect(calls()).toEqual([
      ['POST', '/v1/subscriptions/sub_spec_1'],
      ['POST', '/v1/subscriptions/sub_spec_1'],
    ]);
    expect(requests.map(form)).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
  });

  it('undoing also clears a cancel_at date (set in the portal), which would still read as cancelling', async () => {
    stripeWith((r) => ok(subscription({ cancel_at: r.form.has('cancel_at') ? null : FEB_1 })));
    await expect(billing().setCancelAtPeriodEnd('sub_spec_1', false)).resolves.toEqual(facts);
    expect(requests.map(form)).toEqual([{ cancel_at_period_end: 'false' }, { cancel_at: '' }]);
  });

  it("answers the customer portal's url", async () => {
    const url = 'https://billing.stripe.com/p/session/test_spec';
    reply = ok({ id: 'bps_spec', object: 'billing_portal.session', url });
    await expect(billing().portalUrl('cus_spec_1', 'http://localhost:5173/billing')).resolves.toBe(url);
    expect(calls()).toEqual([['POST', '/v1/billing_portal/sessions']]);
    expect(form(requests[0])).toEqual({ customer: 'cus_spec_1', return_url: 'http://localhost:5173/billing' });
  });
});

describe('StripeBilling refunds', () => {
  const request = { orderId: ORDER_ID, invoiceId: 'in_spec_1', amountCents: 1900 };
  const payment = (status: string, pi: string) => ({ id: `inpay_${pi}`, status, payment: { type: 'payment_intent', payment_intent: pi } });
  const payments = list([payment('canceled', 'pi_spec_failed'), payment('paid', 'pi_spec_paid')], '/v1/invoice_payments');
  const refundObject = (overrides = {}) => ({ id: 're_spec_1', status: 'succeeded', metadata: { orderId: ORDER_ID }, ...overrides });
  const alreadyRefunded = invalid('charge_already_refunded', 'Charge ch_1 has already been refunded.');
  function stripeWith(refunds: Reply, refundList?: Reply, invoicePayments: Reply = ok(payments)) {
    reply = (r) => {
      if (r.path.startsWith('/v1/invoice_payments')) return invoicePayments;
      if (r.method === 'POST' && r.path === '/v1/refunds') return refunds;
      if (r.method === 'GET' && r.path.startsWith('/v1/refunds') && refundList) return refundList;
      return missing;
    };
  }

  it("refunds the invoice's paid payment intent, with the order as idempotency key and metadata", async () => {
    stripeWith(ok(refundObject()));
    await expect(billing().refundInvoice(request)).resolves.toEqual({ refundId: 're_spec_1' });
    expect(calls()).toEqual([
      ['GET', '/v1/invoice_payments?invoice=in_spec_1&limit=10'],
      ['POST', '/v1/refunds'],
    ]);
    expect(form(requests[1])).toEqual({
      payment_intent: 'pi_spec_paid',
      amount: '1900',
      reason: 'requested_by_customer',
      'metadata[orderId]': ORDER_ID,
      'metadata[invoiceId]': 'in_spec_1',
    });
    expect(requests[1].headers['idempotency-key']).toBe(`talentlens-refund-${ORDER_ID}`);
  });

  it("answers the order's own earlier refund when Stripe says the payment was refunded already", async () => {
    stripeWith(alreadyRefunded, ok(list([refundObject({ id: 're_spec_earlier' })], '/v1/refunds')));
    await expect(billing().refundInvoice(request)).resolves.toEqual({ refundId: 're_spec_earlier' });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds?payment_intent=pi_spec_paid&limit=100' });
  });

  it('refuses a payment refunded outside TalentLens, a refund Stripe refuses, and an invoice without a paid payment', async () => {
    stripeWith(alreadyRefunded, ok(list([refundObject({ metadata: {} })], '/v1/refunds')));
    await expect(billing().refundInvoice(request)).rejects.toThrow(
      new RefundRefusedError('Stripe says this payment was refunded already, outside TalentLens.'),
    );
    stripeWith(invalid('amount_too_large', 'Refund amount is greater than unrefunded amount'));
    await expect(billing().refundInvoice(request)).rejects.toThrow(
      new RefundRefusedError('Stripe refused the refund: Refund amount is greater than unrefunded amount'),
    );
    stripeWith(ok(refundObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' })));
    await expect(billing().refundInvoice(request)).rejects.toThrow(
      new RefundRefusedError("Stripe's refund re_spec_1 failed (expired_or_canceled_card)."),
    );

    requests.length = 0;
    stripeWith(ok(refundObject()), undefined, ok(list([payment('open', 'pi_spec_open')], '/v1/invoice_payments')));
    await expect(billing().refundInvoice(request)).rejects.toThrow(new RefundRefusedError('Stripe has no payment for this invoice.'));
    stripeWith(ok(refundObject()), undefined, missing);
    await expect(billing().refundInvoice(request)).rejects.toThrow(new RefundRefusedError('Stripe does not know this invoice.'));
    await expect(billing().refundInvoice({ ...request, invoiceId: 'cs_test_x' })).rejects.toBeInstanceOf(RefundRefusedError);
    expect(requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
  });

  it('rethrows what is not a refusal (Stripe down)', async () => {
    const error = { type: 'api_error', message: 'Something went wrong' };
    stripeWith({ status: 500, body: { error }, headers: { 'stripe-should-retry': 'false' } });
    const failed = billing().refundInvoice(request);
    await expect(failed).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(failed).rejects.not.toBeInstanceOf(RefundRefusedError);
  });
});

describe('StripePayments billing webhooks', () => {
  const payments = new StripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });

  function eventJson(type: string, object: unknown, id = 'evt_spec_1'): string {
    const event = { id, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false };
    return JSON.stringify({ ...event, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } }, null, 2);
  }
  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const read = (type: string, object: unknown, id = 'evt_spec_1') => {
    const payload = eventJson(type, object, id);
    return payments.readWebhook(Buffer.from(payload), sign(payload));
  };
  const billingEvent = (eventId: string, event: object) => ({ kind: 'billing', eventId, event: { ...event, eventId } });
  const ignored = (eventId: string, type: string) => ({ kind: 'ignored', eventId, type });

  it('reads a signed invoice.paid as a billing event with the invoice facts', () => {
    expect(read('invoice.paid', invoice(), 'evt_paid')).toEqual(billingEvent('evt_paid', { kind: 'invoice_paid', invoice: invoiceFacts }));
  });

  it('reads invoice.payment_failed with the next attempt', () => {
    const failed = invoice({ status: 'open', billing_reason: 'subscription_cycle', amount_paid: 0, next_payment_attempt: FEB_1 });
    const facts = { ...invoiceFacts, status: 'open', reason: 'subscription_cycle', amountPaidCents: 0, nextAttemptAt: at(FEB_1) };
    expect(read('invoice.payment_failed', failed, 'evt_failed')).toEqual(
      billingEvent('evt_failed', { kind: 'invoice_payment_failed', invoice: facts }),
    );
  });

  it('reads customer.subscription.updated and .deleted with the subscription facts', () => {
    expect(read('customer.subscription.updated', subscription({ status: 'past_due' }), 'evt_updated')).toEqual(
      billingEvent('evt_updated', { kind: 'subscription_updated', subscription: { ...facts, state: 'past_due' } }),
    );
    expect(read('customer.subscription.deleted', subscription({ status: 'canceled' }), 'evt_deleted')).toEqual(
      billingEvent('evt_deleted', { kind: 'subscription_deleted', subscription: { ...facts, state: 'canceled' } }),
    );
  });

  it("ignores a subscription checkout's completion (its invoice.paid grants), but not a package checkout's", () => {
    const session = { id: 'cs_test_sub1', object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid' };
    expect(read('checkout.session.completed', session, 'evt_done')).toEqual(ignored('evt_done', 'checkout.session.completed'));
    expect(read('checkout.session.async_payment_succeeded', session).kind).toBe('ignored');
    expect(read('checkout.session.completed', { ...session, mode: 'payment', metadata: { packageId: '3' } }).kind).toBe('completed');
  });

  it('ignores an invoice no subscription made, and other billing types', () => {
    expect(read('invoice.paid', invoice({ parent: null }), 'evt_manual')).toEqual(ignored('evt_manual', 'invoice.paid'));
    expect(read('customer.subscription.created', subscription(), 'evt_new')).toEqual(ignored('evt_new', 'customer.subscription.created'));
    expect(billingEventOf(JSON.parse(eventJson('invoice.finalized', invoice())) as Stripe.Event)).toBeNull();
  });

  it('refuses an invoice.paid changed after signing (the amount raised)', () => {
    const signed = eventJson('invoice.paid', invoice());
    const tampered = eventJson('invoice.paid', invoice({ amount_paid: 190000 }));
    expect(tampered).not.toBe(signed);
    expect(() => payments.readWebhook(Buffer.from(tampered), sign(signed))).toThrow(WebhookSignatureError);
  });
});
