import { startPaymentsReconciler } from '../src/modules/payments/payments-reconciler';
import { newUser, type NewUser } from './factories';
import { HOUR, MINUTE, startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';
import { limit } from './time-limits';

/**
 * The payments reconciler, through the local test checkout on a database of this file's own (its
 * sweeps see no other file's orders, and its fault-injection triggers touch no other file): a paid
 * checkout whose fulfilment failed gets its credits without the buyer's browser, exactly once,
 * also while the browser confirms at the same time; a checkout that ended unpaid is closed; and an
 * error of the app's own database is never reported as the payment provider's.
 */
let own: OwnDatabase;
let t: TestServer;
beforeAll(async () => {
  own = await ownDatabase('tl_reconcile');
  t = await startTestServer({ DATABASE_URL: own.url });
}, limit(120_000));
afterAll(async () => {
  await t?.close();
  await own?.drop();
}, limit(60_000));

const ROUND = { minAgeSeconds: 60, batchSize: 50 };
const CONFIRM = `mutation ($sessionId: String!) {
  confirmPayment(sessionId: $sessionId) { result { creditsAdded orderStatus } user { remainingCredits } }
}`;

async function checkout(user: NewUser, packageId = 2): Promise<string> {
  const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId }, { token: user.token });
  expect(r.status).toBe(200);
  return r.body.data.sessionId;
}

