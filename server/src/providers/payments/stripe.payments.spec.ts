import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { RefundRefusedError, WebhookSignatureError, type CheckoutRequest } from '../../modules/payments/payment-provider';
import { StripePayments } from './stripe.payments';

/**
 * The Stripe adapter with the real SDK: webhooks signed by the SDK's own test helper, and the API
 * calls against a local HTTP server on 127.0.0.1 that plays Stripe's /v1/checkout/sessions and
 * /v1/refunds.
 */

const SECRET_KEY = 'sk_test_adapter_spec';
const WEBHOOK_SECRET = 'whsec_adapter_spec_secret';
const USER_ID = '6f1c2b9e-4a57-4d0e-9a4f-0c5e2b7d1a33';

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

function adapter(secretKey = SECRET_KEY) {
  return new StripePayments({ secretKey, webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port, protocol: 'http' } });
}

/** A Checkout Session as Stripe writes it (the fields the adapter reads, and a few it does not). */
function session(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_a1B2c3D4e5',
    object: 'checkout.session',
    mode: 'payment',
    url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: USER_ID,
    customer_email: 'ada@northpeak.io',
    metadata: { userId: USER_ID, packageId: '3', credits: '44' },
    amount_total: 4900,
    currency: 'usd',
    livemode: false,
    ...overrides,
  };
}

function eventJson(type: string, object: unknown, id = 'evt_spec_1'): string {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    },
    null,
    2,
  );
}

function sign(payload: string, opts: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp });
}

