import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripePayments } from '../src/providers/payments/stripe.payments';
import { newUser, type NewUser } from './factories';
import { startTestServer, type TestServer } from './helpers';

/**
 * Pro through Stripe Billing, with the app's real Stripe adapter and SDK against a local HTTP
 * server that keeps customers, checkout sessions, subscriptions and invoices as Stripe's API does,
 * and webhook deliveries signed with the SDK's own test-header helper posted to
 * POST /api/payment/webhook. The invoice's credits are granted once whatever the race between
 * deliveries, replays and the return page; a failed renewal and the subscription's end follow.
 */
const WEBHOOK_SECRET = 'whsec_subscriptions_integration_secret';
const DAY_S = 86_400;

type Obj = Record<string, any>;
const customers = new Map<string, Obj>();
const sessions = new Map<string, Obj>();
const subscriptions = new Map<string, Obj>();
const invoices = new Map<string, Obj>();
const requests: Array<{ method: string; path: string; form: URLSearchParams }> = [];
let counter = 0;
const next = (prefix: string) => `${prefix}_test_${String(++counter).padStart(5, '0')}`;
let stripeApi: http.Server;
let t: TestServer;

beforeAll(async () => {
  stripeApi = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const form = new URLSearchParams(data);
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, form });
      const missing = () => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } });
      if (req.method === 'POST' && path === '/v1/customers') {
        const customer = {
          id: next('cus'),
          object: 'customer',
          email: form.get('email'),
          metadata: { userId: form.get('metadata[userId]') },
        };
        customers.set(customer.id, customer);
        return send(200, customer);
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = next('cs');
        const session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          customer: form.get('customer'),
          client_reference_id: form.get('client_reference_id'),
          subscription: null as string | null,
          metadata: { userId: form.get('metadata[userId]'), orderId: form.get('metadata[orderId]') },
          subscription_data: {
            metadata: {
              userId: form.get('subscription_data[metadata][userId]'),
              orderId: form.get('subscription_data[metadata][orderId]'),
            },
          },
          price: {
            unit_amount: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            interval: form.get('line_items[0][price_data][recurring][interval]'),
          },
          success_url: form.get('success_url'),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) return sessions.has(m[1]) ? send(200, sessions.get(m[1])) : missing();
      m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (m && !subscriptions.has(m[1])) return missing();
      if (req.method === 'GET' && m) return send(200, subscriptions.get(m[1]));
      if (req.method === 'POST' && m) {
        const sub = subscriptions.get(m[1])!;
        if (form.has('cancel_at_period_end')) sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        return send(200, sub);
      }
      m = /^\/v1\/invoices\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) return invoices.has(m[1]) ? send(200, invoices.get(m[1])) : missing();
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: next('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${form.get('customer')}`,
        });
      }
      missing();
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', () => resolve()));
  const { port } = stripeApi.address() as AddressInfo;
  t = await startTestServer(
    {},
    {
      paymentProvider: new StripePayments({
        secretKey: 'sk_test_subscriptions_integration',
        webhookSecret: WEBHOOK_SECRET,
        api: { host: '127.0.0.1', port, protocol: 'http' },
      }),
    },
  );
});

afterAll(async () => {
  await t.close();
  stripeApi.closeAllConnections();
  await new Promise<void>((resolve) => stripeApi.close(() => resolve()));
});