async function pay(sessionId: string) {
  const res = await fetch(`${t.url}/checkout/test/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card: 'success' }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

async function state(userId: string, sessionId: string) {
  const [user] = await t.ds.query('SELECT remaining_credits FROM users WHERE id = $1', [userId]);
  const [order] = await t.ds.query('SELECT status FROM payment_orders WHERE checkout_session_id = $1', [sessionId]);
  const [session] = await t.ds.query('SELECT status, payment_status FROM local_checkout_sessions WHERE id = $1', [sessionId]);
  const purchases = await t.ds.query(`SELECT change FROM credit_ledger WHERE user_id = $1 AND reason = 'purchase'`, [userId]);
  const receipts = await t.ds.query(
    `SELECT m.id FROM mail_outbox m JOIN users u ON u.email = m.to_address WHERE u.id = $1 AND m.subject LIKE '%receipt%'`,
    [userId],
  );
  return {
    remaining: user.remaining_credits as number,
    order: order.status as string,
    session: `${session.status}/${session.payment_status}`,
    purchases: purchases.map((p: { change: number }) => p.change) as number[],
    receipts: receipts.length as number,
  };
}

/**
 * Runs `fn` while every write of this user's purchase into the credit ledger fails, by default as
 * a full disk would fail it (SQLSTATE 53100): fault injection in this file's own database.
 */
async function withPurchasesFailing<T>(userId: string, fn: () => Promise<T>, sqlState = '53100'): Promise<T> {
  const name = `fail_purchase_${userId.replace(/-/g, '')}`;
  await t.ds.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.user_id = '${userId}' AND NEW.reason = 'purchase' THEN
        RAISE EXCEPTION 'this purchase cannot be written' USING ERRCODE = '${sqlState}';
      END IF;
      RETURN NEW;
    END $$`);
  await t.ds.query(`CREATE TRIGGER ${name} BEFORE INSERT ON credit_ledger FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  try {
    return await fn();
  } finally {
    await t.ds.query(`DROP TRIGGER ${name} ON credit_ledger`);
    await t.ds.query(`DROP FUNCTION ${name}()`);
  }
}

/** A checkout of `user` paid on the checkout page while its fulfilment failed: the session is paid, the order pending. */
async function paidButUnfulfilled(user: NewUser): Promise<string> {
  const sessionId = await checkout(user);
  const pressed = await withPurchasesFailing(user.id, () => pay(sessionId));
  // The payment went through, so the browser goes on to the result page, which reads the order's state.
  expect(pressed).toEqual({ status: 303, location: expect.stringMatching(/^\/payment\/result\?payment=success&session_id=/) });
  expect(await state(user.id, sessionId)).toEqual({ remaining: 5, order: 'pending', session: 'complete/paid', purchases: [], receipts: 0 });
  return sessionId;
}

describe('the payments reconciler', () => {
  it('grants a paid-but-unfulfilled checkout once, without the browser, also while the browser confirms at the same time', async () => {
    const user = await newUser(t);
    const sessionId = await paidButUnfulfilled(user);

    // Younger than a minute, the order is left to the webhook and the browser.
    expect(await t.services.payments.fulfilment.reconcile(ROUND)).toMatchObject({ fulfilled: 0, skipped: false });
    expect((await state(user.id, sessionId)).order).toBe('pending');

    t.clock.advance(2 * MINUTE);
    const [first, second, ...confirms] = await Promise.all([
      t.services.payments.fulfilment.reconcile(ROUND),
      t.services.payments.fulfilment.reconcile(ROUND),
      ...Array.from({ length: 5 }, () => t.gql(CONFIRM, { sessionId }, { token: user.token })),
    ]);
    for (const c of confirms) {
      expect(c.body.errors).toBeUndefined();
      expect(c.body.data.confirmPayment.result).toEqual({ creditsAdded: 44, orderStatus: true });
    }
    // One round ran (the other skipped on the lock, or found nothing left to do); whoever got there first granted.
    expect([first, second].filter((r) => r.skipped).length).toBeLessThanOrEqual(1);
    expect(first.fulfilled + second.fulfilled).toBeLessThanOrEqual(1);
    expect(await state(user.id, sessionId)).toEqual({
      remaining: 49,
      order: 'completed',
      session: 'complete/paid',
      purchases: [44],
      receipts: 1,
    });

    // Later rounds find nothing to do.
    expect(await t.services.payments.fulfilment.reconcile(ROUND)).toMatchObject({ checked: 0, fulfilled: 0 });
    expect((await state(user.id, sessionId)).purchases).toEqual([44]);
  });

  it('runs at start and then on its own, until stopped', async () => {
    const user = await newUser(t);
    const sessionId = await paidButUnfulfilled(user);
    t.clock.advance(2 * MINUTE);
    const stop = startPaymentsReconciler(t.services.payments.fulfilment, { warn: () => undefined }, { intervalSeconds: 1 });
    try {
      const deadline = Date.now() + 10_000;
      while ((await state(user.id, sessionId)).order !== 'completed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await stop();
    }
    expect(await state(user.id, sessionId)).toMatchObject({ remaining: 49, order: 'completed', purchases: [44], receipts: 1 });
  });

  it('an order that keeps failing does not hold up the others: it goes to the back of the queue', async () => {
    const stuck = await newUser(t);
    const fine = await newUser(t);
    const stuckSession = await paidButUnfulfilled(stuck);
    const fineSession = await paidButUnfulfilled(fine);
    t.clock.advance(2 * MINUTE);
    // One order a round: the older one fails (its purchase cannot be written), the next round takes the other.
    await withPurchasesFailing(
      stuck.id,
      async () => {
        for (let round = 0; round < 2; round += 1) await t.services.payments.fulfilment.reconcile({ ...ROUND, batchSize: 1 });
      },
      'P0001',
    );
    expect((await state(stuck.id, stuckSession)).order).toBe('pending');
    expect(await state(fine.id, fineSession)).toMatchObject({ remaining: 49, order: 'completed', purchases: [44] });
    // Once it can be written, a later round grants it.
    await t.services.payments.fulfilment.reconcile(ROUND);
    expect(await state(stuck.id, stuckSession)).toMatchObject({ remaining: 49, order: 'completed', purchases: [44] });
  });

  it('closes the order of a checkout that ended without a payment, and leaves an open one pending', async () => {
    const user = await newUser(t);
    const open = await checkout(user, 1);
    t.clock.advance(2 * MINUTE);
    await t.services.payments.fulfilment.reconcile(ROUND);
    expect((await state(user.id, open)).order).toBe('pending');

    // Like Stripe's, a local checkout ends after 24 hours.
    t.clock.advance(25 * HOUR);
    expect((await t.services.payments.fulfilment.reconcile(ROUND)).expired).toBeGreaterThanOrEqual(1);
    expect(await state(user.id, open)).toMatchObject({ remaining: 5, order: 'expired', purchases: [] });
  });
});

describe("the app's own database failing during a checkout", () => {
  it('is not reported as the payment provider being unreachable', async () => {
    const user = await newUser(t);
    const name = `fail_checkout_${user.id.replace(/-/g, '')}`;
    await t.ds.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id = '${user.id}' THEN
          RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100';
        END IF;
        RETURN NEW;
      END $$`);
    await t.ds.query(`CREATE TRIGGER ${name} BEFORE INSERT ON local_checkout_sessions FOR EACH ROW EXECUTE FUNCTION ${name}()`);
    try {
      const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId: 2 }, { token: user.token });
      expect(r.status).toBeGreaterThanOrEqual(500);
      expect(r.body.message).not.toMatch(/payment provider/i);
      const g = await t.gql('mutation { createCheckoutSession(packageId: 2) { sessionId url } }', {}, { token: user.token });
      expect(g.body.errors[0].message).not.toMatch(/payment provider/i);
    } finally {
      await t.ds.query(`DROP TRIGGER ${name} ON local_checkout_sessions`);
      await t.ds.query(`DROP FUNCTION ${name}()`);
    }
    expect(await t.ds.query('SELECT id FROM payment_orders WHERE user_id = $1', [user.id])).toEqual([]);
  });
});