describe('StripePayments', () => {
  it('is the stripe provider, in test mode only with a test key', () => {
    expect(adapter().kind).toBe('stripe');
    expect(adapter('sk_test_x').testMode).toBe(true);
    expect(adapter('rk_test_x').testMode).toBe(true);
    expect(adapter('sk_live_x').testMode).toBe(false);
    expect(adapter('rk_live_x').testMode).toBe(false);
  });

  it('refuses an empty webhook signing secret (anybody could sign with it)', () => {
    expect(() => new StripePayments({ secretKey: SECRET_KEY, webhookSecret: '' })).toThrow(/webhook signing secret/);
  });

  describe('webhooks', () => {
    const payments = new StripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });

    it('reads a signed checkout.session.completed into a completed event with the session facts', () => {
      const payload = eventJson('checkout.session.completed', session(), 'evt_completed');
      const event = payments.readWebhook(Buffer.from(payload), sign(payload));
      expect(event).toEqual({
        kind: 'completed',
        eventId: 'evt_completed',
        session: {
          sessionId: 'cs_test_a1B2c3D4e5',
          status: 'complete',
          paymentStatus: 'paid',
          userId: USER_ID,
          packageId: 3,
          amountTotalCents: 4900,
          currency: 'usd',
        },
      });
    });

    it.each([
      ['checkout.session.async_payment_succeeded', 'async_payment_succeeded', { payment_status: 'paid' }],
      ['checkout.session.async_payment_failed', 'async_payment_failed', { payment_status: 'unpaid' }],
      ['checkout.session.expired', 'expired', { status: 'expired', payment_status: 'unpaid', url: null }],
    ])('reads %s as %s', (type, kind, overrides) => {
      const payload = eventJson(type, session(overrides), 'evt_' + kind);
      const event = payments.readWebhook(Buffer.from(payload), sign(payload));
      expect(event.kind).toBe(kind);
      if (event.kind === 'ignored' || event.kind === 'billing') throw new Error('not a checkout event');
      expect(event.eventId).toBe('evt_' + kind);
      expect(event.session).toMatchObject({ sessionId: 'cs_test_a1B2c3D4e5', userId: USER_ID, packageId: 3, ...pick(overrides) });
    });

    it('ignores event types fulfilment does not act on, naming the type', () => {
      const payload = eventJson('payment_intent.created', { id: 'pi_spec', object: 'payment_intent', amount: 4900 }, 'evt_pi');
      expect(payments.readWebhook(Buffer.from(payload), sign(payload))).toEqual({
        kind: 'ignored',
        eventId: 'evt_pi',
        type: 'payment_intent.created',
      });
    });

    it('takes the user from the metadata when the session has no client_reference_id, and refuses a non-integer package id', () => {
      const payload = eventJson(
        'checkout.session.completed',
        session({ client_reference_id: null, metadata: { userId: USER_ID, packageId: '3.5' } }),
      );
      const event = payments.readWebhook(Buffer.from(payload), sign(payload));
      if (event.kind === 'ignored' || event.kind === 'billing') throw new Error('not a checkout event');
      expect(event.session.userId).toBe(USER_ID);
      expect(event.session.packageId).toBeNull();
    });

    it('refuses a body changed after signing (the amount raised)', () => {
      const signed = eventJson('checkout.session.completed', session());
      const tampered = eventJson('checkout.session.completed', session({ amount_total: 1 }));
      expect(tampered).not.toBe(signed);
      expect(() => payments.readWebhook(Buffer.from(tampered), sign(signed))).toThrow(WebhookSignatureError);
    });

    it('refuses a signature made with another secret', () => {
      const payload = eventJson('checkout.session.completed', session());
      expect(() => payments.readWebhook(Buffer.from(payload), sign(payload, { secret: 'whsec_someone_else' }))).toThrow(
        WebhookSignatureError,
      );
    });

    it('refuses a replayed delivery signed an hour ago (outside the 300 s tolerance)', () => {
      const payload = eventJson('checkout.session.completed', session());
      const old = sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect(() => payments.readWebhook(Buffer.from(payload), old)).toThrow(WebhookSignatureError);
      // The same payload signed now is accepted: it is the timestamp that was refused.
      expect(payments.readWebhook(Buffer.from(payload), sign(payload)).kind).toBe('completed');
    });

    it('refuses a delivery without a signature header', () => {
      const payload = eventJson('checkout.session.completed', session());
      expect(() => payments.readWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
      expect(() => payments.readWebhook(Buffer.from(payload), '')).toThrow(WebhookSignatureError);
    });

    it('does not echo the secret in its error', () => {
      const payload = eventJson('checkout.session.completed', session());
      let caught: unknown;
      try {
        payments.readWebhook(Buffer.from(payload), sign(payload, { secret: 'whsec_other' }));
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(WebhookSignatureError);
      expect((caught as Error).message).not.toContain(WEBHOOK_SECRET);
    });
  });

  describe('the API', () => {
    const request: CheckoutRequest = {
      userId: USER_ID,
      email: 'ada@northpeak.io',
      item: { packageId: 3, credits: 44, amountCents: 4900, currency: 'usd' },
      successUrl: 'http://localhost:5173/payment/result?payment=success&session_id={CHECKOUT_SESSION_ID}&credits=44&package_id=3',
      cancelUrl: 'http://localhost:5173/payment/result?payment=canceled&credits=44&package_id=3',
    };

    it('creates a payment-mode Checkout Session priced by the server, and answers its id and url', async () => {
      reply = { status: 200, body: session({ status: 'open', payment_status: 'unpaid', amount_total: 4900 }) };
      const created = await adapter().createCheckout(request);
      expect(created).toEqual({ sessionId: 'cs_test_a1B2c3D4e5', url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5' });

      expect(requests).toHaveLength(1);
      const { method, path, form } = requests[0];
      expect(method).toBe('POST');
      expect(path).toBe('/v1/checkout/sessions');
      expect(Object.fromEntries(form)).toEqual({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '4900',
        'line_items[0][price_data][product_data][name]': '44 TalentLens credits',
        client_reference_id: USER_ID,
        customer_email: 'ada@northpeak.io',
        'metadata[userId]': USER_ID,
        'metadata[packageId]': '3',
        'metadata[credits]': '44',
        'payment_intent_data[metadata][userId]': USER_ID,
        'payment_intent_data[metadata][packageId]': '3',
        'payment_intent_data[metadata][credits]': '44',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      expect(form.get('success_url')).toContain('session_id={CHECKOUT_SESSION_ID}');
    });

    it('fails when Stripe answers a session without a url', async () => {
      reply = { status: 200, body: session({ status: 'open', payment_status: 'unpaid', url: null }) };
      await expect(adapter().createCheckout(request)).rejects.toThrow(/without a url/);
    });

    it('retrieves a paid session as facts', async () => {
      reply = { status: 200, body: session() };
      const facts = await adapter().retrieveCheckout('cs_test_a1B2c3D4e5');
      expect(facts).toEqual({
        sessionId: 'cs_test_a1B2c3D4e5',
        status: 'complete',
        paymentStatus: 'paid',
        userId: USER_ID,
        packageId: 3,
        amountTotalCents: 4900,
        currency: 'usd',
      });
      expect(requests.map((r) => [r.method, r.path])).toEqual([['GET', '/v1/checkout/sessions/cs_test_a1B2c3D4e5']]);
    });

    it('reads a status it does not know as open and unpaid, which grants nothing', async () => {
      reply = { status: 200, body: session({ status: null, payment_status: 'something_new' }) };
      const facts = await adapter().retrieveCheckout('cs_test_a1B2c3D4e5');
      expect(facts).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    });

    it('answers null for a session Stripe does not have', async () => {
      reply = {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
      };
      await expect(adapter().retrieveCheckout('cs_test_missing')).resolves.toBeNull();
      expect(requests).toHaveLength(1);
    });

    it('rethrows any other Stripe error', async () => {
      reply = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
      await expect(adapter().retrieveCheckout('cs_test_a1B2c3D4e5')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    });

    it.each([
      ['empty', ''],
      ['another object', 'pi_123'],
      ['no body', 'cs_'],
      ['a path', 'cs_test/../../v1/charges'],
      ['a space', 'cs_test a'],
      ['too long', 'cs_' + 'a'.repeat(251)],
    ])('answers null for a malformed id (%s) without asking Stripe', async (_label, id) => {
      reply = { status: 200, body: session() };
      await expect(adapter().retrieveCheckout(id)).resolves.toBeNull();
      expect(requests).toHaveLength(0);
    });
  });
});

describe('StripePayments refunds', () => {
  const ORDER_ID = '3a0c6a52-57b1-4c1e-8a3e-2f4b6f1d9e70';
  const refundRequest = { orderId: ORDER_ID, sessionId: 'cs_test_a1B2c3D4e5', amountCents: 4900 };
  const paidSession = () => session({ payment_intent: 'pi_spec_paid' });
  const refundObject = (overrides: Record<string, unknown> = {}) => ({
    id: 're_spec_1',
    object: 'refund',
    amount: 4900,
    currency: 'usd',
    payment_intent: 'pi_spec_paid',
    status: 'succeeded',
    metadata: { orderId: ORDER_ID },
    ...overrides,
  });
  const invalid = (code: string, message: string): Reply => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', code, message } },
  });
  /** The session when asked for it; `refunds` answers POST /v1/refunds, `list` GET /v1/refunds. */
  function stripeWith(refunds: Reply, list?: Reply) {
    reply = (r) => {
      if (r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/')) return { status: 200, body: paidSession() };
      if (r.method === 'POST' && r.path === '/v1/refunds') return refunds;
      if (r.method === 'GET' && r.path.startsWith('/v1/refunds') && list) return list;
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' } } };
    };
  }

  it("refunds the session's payment intent by the amount, with the order as idempotency key and metadata", async () => {
    stripeWith({ status: 200, body: refundObject() });
    await expect(adapter().refund(refundRequest)).resolves.toEqual({ refundId: 're_spec_1' });
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['GET', '/v1/checkout/sessions/cs_test_a1B2c3D4e5'],
      ['POST', '/v1/refunds'],
    ]);
    const create = requests[1];
    expect(Object.fromEntries(create.form)).toEqual({
      payment_intent: 'pi_spec_paid',
      amount: '4900',
      reason: 'requested_by_customer',
      'metadata[orderId]': ORDER_ID,
      'metadata[checkoutSessionId]': 'cs_test_a1B2c3D4e5',
    });
    expect(create.headers['idempotency-key']).toBe(`talentlens-refund-${ORDER_ID}`);
  });

  it('asks twice for one order with the same idempotency key (Stripe answers the one refund)', async () => {
    stripeWith({ status: 200, body: refundObject() });
    await adapter().refund(refundRequest);
    await adapter().refund(refundRequest);
    const keys = requests.filter((r) => r.path === '/v1/refunds').map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`talentlens-refund-${ORDER_ID}`, `talentlens-refund-${ORDER_ID}`]);
  });

  it("answers the order's own earlier refund when Stripe says the payment was refunded already (the key expired)", async () => {
    stripeWith(invalid('charge_already_refunded', 'Charge ch_1 has already been refunded.'), {
      status: 200,
      body: { object: 'list', data: [refundObject({ id: 're_spec_earlier' })], has_more: false, url: '/v1/refunds' },
    });
    await expect(adapter().refund(refundRequest)).resolves.toEqual({ refundId: 're_spec_earlier' });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds?payment_intent=pi_spec_paid&limit=100' });
  });

  it('refuses when the payment was refunded outside TalentLens, or Stripe refuses the refund', async () => {
    stripeWith(invalid('charge_already_refunded', 'Charge ch_1 has already been refunded.'), {
      status: 200,
      body: { object: 'list', data: [refundObject({ metadata: {} })], has_more: false, url: '/v1/refunds' },
    });
    await expect(adapter().refund(refundRequest)).rejects.toThrow(
      new RefundRefusedError('Stripe says this payment was refunded already, outside TalentLens.'),
    );
    stripeWith(invalid('amount_too_large', 'Refund amount ($49.00) is greater than unrefunded amount on charge ($10.00)'));
    await expect(adapter().refund(refundRequest)).rejects.toThrow(
      new RefundRefusedError('Stripe refused the refund: Refund amount ($49.00) is greater than unrefunded amount on charge ($10.00)'),
    );
    stripeWith({ status: 200, body: refundObject({ status: 'failed', failure_reason: 'lost_or_stolen_card' }) });
    await expect(adapter().refund(refundRequest)).rejects.toThrow(
      new RefundRefusedError("Stripe's refund re_spec_1 failed (lost_or_stolen_card)."),
    );
  });

  it('refuses a session Stripe does not have, or one without a payment', async () => {
    reply = {
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
    };
    await expect(adapter().refund(refundRequest)).rejects.toBeInstanceOf(RefundRefusedError);
    reply = { status: 200, body: session({ payment_intent: null }) };
    await expect(adapter().refund(refundRequest)).rejects.toThrow(
      new RefundRefusedError('Stripe has no payment for this checkout session.'),
    );
    expect(requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
  });

  it('rethrows what is not a refusal (Stripe down): the caller cannot tell whether it refunded, and asks again', async () => {
    stripeWith({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong' } },
      headers: { 'stripe-should-retry': 'false' },
    });
    const failed = adapter().refund(refundRequest);
    await expect(failed).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(failed).rejects.not.toBeInstanceOf(RefundRefusedError);
  });
});

/** The facts a session override implies (status and payment status), named as CheckoutFacts names them. */
function pick(overrides: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if ('status' in overrides) out.status = overrides.status;
  if ('payment_status' in overrides) out.paymentStatus = overrides.payment_status;
  return out;
}
