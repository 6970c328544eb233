import { newUser, type NewUser } from './factories';
import { startTestServer, type TestServer } from './helpers';

/**
 * Buying credit packages through the local test checkout (no Stripe keys set), over both
 * transports: the server prices the package, the checkout page pays it, and fulfilment grants the
 * package's credits exactly once, whatever the browser sends back.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const PACKAGES = `{ creditPackages { id credits priceCents price currency popular } paymentSettings { mode testMode } }`;
const CONFIRM = `mutation ($sessionId: String!) {
  confirmPayment(sessionId: $sessionId) {
    result { orderId subscriptionId creditsAdded creditsTransferred totalCredits remainingCredits orderStatus message }
    user { id remainingCredits totalCredits planExpiry }
  }
}`;
const STATUS = `query ($sessionId: String!) { paymentStatus(sessionId: $sessionId) { sessionId status paymentStatus order { id status credits amount } } }`;
const ORDERS = `{ paymentOrders(page: 1, pageSize: 10) { total items { id createdAt completedAt packageId credits amountCents amount currency status failureReason } } }`;

async function checkout(user: NewUser, packageId = 2): Promise<{ sessionId: string; url: string }> {
  const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId }, { token: user.token });
  expect(r.status).toBe(200);
  return r.body.data;
}

/** Presses a button of the local checkout page, as its form does; the answer is not followed. */
async function press(sessionId: string, action: 'pay' | 'cancel', card: 'success' | 'decline' = 'success') {
  const res = await fetch(`${t.url}/checkout/test/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, card }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

async function balance(userId: string) {
  const [row] = await t.ds.query('SELECT remaining_credits, total_credits, plan_expiry FROM users WHERE id = $1', [userId]);
  return { remaining: row.remaining_credits as number, total: row.total_credits as number, planExpiry: row.plan_expiry as Date };
}

async function purchases(userId: string) {
  return (await t.ds.query(`SELECT change, reference, balance_after FROM credit_ledger WHERE user_id = $1 AND reason = 'purchase'`, [
    userId,
  ])) as Array<{ change: number; reference: string; balance_after: number }>;
}

async function orders(userId: string) {
  return (await t.ds.query('SELECT id, status, credits, amount_cents, failure_reason FROM payment_orders WHERE user_id = $1', [
    userId,
  ])) as Array<{ id: string; status: string; credits: number; amount_cents: number; failure_reason: string | null }>;
}

describe('packages', () => {
  it("lists the spec's three packages, priced by the server, with the local test checkout in use", async () => {
    const r = await t.gql(PACKAGES);
    expect(r.body.data.creditPackages).toEqual([
      { id: 1, credits: 2, priceCents: 100, price: 1, currency: 'usd', popular: false },
      { id: 2, credits: 44, priceCents: 5000, price: 50, currency: 'usd', popular: true },
      { id: 3, credits: 66, priceCents: 7500, price: 75, currency: 'usd', popular: false },
    ]);
    expect(r.body.data.paymentSettings).toEqual({ mode: 'local', testMode: true });
    const rest = await t.rest('GET', '/api/payment/packages');
    expect(rest.body.data.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('creating a checkout session', () => {
  it.each([[99], [0], [-1], ['2'], [2.5], [null]])(
    "answers 'Invalid package selected' for packageId %p and writes nothing",
    async (packageId) => {
      const user = await newUser(t);
      const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId, credits: 44, amount: 50 }, { token: user.token });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Invalid package selected' });
      expect(await orders(user.id)).toEqual([]);
    },
  );

  it('refuses a visitor who is not signed in', async () => {
    const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId: 2 });
    expect(r.status).toBe(401);
    const g = await t.gql('mutation { createCheckoutSession(packageId: 2) { url } }');
    expect(g.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers the checkout url and writes a pending order at the server’s price, whatever the browser claims', async () => {
    const user = await newUser(t);
    const r = await t.rest(
      'POST',
      '/api/payment/create-checkout-session',
      { packageId: 1, credits: 1000, amount: 0.01 },
      { token: user.token },
    );
    expect(r.body).toMatchObject({ status: 'success', message: 'Checkout session created' });
    expect(r.body.data.url).toBe(`/checkout/test/${r.body.data.sessionId}`); // a path on this app
    expect(await orders(user.id)).toEqual([expect.objectContaining({ status: 'pending', credits: 2, amount_cents: 100 })]);

    const page = await fetch(`${t.url}/checkout/test/${r.body.data.sessionId}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Buy 2 credits');
    expect(html).toContain('Pay $1');
  });
});

