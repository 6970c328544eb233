import { randomUUID } from 'node:crypto';
import { CreditsService } from '../src/modules/credits/credits.service';
import { RefundRefusedError, type PaymentProvider } from '../src/modules/payments/payment-provider';
import { REFUND_UNREACHABLE_MESSAGE } from '../src/modules/payments/payments.messages';
import { newStaff, newUser, type NewStaff, type NewUser } from './factories';
import { startTestServer, type TestServer } from './helpers';

/**
 * The staff area's payments (GraphQL): every user's orders with their buyer, and refunds through
 * the local test checkout: once per order, the credits taken back only as far as they are unspent,
 * audited in the same transaction; nothing changes when the payments edge fails or refuses.
 */
let t: TestServer;
let staff: NewStaff;
beforeAll(async () => {
  t = await startTestServer();
  staff = await newStaff(t, 'admin'); // any staff member may refund, not only a superadmin
});
afterAll(() => t.close());

const ORDER_FIELDS = `id createdAt completedAt status packageId credits amountCents amount currency provider checkoutSessionId
  failureReason refundedAt refundId refundedCredits creditsNotRecovered refundSummary user { id email }`;
const ORDERS = `query ($status: OrderStatus, $query: String, $pageSize: Int) {
  staffOrders(status: $status, query: $query, pageSize: $pageSize) { total page pageSize hasMore items { ${ORDER_FIELDS} } }
}`;
const REFUND = `mutation ($orderId: ID!, $reason: String!) { refundOrder(orderId: $orderId, reason: $reason) { ${ORDER_FIELDS} } }`;
const REASON = 'Customer bought the wrong package by mistake.';

async function checkout(user: NewUser, packageId: number): Promise<string> {
  const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId }, { token: user.token });
  expect(r.status).toBe(200);
  return r.body.data.sessionId as string;
}