/** The customer pays on Stripe's page: Stripe makes the subscription and its first invoice, paid. */
function completeCheckout(session: Obj): { sub: Obj; invoice: Obj } {
  const now = Math.floor(Date.now() / 1000);
  const days = session.price.interval === 'year' ? 365 : 30;
  const sub: Obj = {
    id: next('sub'),
    object: 'subscription',
    status: 'active',
    customer: session.customer,
    metadata: session.subscription_data.metadata,
    currency: session.price.currency,
    cancel_at_period_end: false,
    cancel_at: null,
    latest_invoice: null,
    items: {
      object: 'list',
      data: [
        {
          id: next('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: now,
          current_period_end: now + days * DAY_S,
          price: {
            id: next('price'),
            object: 'price',
            unit_amount: session.price.unit_amount,
            currency: session.price.currency,
            recurring: { interval: session.price.interval },
            product: 'prod_pro',
          },
        },
      ],
    },
  };
  subscriptions.set(sub.id, sub);
  const invoice = newInvoice(sub, 'subscription_create', 'paid');
  session.status = 'complete';
  session.payment_status = 'paid';
  session.subscription = sub.id;
  return { sub, invoice };
}

function newInvoice(sub: Obj, reason: string, status: 'paid' | 'open'): Obj {
  const amount = sub.items.data[0].price.unit_amount;
  const invoice = {
    id: next('in'),
    object: 'invoice',
    status,
    billing_reason: reason,
    customer: sub.customer,
    currency: sub.currency,
    amount_paid: status === 'paid' ? amount : 0,
    amount_due: amount,
    hosted_invoice_url: `https://invoice.stripe.com/i/${sub.id}`,
    invoice_pdf: null,
    next_payment_attempt: null,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  };
  invoices.set(invoice.id, invoice);
  sub.latest_invoice = invoice.id;
  return invoice;
}

/** What a test clock does at the period's end: the period moves on and its invoice is charged. */
function renew(sub: Obj, status: 'paid' | 'open'): Obj {
  const item = sub.items.data[0];
  const length = item.current_period_end - item.current_period_start;
  item.current_period_start = item.current_period_end;
  item.current_period_end += length;
  sub.status = status === 'paid' ? 'active' : 'past_due';
  return newInvoice(sub, 'subscription_cycle', status);
}

let eventCounter = 0;
function event(type: string, object: Obj, id = `evt_sub_${++eventCounter}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

async function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`${t.url}/api/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string; message?: string } };
}

async function state(userId: string) {
  const [user] = await t.ds.query('SELECT plan, plan_expiry, remaining_credits FROM users WHERE id = $1', [userId]);
  const grants = await t.ds.query(`SELECT change FROM credit_ledger WHERE user_id = $1 AND reason = 'subscription'`, [userId]);
  return {
    plan: user.plan as string,
    planExpiry: new Date(user.plan_expiry),
    remaining: user.remaining_credits as number,
    grants: grants.length as number,
  };
}

async function subscribe(user: NewUser, interval: 'month' | 'year') {
  const r = await t.rest('POST', '/api/payment/create-subscription-session', { interval }, { token: user.token });
  expect(r.status).toBe(200);
  return sessions.get(r.body.data.sessionId)!;
}

