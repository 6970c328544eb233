import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripePayments } from '../src/providers/payments/stripe.payments';
import { newStaff, newUser, type NewUser } from './factories';
import { MINUTE, startTestServer, type TestServer } from './helpers';

/**
 * The app with the Stripe adapter: checkout sessions created through the real SDK against a local
 * HTTP server that keeps sessions as Stripe's API does, and webhook deliveries signed with the
 * SDK's own test-header helper, posted to POST /api/payment/webhook. Together with the return
 * page they grant each paid session exactly once. Staff refunds go to the same fake's /v1/refunds.
 */
const WEBHOOK_SECRET = 'whsec_payments_integration_secret';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
}

/** Stripe's Checkout Sessions API, as far as the adapter uses it. */
const sessions = new Map<string, FakeSession>();
/** Stripe's Refunds API: each refund request as received, and the refunds made, by idempotency key (as Stripe keeps them). */
const refundRequests: Array<{ form: Record<string, string>; idempotencyKey: string | undefined }> = [];
const refundsByKey = new Map<string, { id: string; object: 'refund'; amount: number; payment_intent: string; status: string }>();
/** When set, the next refund is made but its answer is lost (a 500 after the fact): the caller cannot know it happened. */
let loseNextRefundAnswer = false;
let counter = 0;
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
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${String(++counter).padStart(4, '0')}${Math.random().toString(36).slice(2, 10)}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: form.get('mode') ?? '',
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata: {
            userId: form.get('metadata[userId]') ?? '',
            packageId: form.get('metadata[packageId]') ?? '',
            credits: form.get('metadata[credits]') ?? '',
          },
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        refundRequests.push({ form: Object.fromEntries(form), idempotencyKey: key });
        const earlier = key ? refundsByKey.get(key) : undefined;
        const refund = earlier ?? {
          id: `re_test_${String(++counter).padStart(4, '0')}`,
          object: 'refund' as const,
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent') ?? '',
          status: 'succeeded',
        };
        if (key) refundsByKey.set(key, refund);
        if (loseNextRefundAnswer) {
          loseNextRefundAnswer = false;
          res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
          return res.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
        }
        return send(200, refund);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && match && sessions.has(match[1])) return send(200, sessions.get(match[1]));
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', () => resolve()));
  const { port } = stripeApi.address() as AddressInfo;
  t = await startTestServer(
    {},
    {
      paymentProvider: new StripePayments({
        secretKey: 'sk_test_payments_integration',
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

async function checkout(user: NewUser, packageId = 2): Promise<FakeSession> {
  const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId }, { token: user.token });
  expect(r.status).toBe(200);
  const session = sessions.get(r.body.data.sessionId)!;
  expect(r.body.data.url).toBe(session.url);
  return session;
}

/** The customer pays on Stripe's page (or a delayed method is accepted, unpaid for now). */
function pay(session: FakeSession, paymentStatus: 'paid' | 'unpaid' = 'paid'): void {
  session.status = 'complete';
  session.payment_status = paymentStatus;
  session.payment_intent = `pi_test_${session.id.slice(8)}`;
}

let eventCounter = 0;
function event(type: string, session: FakeSession, id = `evt_test_${++eventCounter}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
}

async function deliver(payload: string, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const signature =
    opts.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp })
      : opts.signature;
  const res = await fetch(`${t.url}/api/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { status: string; outcome?: string; message?: string } };
}

async function state(userId: string) {
  const [user] = await t.ds.query('SELECT remaining_credits, total_credits FROM users WHERE id = $1', [userId]);
  const ledger = await t.ds.query(`SELECT change, reference FROM credit_ledger WHERE user_id = $1 AND reason = 'purchase'`, [userId]);
  const orders = await t.ds.query('SELECT status, credits, amount_cents, provider FROM payment_orders WHERE user_id = $1', [userId]);
  return { remaining: user.remaining_credits as number, total: user.total_credits as number, ledger, orders };
}

it('creates a Checkout Session in payment mode with the package and user, and return URLs carrying the spec’s parameters', async () => {
  const user = await newUser(t);
  const session = await checkout(user, 2);
  expect(session).toMatchObject({
    mode: 'payment',
    client_reference_id: user.id,
    customer_email: user.email,
    metadata: { userId: user.id, packageId: '2', credits: '44' },
    amount_total: 5000,
    currency: 'usd',
  });
  expect(session.success_url).toMatch(
    /\/payment\/result\?payment=success&session_id=\{CHECKOUT_SESSION_ID\}&credits=44&amount=50&package_id=2$/,
  );
  expect(session.cancel_url).toMatch(/\/payment\/result\?payment=canceled&credits=44&amount=50&package_id=2$/);
  expect((await state(user.id)).orders).toEqual([{ status: 'pending', credits: 44, amount_cents: 5000, provider: 'stripe' }]);
});

it('a signed checkout.session.completed grants the package; tampered, wrongly signed, stale and unsigned deliveries change nothing', async () => {
  const user = await newUser(t);
  const session = await checkout(user, 2);
  pay(session);

  const tampered = event('checkout.session.completed', session);
  const signedForOther = Stripe.webhooks.generateTestHeaderString({
    payload: tampered.replace('"amount_total":5000', '"amount_total":1'),
    secret: WEBHOOK_SECRET,
  });
  for (const attempt of [
    await deliver(tampered, { signature: signedForOther }),
    await deliver(event('checkout.session.completed', session), { secret: 'whsec_not_the_secret' }),
    await deliver(event('checkout.session.completed', session), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    await deliver(event('checkout.session.completed', session), { signature: null }),
  ]) {
    expect(attempt).toEqual({
      status: 400,
      body: { status: 'error', code: 'BAD_USER_INPUT', message: 'The webhook signature could not be verified.' },
    });
  }
  expect(await state(user.id)).toMatchObject({ remaining: 5, total: 5, ledger: [] });

  const payload = event('checkout.session.completed', session);
  expect(await deliver(payload)).toEqual({ status: 200, body: { status: 'success', received: true, outcome: 'fulfilled' } });
  // Stripe retries a delivery it thinks failed: the replay is answered and grants nothing.
  expect(await deliver(payload)).toEqual({ status: 200, body: { status: 'success', received: true, outcome: 'already_fulfilled' } });
  const after = await state(user.id);
  expect(after).toMatchObject({ remaining: 49, total: 49, orders: [expect.objectContaining({ status: 'completed' })] });
  expect(after.ledger).toHaveLength(1);
  expect(after.ledger[0].change).toBe(44);
});

it('10 concurrent deliveries of the same event plus the return page make exactly one order and one ledger row', async () => {
  const user = await newUser(t);
  const session = await checkout(user, 3);
  pay(session);
  const payload = event('checkout.session.completed', session);
  const answers = await Promise.all([
    ...Array.from({ length: 10 }, () => deliver(payload)),
    t.rest('POST', '/api/payment/success', { sessionId: session.id, credits: 9999, amount: 0, packageId: 1 }, { token: user.token }),
  ]);
  const outcomes = answers.slice(0, 10).map((a) => (a.body as { outcome: string }).outcome);
  const returnPage = answers[10] as { status: number; body: { result: { creditsAdded: number; totalCredits: number } } };
  expect(returnPage.status).toBe(200);
  expect(returnPage.body.result).toMatchObject({ creditsAdded: 66, totalCredits: 71 });
  // One of the eleven granted; every delivery was answered 200 so Stripe stops retrying.
  expect(outcomes.filter((o) => o === 'fulfilled').length).toBeLessThanOrEqual(1);
  expect(outcomes.every((o) => o === 'fulfilled' || o === 'already_fulfilled')).toBe(true);
  const after = await state(user.id);
  expect(after).toMatchObject({ remaining: 71, total: 71 });
  expect(after.orders).toHaveLength(1);
  expect(after.ledger).toHaveLength(1);
});

it('a delayed payment waits for its outcome: succeeded grants once, failed grants nothing and says why', async () => {
  const good = await newUser(t);
  const goodSession = await checkout(good, 1);
  pay(goodSession, 'unpaid');
  expect((await deliver(event('checkout.session.completed', goodSession))).body.outcome).toBe('pending');
  const processing = await t.rest('POST', '/api/payment/success', { sessionId: goodSession.id }, { token: good.token });
  expect(processing.body.result).toMatchObject({ orderStatus: false, creditsAdded: 0, totalCredits: 5 });
  pay(goodSession, 'paid');
  expect((await deliver(event('checkout.session.async_payment_succeeded', goodSession))).body.outcome).toBe('fulfilled');
  expect(await state(good.id)).toMatchObject({ remaining: 7, total: 7 });

  const bad = await newUser(t);
  const badSession = await checkout(bad, 2);
  pay(badSession, 'unpaid');
  expect((await deliver(event('checkout.session.async_payment_failed', badSession))).body.outcome).toBe('failed');
  const failed = await t.rest('POST', '/api/payment/success', { sessionId: badSession.id }, { token: bad.token });
  expect(failed).toMatchObject({ status: 402, body: { status: 'error', message: 'The payment failed, so no credits were added.' } });
  expect(await state(bad.id)).toMatchObject({
    remaining: 5,
    total: 5,
    ledger: [],
    orders: [expect.objectContaining({ status: 'failed' })],
  });
});

it('an expired session ends its order; an unpaid one grants nothing from the return page', async () => {
  const user = await newUser(t);
  const session = await checkout(user, 2);
  const early = await t.rest('POST', '/api/payment/success', { sessionId: session.id }, { token: user.token });
  expect(early.status).toBe(402);
  session.status = 'expired';
  expect((await deliver(event('checkout.session.expired', session))).body.outcome).toBe('expired');
  expect(await state(user.id)).toMatchObject({ remaining: 5, ledger: [], orders: [expect.objectContaining({ status: 'expired' })] });
});

it('a paid session whose amount differs from the order grants nothing', async () => {
  const user = await newUser(t);
  const session = await checkout(user, 2);
  pay(session);
  session.amount_total = 100; // not what the server priced
  expect((await deliver(event('checkout.session.completed', session))).body.outcome).toBe('failed');
  const confirm = await t.rest('POST', '/api/payment/success', { sessionId: session.id }, { token: user.token });
  expect(confirm.status).toBe(402);
  expect(await state(user.id)).toMatchObject({ remaining: 5, total: 5, ledger: [] });
});

it("another user's session is not found; events of sessions that are not ours are acknowledged and ignored", async () => {
  const owner = await newUser(t);
  const other = await newUser(t);
  const session = await checkout(owner, 1);
  pay(session);
  expect((await t.rest('GET', `/api/payment/status/${session.id}`, undefined, { token: other.token })).status).toBe(404);
  expect((await t.rest('POST', '/api/payment/success', { sessionId: session.id }, { token: other.token })).status).toBe(404);
  const status = await t.rest('GET', `/api/payment/status/${session.id}`, undefined, { token: owner.token });
  expect(status.body.data).toMatchObject({ status: 'complete', paymentStatus: 'paid', sessionId: session.id });

  const stranger: FakeSession = { ...session, id: 'cs_test_not_ours', client_reference_id: null, metadata: {} };
  expect((await deliver(event('checkout.session.completed', stranger))).body.outcome).toBe('unknown_session');
  expect((await deliver(event('payment_intent.created', session))).body.outcome).toBe('ignored');
  expect(await state(other.id)).toMatchObject({ remaining: 5, ledger: [] });
});

it('a staff refund refunds the payment intent once, with the order as idempotency key, also when the first answer was lost', async () => {
  const user = await newUser(t);
  const staff = await newStaff(t);
  const session = await checkout(user, 2);
  pay(session);
  expect((await deliver(event('checkout.session.completed', session))).body.outcome).toBe('fulfilled');
  const [{ id: orderId }] = await t.ds.query('SELECT id FROM payment_orders WHERE checkout_session_id = $1', [session.id]);
  const REFUND =
    'mutation ($orderId: ID!, $reason: String!) { refundOrder(orderId: $orderId, reason: $reason) { status refundId refundedCredits } }';
  const refunds = () => t.ds.query(`SELECT change FROM credit_ledger WHERE user_id = $1 AND reason = 'refund'`, [user.id]);

  // Stripe refunds, but its answer never arrives: nothing changes here, and the error says to ask again.
  loseNextRefundAnswer = true;
  const lost = await t.gql(REFUND, { orderId, reason: 'Charged twice' }, { token: staff.token });
  expect(lost.body.errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
  expect(lost.body.errors[0].message).toMatch(/could not be reached, so the order and its credits are unchanged/);
  expect(await state(user.id)).toMatchObject({ remaining: 49, orders: [expect.objectContaining({ status: 'completed' })] });
  expect(await refunds()).toEqual([]);

  // Asked again: the same idempotency key, so Stripe answers the refund it made; the order and credits follow.
  const done = await t.gql(REFUND, { orderId, reason: 'Charged twice' }, { token: staff.token });
  expect(done.body.errors).toBeUndefined();
  expect(refundRequests).toHaveLength(2);
  for (const request of refundRequests) {
    expect(request).toEqual({
      form: {
        payment_intent: session.payment_intent,
        amount: '5000',
        reason: 'requested_by_customer',
        'metadata[orderId]': orderId,
        'metadata[checkoutSessionId]': session.id,
      },
      idempotencyKey: `talentlens-refund-${orderId}`,
    });
  }
  expect(refundsByKey.size).toBe(1);
  const [made] = [...refundsByKey.values()];
  expect(done.body.data.refundOrder).toEqual({ status: 'refunded', refundId: made.id, refundedCredits: 44 });
  expect(await state(user.id)).toMatchObject({ remaining: 5, total: 49, orders: [expect.objectContaining({ status: 'refunded' })] });
  expect(await refunds()).toEqual([{ change: -44 }]);

  // A late or replayed delivery of the paid session grants nothing again.
  expect(await deliver(event('checkout.session.completed', session))).toMatchObject({ body: { outcome: 'already_fulfilled' } });
  expect(await state(user.id)).toMatchObject({ remaining: 5, total: 49 });

  // Refunded once: a later refund is refused here, without asking Stripe.
  const again = await t.gql(REFUND, { orderId, reason: 'Charged twice' }, { token: staff.token });
  expect(again.body.errors[0]).toMatchObject({ message: 'This order was refunded already.', extensions: { code: 'CONFLICT' } });
  expect(refundRequests).toHaveLength(2);
});

it('the reconciler grants a session paid at Stripe whose webhook never came and whose buyer never came back, once', async () => {
  const user = await newUser(t);
  const session = await checkout(user, 2);
  pay(session);
  t.clock.advance(2 * MINUTE);
  // Every pending Stripe order of this database is asked about (other tests' too); this one is paid.
  const round = { minAgeSeconds: 60, batchSize: 10_000 };
  expect((await t.services.payments.fulfilment.reconcile(round)).fulfilled).toBeGreaterThanOrEqual(1);
  expect(await state(user.id)).toMatchObject({
    remaining: 49,
    ledger: [{ change: 44 }],
    orders: [expect.objectContaining({ status: 'completed', provider: 'stripe' })],
  });
  // A late webhook and the next round grant nothing more.
  expect((await deliver(event('checkout.session.completed', session))).body.outcome).toBe('already_fulfilled');
  await t.services.payments.fulfilment.reconcile(round);
  expect(await state(user.id)).toMatchObject({ remaining: 49, ledger: [{ change: 44 }] });
});

it('a Stripe that accepts the connection and never answers: the checkout answers 503 with Retry-After within its time limit, and no order is written', async () => {
  const blackHole = net.createServer(() => undefined); // accepts, reads nothing, answers nothing
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', () => resolve()));
  const { port } = blackHole.address() as AddressInfo;
  // The adapter's own limit is 5 s with one retry; 500 ms here keeps the test short (the same code path).
  const stalled = await startTestServer(
    {},
    {
      paymentProvider: new StripePayments({
        secretKey: 'sk_test_payments_black_hole',
        webhookSecret: WEBHOOK_SECRET,
        api: { host: '127.0.0.1', port, protocol: 'http', timeout: 500 },
      }),
    },
  );
  try {
    const user = await newUser(stalled);
    const started = Date.now();
    const r = await stalled.rest('POST', '/api/payment/create-checkout-session', { packageId: 2 }, { token: user.token });
    const ms = Date.now() - started;
    expect(r.status).toBe(503);
    expect(r.body.message).toBe('The payment provider could not be reached. Please try again in a moment.');
    expect(r.headers.get('retry-after')).toBe('30');
    expect(ms).toBeLessThan(4000); // two tries of 500 ms and the SDK's backoff between them
    const [{ n }] = await stalled.ds.query('SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1', [user.id]);
    expect(n).toBe(0);
  } finally {
    await stalled.close();
    blackHole.close();
  }
});