/** Presses a button of the local checkout page, as its form does. */
async function press(sessionId: string, action: 'pay' | 'cancel') {
  const res = await fetch(`${t.url}/checkout/test/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, card: 'success' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

/** A package bought and paid through the local checkout: the order's id and session. */
async function buy(user: NewUser, packageId: number): Promise<{ orderId: string; sessionId: string }> {
  const sessionId = await checkout(user, packageId);
  await press(sessionId, 'pay');
  const [order] = await t.ds.query(`SELECT id, status FROM payment_orders WHERE checkout_session_id = $1`, [sessionId]);
  expect(order.status).toBe('completed');
  return { orderId: order.id as string, sessionId };
}

async function spend(userId: string, amount: number): Promise<void> {
  const credits = new CreditsService(t.ds);
  await t.ds.transaction((m) => credits.spend(m, amount, { userId, reason: 'contact_reveal', reference: 'someone-revealed' }));
}

/** Everything a refund may change, to compare before and after. */
async function state(userId: string, orderId: string) {
  const [user] = await t.ds.query('SELECT remaining_credits, total_credits FROM users WHERE id = $1', [userId]);
  const [order] = await t.ds.query(
    'SELECT status, refunded_at, refund_id, refunded_credits, checkout_session_id FROM payment_orders WHERE id = $1',
    [orderId],
  );
  const [session] = await t.ds.query('SELECT status, refunded_at FROM local_checkout_sessions WHERE id = $1', [
    order?.checkout_session_id ?? '',
  ]);
  const refunds = await t.ds.query(
    `SELECT change, reference, balance_after FROM credit_ledger WHERE user_id = $1 AND reason = 'refund' ORDER BY created_at`,
    [userId],
  );
  const audit = await t.ds.query(
    `SELECT staff_id, action, target_type, target_id, details, reason FROM staff_audit_log WHERE target_id = $1 ORDER BY created_at`,
    [orderId],
  );
  const [ledger] = await t.ds.query('SELECT COALESCE(SUM(change), 0)::int AS sum FROM credit_ledger WHERE user_id = $1', [userId]);
  return {
    remaining: user.remaining_credits as number,
    total: user.total_credits as number,
    ledgerSum: ledger.sum as number,
    order,
    session,
    refunds,
    audit,
  };
}

async function refund(orderId: string, reason = REASON, token = staff.token) {
  return t.gql(REFUND, { orderId, reason }, { token });
}

describe('the orders list', () => {
  it("lists every order with its buyer, newest first, by status, part of the e-mail, the order id or the session's id", async () => {
    const user = await newUser(t);
    const pendingSession = await checkout(user, 1);
    const { orderId, sessionId } = await buy(user, 2);

    const all = await t.gql(ORDERS, { query: user.email }, { token: staff.token });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data.staffOrders).toMatchObject({ total: 2, page: 1, hasMore: false });
    const [paid, pending] = all.body.data.staffOrders.items;
    expect(paid).toMatchObject({
      id: orderId,
      status: 'completed',
      packageId: 2,
      credits: 44,
      amountCents: 5000,
      amount: 50,
      currency: 'usd',
      provider: 'local',
      checkoutSessionId: sessionId,
      refundedAt: null,
      refundId: null,
      refundedCredits: null,
      creditsNotRecovered: null,
      refundSummary: null,
      user: { id: user.id, email: user.email },
    });
    expect(paid.completedAt).toEqual(expect.any(String));
    expect(pending).toMatchObject({ status: 'pending', packageId: 1, checkoutSessionId: pendingSession, completedAt: null });

    const byStatus = await t.gql(ORDERS, { query: user.email, status: 'pending' }, { token: staff.token });
    expect(byStatus.body.data.staffOrders.items.map((o: { checkoutSessionId: string }) => o.checkoutSessionId)).toEqual([pendingSession]);
    const part = user.email.split('@')[0].toUpperCase(); // case does not matter
    expect((await t.gql(ORDERS, { query: part }, { token: staff.token })).body.data.staffOrders.total).toBe(2);
    for (const exact of [orderId, sessionId]) {
      const found = await t.gql(ORDERS, { query: exact }, { token: staff.token });
      expect(found.body.data.staffOrders.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
    }
    // LIKE's wildcards are searched as themselves; a part of an id matches nothing.
    for (const query of ['%', '_', sessionId.slice(0, 20)]) {
      expect((await t.gql(ORDERS, { query }, { token: staff.token })).body.data.staffOrders.total).toBe(0);
    }
    // Hostile searches are searched for, or refused when too long; never a server error.
    for (const query of ['\\', "'; DROP TABLE payment_orders; --", '\\%', '😀', randomUUID().toUpperCase(), ' ', 'x'.repeat(254)]) {
      const r = await t.gql(ORDERS, { query }, { token: staff.token });
      expect([query, r.status, r.body.errors]).toEqual([query, 200, undefined]);
    }
    const tooLong = await t.gql(ORDERS, { query: 'x'.repeat(255) }, { token: staff.token });
    expect(tooLong.body.errors[0]).toMatchObject({
      message: 'A search can be at most 254 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const upperCaseId = await t.gql(ORDERS, { query: orderId.toUpperCase() }, { token: staff.token });
    expect(upperCaseId.body.data.staffOrders.total).toBe(1);

    const unfiltered = await t.gql(ORDERS, { pageSize: 100 }, { token: staff.token });
    const created = unfiltered.body.data.staffOrders.items.map((o: { createdAt: string }) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe('refunds through the local test checkout', () => {
  it('refunds a completed order once: status refunded, the credits taken back with a ledger row, the audit row', async () => {
    const user = await newUser(t);
    const { orderId, sessionId } = await buy(user, 2);
    expect(await state(user.id, orderId)).toMatchObject({ remaining: 49, total: 49, ledgerSum: 49 });

    const r = await refund(orderId);
    expect(r.body.errors).toBeUndefined();
    const refunded = r.body.data.refundOrder;
    expect(refunded).toMatchObject({
      id: orderId,
      status: 'refunded',
      refundedCredits: 44,
      creditsNotRecovered: 0,
      refundSummary: 'Refunded $50 and took back the 44 credits bought.',
      user: { id: user.id, email: user.email },
    });
    expect(refunded.refundId).toMatch(/^re_test_local_[0-9a-f]{24}$/);
    expect(refunded.refundedAt).toEqual(expect.any(String));

    const after = await state(user.id, orderId);
    expect(after).toMatchObject({
      remaining: 5, // the package's 44 taken from the remaining credits
      total: 49,
      ledgerSum: 5,
      order: { status: 'refunded', refund_id: refunded.refundId, refunded_credits: 44 },
      session: { status: 'complete', refunded_at: expect.any(Date) },
      refunds: [{ change: -44, reference: orderId, balance_after: 5 }],
    });
    expect(after.audit).toEqual([
      {
        staff_id: staff.id,
        action: 'payment.refund',
        target_type: 'order',
        target_id: orderId,
        reason: REASON,
        details: {
          userId: user.id,
          email: user.email,
          amountCents: 5000,
          currency: 'usd',
          creditsTakenBack: 44,
          creditsNotRecovered: 0,
          refundId: refunded.refundId,
        },
      },
    ]);

    // The user sees the refund in their orders and their credit history.
    const mine = await t.gql(
      '{ paymentOrders { items { id status } } creditLedger { items { change reason reference } } }',
      {},
      { token: user.token },
    );
    expect(mine.body.data.paymentOrders.items).toEqual([{ id: orderId, status: 'refunded' }]);
    expect(mine.body.data.creditLedger.items[0]).toEqual({ change: -44, reason: 'refund', reference: orderId });

    // The staff list shows it refunded.
    const listed = await t.gql(ORDERS, { query: orderId }, { token: staff.token });
    expect(listed.body.data.staffOrders.items).toEqual([refunded]);

    // The return page and the checkout's Pay, visited again, grant nothing again and say why.
    const revisit = await t.rest('POST', '/api/payment/success', { sessionId }, { token: user.token });
    expect(revisit).toMatchObject({
      status: 409,
      body: { status: 'error', message: 'This payment was refunded, and its unspent credits were taken back.' },
    });
    await press(sessionId, 'pay');

    // A second refund is refused and changes nothing.
    const again = await refund(orderId, 'Asked twice by mistake');
    expect(again.body.errors[0]).toMatchObject({ message: 'This order was refunded already.', extensions: { code: 'CONFLICT' } });
    expect(await state(user.id, orderId)).toEqual(after);
  });

  it('refunds once when several staff members refund the same order at the same moment', async () => {
    const user = await newUser(t);
    const { orderId } = await buy(user, 3);
    const others = await Promise.all([newStaff(t), newStaff(t, 'superadmin')]);
    const answers = await Promise.all([refund(orderId), ...others.map((s) => refund(orderId, REASON, s.token))]);
    const succeeded = answers.filter((a) => !a.body.errors);
    expect(succeeded).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.errors)) {
      expect(refused.body.errors[0]).toMatchObject({ message: 'This order was refunded already.', extensions: { code: 'CONFLICT' } });
    }
    const after = await state(user.id, orderId);
    expect(after).toMatchObject({ remaining: 5, total: 71, ledgerSum: 5, refunds: [{ change: -66, reference: orderId }] });
    expect(after.audit).toHaveLength(1);
    expect(after.order.refund_id).toBe(succeeded[0].body.data.refundOrder.refundId);
  });

  it('takes back only the unspent credits when the user spent some, and says how many could not be', async () => {
    const user = await newUser(t);
    const { orderId } = await buy(user, 1); // 2 credits for $1: 7 in all
    await spend(user.id, 6);
    const r = await refund(orderId);
    expect(r.body.data.refundOrder).toMatchObject({
      status: 'refunded',
      refundedCredits: 1,
      creditsNotRecovered: 1,
      refundSummary: 'Refunded $1 and took back 1 of the 2 credits bought: the user had only 1 left.',
    });
    const after = await state(user.id, orderId);
    expect(after).toMatchObject({ remaining: 0, total: 7, ledgerSum: 0, refunds: [{ change: -1, reference: orderId, balance_after: 0 }] });
    expect(after.audit[0].details).toMatchObject({ creditsTakenBack: 1, creditsNotRecovered: 1, amountCents: 100 });
  });

  it('refunds the money of a user with no credits left, with no ledger change, and says so', async () => {
    const user = await newUser(t);
    const { orderId } = await buy(user, 1);
    await spend(user.id, 7);
    const r = await refund(orderId);
    expect(r.body.data.refundOrder).toMatchObject({
      status: 'refunded',
      refundedCredits: 0,
      creditsNotRecovered: 2,
      refundSummary: 'Refunded $1; no credits were taken back: the user had none left.',
    });
    const after = await state(user.id, orderId);
    expect(after).toMatchObject({
      remaining: 0,
      total: 7,
      ledgerSum: 0,
      refunds: [],
      order: { status: 'refunded', refunded_credits: 0 },
      session: { refunded_at: expect.any(Date) },
    });
    expect(after.audit[0].details).toMatchObject({ creditsTakenBack: 0, creditsNotRecovered: 2 });
  });

  it('refuses an order that is not completed, an unknown order and a reason too short or too long; nothing changes', async () => {
    const user = await newUser(t);
    const pendingSession = await checkout(user, 2);
    const cancelledSession = await checkout(user, 1);
    await press(cancelledSession, 'cancel');
    const [pending] = await t.ds.query('SELECT id FROM payment_orders WHERE checkout_session_id = $1', [pendingSession]);
    const [expired] = await t.ds.query('SELECT id FROM payment_orders WHERE checkout_session_id = $1', [cancelledSession]);
    const { orderId: paid } = await buy(user, 1);

    const cases: Array<[string, string, string, string]> = [
      [pending.id, REASON, 'CONFLICT', 'Only a completed order can be refunded; this one is pending.'],
      [expired.id, REASON, 'CONFLICT', 'Only a completed order can be refunded; this one is expired.'],
      [randomUUID(), REASON, 'NOT_FOUND', 'Order not found'],
      ['not-an-order', REASON, 'NOT_FOUND', 'Order not found'],
      [paid, '  ok  ', 'BAD_USER_INPUT', 'Please give the reason for the refund (3 to 500 characters).'],
      [paid, 'x'.repeat(501), 'BAD_USER_INPUT', 'Please give the reason for the refund (3 to 500 characters).'],
    ];
    const before = await Promise.all([pending.id, expired.id, paid].map((id: string) => state(user.id, id)));
    for (const [orderId, reason, code, message] of cases) {
      const r = await refund(orderId, reason);
      expect([orderId, r.body.errors?.[0]?.extensions?.code, r.body.errors?.[0]?.message]).toEqual([orderId, code, message]);
    }
    expect(await Promise.all([pending.id, expired.id, paid].map((id: string) => state(user.id, id)))).toEqual(before);
    expect(before.every((s) => s.audit.length === 0)).toBe(true);
  });

  it('refuses a user token and no token on both operations', async () => {
    const user = await newUser(t);
    const { orderId } = await buy(user, 1);
    const before = await state(user.id, orderId);
    for (const token of [user.token, undefined]) {
      const list = await t.gql(ORDERS, { query: user.email }, { token });
      expect(list.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(list.body.data).toBeNull();
      const r = await t.gql(REFUND, { orderId, reason: REASON }, { token });
      expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(await state(user.id, orderId)).toEqual(before);
  });
});

describe('when the payments edge cannot refund', () => {
  /** A payments edge whose refund each test sets: none, failing, refusing, or working. */
  const edge: PaymentProvider = {
    kind: 'local',
    testMode: true,
    createCheckout: () => Promise.reject(new Error('not used here')),
    retrieveCheckout: () => Promise.resolve(null),
  };
  let s: TestServer;
  let admin: NewStaff;
  beforeAll(async () => {
    s = await startTestServer({}, { paymentProvider: edge });
    admin = await newStaff(s);
  });
  afterAll(() => s.close());

  /** A completed order of a new user, written as fulfilment writes it (the credits granted with their ledger row). */
  async function completedOrder(provider: 'local' | 'stripe' = 'local') {
    const user = await newUser(s);
    const credits = new CreditsService(s.ds);
    const orderId = await s.ds.transaction(async (m) => {
      const [order] = await m.query(
        `INSERT INTO payment_orders (user_id, checkout_session_id, provider, package_id, credits, amount_cents, currency, status, completed_at)
         VALUES ($1, $2, $3, 2, 44, 5000, 'usd', 'completed', now()) RETURNING id`,
        [user.id, `cs_test_edge_${randomUUID().replace(/-/g, '')}`, provider],
      );
      await credits.grant(m, 44, { userId: user.id, reason: 'purchase', reference: order.id });
      return order.id as string;
    });
    return { user, orderId };
  }

  async function snapshot(userId: string, orderId: string) {
    const [user] = await s.ds.query('SELECT remaining_credits FROM users WHERE id = $1', [userId]);
    const [order] = await s.ds.query('SELECT status, refund_id, refunded_credits FROM payment_orders WHERE id = $1', [orderId]);
    const ledger = await s.ds.query(`SELECT change FROM credit_ledger WHERE user_id = $1 AND reason = 'refund'`, [userId]);
    const audit = await s.ds.query('SELECT id FROM staff_audit_log WHERE target_id = $1', [orderId]);
    return { remaining: user.remaining_credits as number, order, ledger, audit };
  }

  const unchanged = { remaining: 49, order: { status: 'completed', refund_id: null, refunded_credits: null }, ledger: [], audit: [] };

  it('changes nothing when the provider cannot refund, cannot be reached, refuses, or is not the one the order was paid with', async () => {
    const { user, orderId } = await completedOrder();
    const calls: string[] = [];
    const attempts: Array<[PaymentProvider['refund'], string, string]> = [
      [undefined, 'CONFLICT', 'Refunds are not available for this payment provider.'],
      [
        (request) => {
          calls.push(request.orderId);
          return Promise.reject(new Error('socket hang up'));
        },
        'SERVICE_UNAVAILABLE',
        REFUND_UNREACHABLE_MESSAGE,
      ],
      [
        () => Promise.reject(new RefundRefusedError('The payment is disputed.')),
        'CONFLICT',
        'The payment is disputed. The order and its credits are unchanged.',
      ],
    ];
    for (const [refundWith, code, message] of attempts) {
      edge.refund = refundWith;
      const r = await s.gql(REFUND, { orderId, reason: REASON }, { token: admin.token });
      expect([r.body.errors?.[0]?.extensions?.code, r.body.errors?.[0]?.message]).toEqual([code, message]);
      expect(await snapshot(user.id, orderId)).toEqual(unchanged);
    }
    expect(calls).toEqual([orderId]);

    const stripeOrder = await completedOrder('stripe');
    edge.refund = () => Promise.resolve({ refundId: 're_never' });
    const wrongEdge = await s.gql(REFUND, { orderId: stripeOrder.orderId, reason: REASON }, { token: admin.token });
    expect(wrongEdge.body.errors[0]).toMatchObject({
      message: 'This order was paid through Stripe, which is not the payment provider in use now, so it cannot be refunded here.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await snapshot(stripeOrder.user.id, stripeOrder.orderId)).toEqual(unchanged);

    // Asked again once the provider answers, the refund goes through, once.
    edge.refund = (request) => Promise.resolve({ refundId: `re_edge_${request.orderId.slice(0, 8)}` });
    const r = await s.gql(REFUND, { orderId, reason: REASON }, { token: admin.token });
    expect(r.body.data.refundOrder).toMatchObject({ status: 'refunded', refundId: `re_edge_${orderId.slice(0, 8)}`, refundedCredits: 44 });
    expect(await snapshot(user.id, orderId)).toMatchObject({ remaining: 5, order: { status: 'refunded' }, ledger: [{ change: -44 }] });
  });
});