it('a checkout of Pro in subscription mode: one customer, the server’s price with its interval, the order in the subscription’s metadata', async () => {
  const user = await newUser(t);
  requests.length = 0;
  const session = await subscribe(user, 'year');
  expect(requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  expect(session).toMatchObject({
    mode: 'subscription',
    client_reference_id: user.id,
    price: { unit_amount: 96_000, currency: 'usd', interval: 'year' },
  });
  const [order] = await t.ds.query(`SELECT id, status, kind FROM payment_orders WHERE user_id = $1`, [user.id]);
  expect(order).toMatchObject({ status: 'pending', kind: 'subscription' });
  expect(session.subscription_data.metadata).toEqual({ userId: user.id, orderId: order.id });
});

it('invoice.paid grants 90 once under 8 concurrent deliveries, a replay and the return page racing; the plan runs to the period end', async () => {
  const user = await newUser(t);
  const before = await state(user.id);
  const session = await subscribe(user, 'month');
  const { sub, invoice } = completeCheckout(session);
  const payload = event('invoice.paid', invoice);
  const [deliveries, confirm] = await Promise.all([
    Promise.all(Array.from({ length: 8 }, () => deliver(payload))),
    t.rest('POST', '/api/payment/success', { sessionId: session.id }, { token: user.token }),
  ]);
  expect(deliveries.every((d) => d.status === 200)).toBe(true);
  expect(confirm.status).toBe(200);
  expect(confirm.body.result).toMatchObject({
    subscriptionId: sub.id,
    creditsAdded: 90,
    creditsTransferred: before.remaining,
    orderStatus: true,
  });
  // Another delivery of the same invoice, under a new event id (Stripe resends): nothing more.
  expect((await deliver(event('invoice.paid', invoice))).body.outcome).toBe('already_handled');
  const after = await state(user.id);
  expect(after).toMatchObject({ plan: 'pro', remaining: before.remaining + 90, grants: 1 });
  expect(after.planExpiry.getTime()).toBe(sub.items.data[0].current_period_end * 1000);
});

it('a renewal grants once; a failed one starts the grace; customer.subscription.deleted ends Pro with the credits kept', async () => {
  const user = await newUser(t);
  const session = await subscribe(user, 'month');
  const { sub, invoice } = completeCheckout(session);
  await deliver(event('invoice.paid', invoice));
  const renewal = renew(sub, 'paid');
  expect((await deliver(event('invoice.paid', renewal))).body.outcome).toBe('granted');
  expect((await deliver(event('invoice.paid', renewal))).body.outcome).toBe('already_handled');
  expect((await state(user.id)).grants).toBe(2);

  const failed = renew(sub, 'open');
  expect((await deliver(event('invoice.payment_failed', failed))).body.outcome).toBe('renewal_failed');
  const [row] = await t.ds.query(`SELECT status, grace_until FROM subscriptions WHERE provider_subscription_id = $1`, [sub.id]);
  expect(row.status).toBe('past_due');
  expect((await t.lastMailTo(user.email))?.subject).toBe('Your Pro renewal did not go through');
  expect((await state(user.id)).planExpiry.getTime()).toBe(new Date(row.grace_until).getTime());

  const credits = (await state(user.id)).remaining;
  sub.status = 'canceled';
  expect((await deliver(event('customer.subscription.deleted', sub))).body.outcome).toBe('subscription_ended');
  const after = await state(user.id);
  expect(after).toMatchObject({ plan: 'starter', remaining: credits, grants: 2 });
});

it('an invoice whose metadata names another account than its customer grants nothing; a bad signature changes nothing', async () => {
  const user = await newUser(t);
  const other = await newUser(t);
  const session = await subscribe(user, 'month');
  const { invoice, sub } = completeCheckout(session);
  sub.metadata = { userId: other.id, orderId: '' };
  invoice.parent.subscription_details.metadata = sub.metadata;
  expect((await deliver(event('invoice.paid', invoice), 'whsec_someone_else')).status).toBe(400);
  expect((await deliver(event('invoice.paid', invoice))).body.outcome).toBe('unknown_subscription');
  expect((await state(user.id)).grants).toBe(0);
  expect((await state(other.id)).grants).toBe(0);
});

it('cancel at period end and the portal go to Stripe', async () => {
  const user = await newUser(t);
  const session = await subscribe(user, 'month');
  const { sub, invoice } = completeCheckout(session);
  await deliver(event('invoice.paid', invoice));
  const cancelled = await t.rest('POST', '/api/payment/subscription/cancel', {}, { token: user.token });
  expect(cancelled.body.data).toMatchObject({ cancelAtPeriodEnd: true, nextRenewalAt: null });
  expect(sub.cancel_at_period_end).toBe(true);
  const portal = await t.rest('POST', '/api/payment/subscription/portal', {}, { token: user.token });
  expect(portal.body.data.url).toBe(`https://billing.stripe.com/p/session/${sub.customer}`);
  const advance = await t.rest('POST', '/api/payment/subscription/advance', {}, { token: user.token });
  expect(advance.status).toBe(400);
});

it('nothing waits for a webhook: the job grants a checkout paid at Stripe whose webhook and buyer never came, and ends a subscription Stripe ended', async () => {
  const user = await newUser(t);
  const session = await subscribe(user, 'month');
  const { sub } = completeCheckout(session);
  // Younger than a minute: left to the webhook and the return page.
  await t.services.subscriptions.tick();
  expect((await state(user.id)).grants).toBe(0);
  t.clock.advance(2 * 60_000);
  try {
    await t.services.subscriptions.tick();
    await t.services.subscriptions.tick();
  } finally {
    t.clock.advance(-2 * 60_000);
  }
  expect(await state(user.id)).toMatchObject({ plan: 'pro', grants: 1 });

  // Stripe ended it (its own dunning, say) and the deletion event was lost: found once the period is over.
  sub.status = 'canceled';
  const periodEnd = sub.items.data[0].current_period_end * 1000;
  const ahead = periodEnd - Date.now() + 2 * 3_600_000;
  t.clock.advance(ahead);
  try {
    await t.services.subscriptions.tick();
  } finally {
    t.clock.advance(-ahead);
  }
  expect(await state(user.id)).toMatchObject({ plan: 'starter', grants: 1 });
});

it('a checkout of Pro that expired at Stripe closes its order', async () => {
  const user = await newUser(t);
  const session = await subscribe(user, 'year');
  session.status = 'expired';
  t.clock.advance(2 * 60_000);
  try {
    await t.services.subscriptions.tick();
  } finally {
    t.clock.advance(-2 * 60_000);
  }
  const [order] = await t.ds.query(`SELECT status FROM payment_orders WHERE user_id = $1`, [user.id]);
  expect(order.status).toBe('expired');
});