describe('paying through the local checkout', () => {
  it('grants the package once: the page’s Pay, the return page over both transports, and retries', async () => {
    const user = await newUser(t);
    const before = await balance(user.id);
    expect(before).toMatchObject({ remaining: 5, total: 5 });
    const { sessionId } = await checkout(user, 2);

    const paid = await press(sessionId, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/payment/result?payment=success&session_id=${sessionId}&credits=44&amount=50&package_id=2`);
    expect(await balance(user.id)).toMatchObject({ remaining: 49, total: 49 });

    // The return page: the browser's credits, amount and package are ignored.
    const success = await t.rest(
      'POST',
      '/api/payment/success',
      { sessionId, credits: 5000, amount: 0.01, packageId: 3 },
      { token: user.token },
    );
    expect(success.status).toBe(200);
    expect(success.body.data).toMatchObject({ _id: user.id, remainingCredits: 49, totalCredits: 49 });
    expect(success.body.result).toMatchObject({ creditsAdded: 44, totalCredits: 49, orderStatus: true, subscriptionId: null });

    const again = await t.gql(CONFIRM, { sessionId }, { token: user.token });
    expect(again.body.data.confirmPayment.result).toMatchObject({
      orderId: success.body.result.orderId,
      creditsAdded: 44,
      totalCredits: 49,
    });
    expect(again.body.data.confirmPayment.user).toMatchObject({ remainingCredits: 49, totalCredits: 49 });
    expect(await press(sessionId, 'pay')).toMatchObject({ status: 303 });

    expect(await balance(user.id)).toMatchObject({ remaining: 49, total: 49 });
    const rows = await purchases(user.id);
    expect(rows).toEqual([{ change: 44, reference: success.body.result.orderId, balance_after: 49 }]);
    expect(await orders(user.id)).toEqual([expect.objectContaining({ status: 'completed', credits: 44, amount_cents: 5000 })]);

    // The plan runs at least 30 days from the purchase.
    const { planExpiry } = await balance(user.id);
    expect(planExpiry.getTime()).toBeGreaterThan(Date.now() + 29.9 * 24 * 3600_000);

    const receipt = await t.lastMailTo(user.email);
    expect(receipt?.subject).toBe('[Test mode] Your TalentLens receipt: 44 credits for $50');
    expect(receipt?.text).toContain(success.body.result.orderId);

    const status = await t.rest('GET', `/api/payment/status/${sessionId}`, undefined, { token: user.token });
    expect(status.body).toMatchObject({ status: 'success', data: { status: 'complete', paymentStatus: 'paid', sessionId } });
  });

  it('10 concurrent confirmations and the Pay button together grant exactly once, with one receipt', async () => {
    const user = await newUser(t);
    const { sessionId } = await checkout(user, 3);
    const attempts = await Promise.all([
      press(sessionId, 'pay'),
      ...Array.from({ length: 10 }, () => t.rest('POST', '/api/payment/success', { sessionId }, { token: user.token })),
    ]);
    expect(attempts[0].status).toBe(303);
    expect(await balance(user.id)).toMatchObject({ remaining: 71, total: 71 });
    expect(await purchases(user.id)).toHaveLength(1);
    expect(await orders(user.id)).toEqual([expect.objectContaining({ status: 'completed' })]);
    const mails = (await (await fetch(`${t.url}/dev/outbox.json?to=${encodeURIComponent(user.email)}`)).json()) as Array<{
      subject: string;
    }>;
    expect(mails.filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
  });

  it('grants nothing for a session that was not paid, and says why', async () => {
    const user = await newUser(t);
    const { sessionId } = await checkout(user, 2);
    const open = await t.rest('POST', '/api/payment/success', { sessionId }, { token: user.token });
    expect(open.status).toBe(402);
    expect(open.body).toEqual({
      status: 'error',
      code: 'PAYMENT_NOT_COMPLETED',
      message: 'This payment has not been completed, so no credits were added.',
    });
    const status = await t.gql(STATUS, { sessionId }, { token: user.token });
    expect(status.body.data.paymentStatus).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      order: { status: 'pending', credits: 44 },
    });
    expect(await balance(user.id)).toMatchObject({ remaining: 5, total: 5 });
    expect(await purchases(user.id)).toEqual([]);
  });

  it('a declined card grants nothing; cancelling then ends the order as expired', async () => {
    const user = await newUser(t);
    const { sessionId } = await checkout(user, 2);
    const declined = await press(sessionId, 'pay', 'decline');
    expect(declined.status).toBe(200);
    expect(declined.html).toContain('Your card was declined');
    const confirm = await t.gql(CONFIRM, { sessionId }, { token: user.token });
    expect(confirm.body.errors[0]).toMatchObject({
      message: 'The payment did not go through (Your card was declined), so no credits were added.',
      extensions: { code: 'PAYMENT_NOT_COMPLETED' },
    });

    const cancelled = await press(sessionId, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe('/payment/result?payment=canceled&credits=44&amount=50&package_id=2');
    expect(await orders(user.id)).toEqual([expect.objectContaining({ status: 'expired' })]);
    const after = await t.rest('POST', '/api/payment/success', { sessionId }, { token: user.token });
    expect(after.body.message).toBe('This checkout ended without a payment, so no credits were added.');
    // Paying a cancelled checkout is refused: the page says it has ended.
    expect((await press(sessionId, 'pay')).html).toContain('This checkout has ended');
    expect(await balance(user.id)).toMatchObject({ remaining: 5, total: 5 });
    expect(await purchases(user.id)).toEqual([]);
  });

  it('Pay and Cancel pressed at once: one wins, and the other says what happened instead of going to the winner’s page', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const user = await newUser(t);
      const { sessionId } = await checkout(user, 1);
      const [pay, cancel] = await Promise.all([press(sessionId, 'pay'), press(sessionId, 'cancel')]);
      const [order] = await orders(user.id);
      if (order.status === 'completed') {
        outcomes.add('paid');
        expect(pay).toMatchObject({ status: 303, location: expect.stringMatching(/^\/payment\/result\?payment=success&session_id=/) });
        // Cancel lost: the page says the checkout was paid (with a link to its result), not 'canceled'.
        expect(cancel.status).toBe(200);
        expect(cancel.html).toContain('This checkout was paid before it could be cancelled, so it was not cancelled.');
        expect(cancel.html).toContain(`href="/payment/result?payment=success&amp;session_id=${sessionId}`);
        expect(await balance(user.id)).toMatchObject({ remaining: 7 });
      } else {
        outcomes.add('cancelled');
        expect(order.status).toBe('expired');
        expect(cancel).toMatchObject({ status: 303, location: expect.stringMatching(/^\/payment\/result\?payment=canceled/) });
        // Pay lost: the page says nothing was charged, not 'success'.
        expect(pay.status).toBe(200);
        expect(pay.html).toContain('This checkout ended before the payment went through, so nothing was charged.');
        expect(await balance(user.id)).toMatchObject({ remaining: 5 });
        expect(await purchases(user.id)).toEqual([]);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('Cancel after paying does not cancel, and says so', async () => {
    const user = await newUser(t);
    const { sessionId } = await checkout(user, 1);
    expect((await press(sessionId, 'pay')).status).toBe(303);
    const cancel = await press(sessionId, 'cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.html).toContain('This checkout was paid before it could be cancelled');
    expect(cancel.html).toContain('See your payment');
    expect(await orders(user.id)).toEqual([expect.objectContaining({ status: 'completed' })]);
  });

  it("another user's session is not found on every route, and nothing is granted to anyone", async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const { sessionId } = await checkout(owner, 2);
    await press(sessionId, 'pay');
    const status = await t.rest('GET', `/api/payment/status/${sessionId}`, undefined, { token: other.token });
    expect(status.status).toBe(404);
    expect(status.body).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Payment session not found' });
    const success = await t.rest('POST', '/api/payment/success', { sessionId }, { token: other.token });
    expect(success.status).toBe(404);
    const gql = await t.gql(CONFIRM, { sessionId }, { token: other.token });
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await balance(other.id)).toMatchObject({ remaining: 5, total: 5 });
    expect(await balance(owner.id)).toMatchObject({ remaining: 49, total: 49 });
  });

  it.each(['nope', 'cs_test_local_' + '0'.repeat(48), '../../etc/passwd', 'x'.repeat(300)])(
    'an unknown or malformed session id %p is not found',
    async (id) => {
      const user = await newUser(t);
      const r = await t.rest('GET', `/api/payment/status/${encodeURIComponent(id)}`, undefined, { token: user.token });
      expect([400, 404]).toContain(r.status);
      expect(r.body.message).toBe('Payment session not found');
      expect((await fetch(`${t.url}/checkout/test/${encodeURIComponent(id)}`)).status).toBe(404);
    },
  );

  it("lists the user's orders, newest first", async () => {
    const user = await newUser(t);
    const first = await checkout(user, 1);
    await press(first.sessionId, 'pay');
    await checkout(user, 3);
    const r = await t.gql(ORDERS, {}, { token: user.token });
    expect(r.body.data.paymentOrders.total).toBe(2);
    expect(r.body.data.paymentOrders.items).toEqual([
      expect.objectContaining({
        packageId: 3,
        credits: 66,
        amount: 75,
        amountCents: 7500,
        currency: 'usd',
        status: 'pending',
        completedAt: null,
      }),
      expect.objectContaining({ packageId: 1, credits: 2, amount: 1, status: 'completed' }),
    ]);
  });

  it('has no webhook to post to: the local checkout reports in-process', async () => {
    const r = await t.rest('POST', '/api/payment/webhook', { type: 'checkout.session.completed' });
    expect(r.status).toBe(404);
    expect(await t.ds.query(`SELECT 1 FROM payment_orders WHERE status = 'completed' AND checkout_session_id = 'x'`)).toEqual([]);
  });
});

describe('without a payment provider', () => {
  it('production without Stripe keys has no local checkout unless it is turned on', async () => {
    const prod = await startTestServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:9',
      COOKIE_SECURE: 'false',
    });
    try {
      const r = await prod.gql(PACKAGES);
      expect(r.body.data.paymentSettings).toEqual({ mode: 'unavailable', testMode: false });
      const page = await fetch(`${prod.url}/checkout/test/cs_test_local_${'a'.repeat(48)}`);
      expect(page.status).not.toBe(200);
    } finally {
      await prod.close();
    }
  });
});
