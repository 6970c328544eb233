import { newStaff, newUser, type NewUser } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';

/**
 * Pro as a subscription through the local test checkout (no Stripe keys), over both transports:
 * the checkout of Pro, the first invoice granting month 1 once (webhook-like event and return page
 * racing), renewals advanced in test mode granting once each, the switch, cancel at period end and
 * its undo, a failed renewal's grace and end, yearly months granted as they begin, and a refund of
 * an invoice following the refund rules.
 */
let t: TestServer;
let own: OwnDatabase;
// A database of its own: the staff figures it checks (active subscriptions, MRR) count every
// account, and another file's subscriptions (subscriptions.stripe.test.ts) would change them meanwhile.
beforeAll(async () => {
  own = await ownDatabase('subscriptions');
  t = await startTestServer({ DATABASE_URL: own.url });
});
afterAll(async () => {
  await t?.close();
  await own?.drop();
});

const DAY = 86_400_000;
const SUB = `{ mySubscription { id providerSubscriptionId plan interval status currentPeriodEnd nextRenewalAt nextAmountCents creditsPerMonth cancelAtPeriodEnd graceUntil testMode } }`;
const CONFIRM = `mutation ($sessionId: String!) {
  confirmPayment(sessionId: $sessionId) { result { orderId subscriptionId creditsAdded creditsTransferred totalCredits remainingCredits orderStatus message } }
}`;

async function subscribe(user: NewUser, interval: 'month' | 'year') {
  const r = await t.gql(
    `mutation ($i: BillingInterval!) { subscribeToPro(interval: $i) { sessionId url } }`,
    { i: interval },
    { token: user.token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data.subscribeToPro as { sessionId: string; url: string };
}

async function pay(sessionId: string, card: 'success' | 'decline' = 'success') {
  const res = await fetch(`${t.url}/checkout/test/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

async function account(userId: string) {
  const [row] = await t.ds.query('SELECT plan, plan_expiry, remaining_credits, total_credits FROM users WHERE id = $1', [userId]);
  return {
    plan: row.plan as string,
    planExpiry: new Date(row.plan_expiry),
    remaining: row.remaining_credits as number,
    total: row.total_credits as number,
  };
}

async function grants(userId: string) {
  return (await t.ds.query(
    `SELECT change, reference FROM credit_ledger WHERE user_id = $1 AND reason = 'subscription' ORDER BY created_at`,
    [userId],
  )) as Array<{ change: number; reference: string }>;
}

async function current(user: NewUser) {
  const r = await t.gql(SUB, {}, { token: user.token });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.mySubscription;
}

async function advance(user: NewUser, card: 'success' | 'decline' = 'success') {
  const r = await t.rest('POST', '/api/payment/subscription/advance', { card }, { token: user.token });
  expect(r.status).toBe(200);
  return r.body.data;
}

async function proUser(interval: 'month' | 'year'): Promise<NewUser> {
  const user = await newUser(t);
  const { sessionId } = await subscribe(user, interval);
  expect((await pay(sessionId)).status).toBe(303);
  return user;
}

describe('prices', () => {
  it('sells Pro at $100 a month, or yearly at 12 × $100 less 20% ($960), both with 90 credits a month', async () => {
    const r = await t.gql('{ proPrices { interval amountCents currency monthlyEquivalentCents creditsPerMonth } }');
    expect(r.body.data.proPrices).toEqual([
      { interval: 'month', amountCents: 10_000, currency: 'usd', monthlyEquivalentCents: 10_000, creditsPerMonth: 90 },
      { interval: 'year', amountCents: 96_000, currency: 'usd', monthlyEquivalentCents: 8_000, creditsPerMonth: 90 },
    ]);
    expect(96_000).toBe(12 * 10_000 * 0.8);
    const rest = await t.rest('GET', '/api/payment/plans');
    expect(rest.body.data).toEqual(r.body.data.proPrices);
    expect(rest.body.available).toBe(true);
  });

  it('refuses an interval that is not monthly or yearly, writing nothing', async () => {
    const user = await newUser(t);
    const r = await t.rest('POST', '/api/payment/create-subscription-session', { interval: 'week' }, { token: user.token });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Choose monthly or yearly billing.');
    expect(await t.ds.query('SELECT 1 FROM payment_orders WHERE user_id = $1', [user.id])).toEqual([]);
  });
});

describe('subscribing', () => {
  it('monthly: the checkout makes the account Pro with 90 more credits, its plan running to the period end; the return page says so once', async () => {
    const user = await newUser(t);
    const before = await account(user.id);
    const { sessionId, url } = await subscribe(user, 'month');
    expect(url).toBe(`/checkout/test/${sessionId}`);
    const page = await (await fetch(`${t.url}${url}`)).text();
    expect(page).toContain('Subscribe to Pro: $100 a month');
    const paid = await pay(sessionId);
    expect(paid.location).toMatch(/^\/payment\/result\?payment=success&session_id=cs_test_local_/);

    const sub = await current(user);
    expect(sub).toMatchObject({
      plan: 'pro',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      nextAmountCents: 10_000,
      creditsPerMonth: 90,
      testMode: true,
    });
    expect(sub.providerSubscriptionId).toMatch(/^sub_test_local_/);
    const after = await account(user.id);
    expect(after.plan).toBe('pro');
    expect(after.remaining).toBe(before.remaining + 90);
    expect(after.planExpiry.toISOString()).toBe(sub.currentPeriodEnd);
    const days = (after.planExpiry.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // The return page, asked three times at once and again: the same result, granted once.
    const results = await Promise.all([1, 2, 3].map(() => t.gql(CONFIRM, { sessionId }, { token: user.token })));
    for (const r of results) {
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.confirmPayment.result).toMatchObject({
        subscriptionId: sub.providerSubscriptionId,
        creditsAdded: 90,
        creditsTransferred: before.remaining,
        remainingCredits: before.remaining + 90,
        orderStatus: true,
      });
    }
    const receipt = await t.lastMailTo(user.email);
    expect(receipt?.subject).toBe('Your TalentLens Pro receipt: 100.00 USD');
    expect(receipt?.text).toContain('Credits added: 90');
    const rest = await t.rest('POST', '/api/payment/success', { sessionId }, { token: user.token });
    expect(rest.body.result.subscriptionId).toBe(sub.providerSubscriptionId);
    expect(await grants(user.id)).toHaveLength(1);
    const [order] = await t.ds.query(
      `SELECT kind, status, credits, amount_cents, billing_interval, invoice_id FROM payment_orders WHERE user_id = $1`,
      [user.id],
    );
    expect(order).toMatchObject({
      kind: 'subscription',
      status: 'completed',
      credits: 90,
      amount_cents: 10_000,
      billing_interval: 'month',
    });
    expect(order.invoice_id).toMatch(/^in_test_local_/);
  });

  it('a second checkout while on Pro is refused; the customer is made once per account', async () => {
    const user = await proUser('month');
    const again = await t.rest('POST', '/api/payment/create-subscription-session', { interval: 'year' }, { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are on Pro already. Change or cancel it from your account page.');
    expect(await t.ds.query('SELECT customer_id FROM billing_customers WHERE user_id = $1', [user.id])).toHaveLength(1);
  });

  it('a declined card leaves the account on Starter with nothing granted', async () => {
    const user = await newUser(t);
    const { sessionId } = await subscribe(user, 'month');
    const declined = await pay(sessionId, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.html).toContain('Your card was declined');
    expect(await current(user)).toBeNull();
    expect((await account(user.id)).plan).toBe('starter');
    const r = await t.gql(CONFIRM, { sessionId }, { token: user.token });
    expect(r.body.errors[0].extensions.code).toBe('PAYMENT_NOT_COMPLETED');
  });

  it("another user's checkout of Pro is not found", async () => {
    const user = await newUser(t);
    const other = await newUser(t);
    const { sessionId } = await subscribe(user, 'month');
    const r = await t.gql(CONFIRM, { sessionId }, { token: other.token });
    expect(r.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('renewals', () => {
  it('a renewal grants the period once, moves the expiry to the new period end, and a replayed event grants nothing', async () => {
    const user = await proUser('month');
    const first = await current(user);
    const credits = (await account(user.id)).remaining;
    const renewed = await advance(user);
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(first.currentPeriodEnd).getTime());
    const after = await account(user.id);
    expect(after.remaining).toBe(credits + 90);
    expect(after.planExpiry.toISOString()).toBe(renewed.currentPeriodEnd);
    expect(await grants(user.id)).toHaveLength(2);

    // The same invoice reported again (a replayed or duplicated webhook, under another event id too): nothing more.
    const [invoice] = await t.ds.query(`SELECT invoice_id FROM payment_orders WHERE user_id = $1 AND checkout_session_id = invoice_id`, [
      user.id,
    ]);
    const facts = await t.services.paymentProvider!.billing!.retrieveInvoice(invoice.invoice_id);
    const outcomes = await Promise.all(
      ['evt_replay_1', 'evt_replay_1', 'evt_replay_2'].map((eventId) =>
        t.services.payments.fulfilment.handleEvent({ kind: 'billing', eventId, event: { kind: 'invoice_paid', eventId, invoice: facts! } }),
      ),
    );
    expect(outcomes.every((o) => o === 'already_handled')).toBe(true);
    expect((await account(user.id)).remaining).toBe(credits + 90);
    expect(await grants(user.id)).toHaveLength(2);

    // Event ids are forgotten after 30 days; the invoice's own order still refuses a replay then.
    t.clock.advance(31 * DAY);
    try {
      await t.services.subscriptions.tick();
    } finally {
      t.clock.advance(-31 * DAY);
    }
    expect(await t.ds.query(`SELECT 1 FROM billing_events WHERE event_id IN ('evt_replay_1', 'evt_replay_2')`)).toEqual([]);
    const late = await t.services.payments.fulfilment.handleEvent({
      kind: 'billing',
      eventId: 'evt_replay_1',
      event: { kind: 'invoice_paid', eventId: 'evt_replay_1', invoice: facts! },
    });
    expect(late).toBe('already_handled');
    expect(await grants(user.id)).toHaveLength(2);
  });

  it('monthly → yearly: the switch is invoiced (prorated) at once, the plan runs a year, and the month already granted is not granted again', async () => {
    const user = await proUser('month');
    const credits = (await account(user.id)).remaining;
    const r = await t.gql(
      `mutation { switchSubscriptionInterval(interval: year) { interval nextAmountCents currentPeriodEnd } }`,
      {},
      { token: user.token },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.switchSubscriptionInterval).toMatchObject({ interval: 'year', nextAmountCents: 96_000 });
    const days = (new Date(r.body.data.switchSubscriptionInterval.currentPeriodEnd).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(360);
    expect((await account(user.id)).remaining).toBe(credits);
    const orders = await t.ds.query(
      `SELECT amount_cents, credits, billing_interval FROM payment_orders WHERE user_id = $1 ORDER BY created_at`,
      [user.id],
    );
    // The monthly price's unused part (nearly all of it) is credited against the yearly price.
    expect(orders[1].billing_interval).toBe('year');
    expect(orders[1].amount_cents).toBeGreaterThan(96_000 - 10_000 - 100);
    expect(orders[1].amount_cents).toBeLessThan(96_000);
    expect(orders[1].credits).toBe(0);
    const same = await t.gql(`mutation { switchSubscriptionInterval(interval: year) { interval } }`, {}, { token: user.token });
    expect(same.body.errors[0].message).toBe('Your plan is billed that way already.');
  });

  it('cancel at period end keeps Pro until then (and can be undone); at the period end the account is on Starter with its credits', async () => {
    const user = await proUser('month');
    const cancelled = await t.gql(
      `mutation { cancelSubscription { cancelAtPeriodEnd nextRenewalAt currentPeriodEnd } }`,
      {},
      { token: user.token },
    );
    expect(cancelled.body.data.cancelSubscription).toMatchObject({ cancelAtPeriodEnd: true, nextRenewalAt: null });
    expect((await account(user.id)).plan).toBe('pro');
    const resumed = await t.rest('POST', '/api/payment/subscription/resume', {}, { token: user.token });
    expect(resumed.body.data).toMatchObject({ cancelAtPeriodEnd: false });
    expect(resumed.body.data.nextRenewalAt).toBe(resumed.body.data.currentPeriodEnd);
    await t.rest('POST', '/api/payment/subscription/cancel', {}, { token: user.token });

    const credits = (await account(user.id)).remaining;
    expect(await advance(user)).toBeNull();
    expect(await current(user)).toBeNull();
    const after = await account(user.id);
    expect(after.plan).toBe('starter');
    expect(after.remaining).toBe(credits);
    expect(await grants(user.id)).toHaveLength(1);
    // Pro can be bought again afterwards.
    const { sessionId } = await subscribe(user, 'year');
    expect(sessionId).toMatch(/^cs_test_local_/);
  });

  it('a package bought while on Pro keeps its promise when Pro ends: the plan runs 30 days from that purchase', async () => {
    const user = await proUser('month');
    const bought = await t.rest('POST', '/api/payment/create-checkout-session', { packageId: 1 }, { token: user.token });
    expect((await pay(bought.body.data.sessionId)).status).toBe(303);
    await t.rest('POST', '/api/payment/subscription/cancel', {}, { token: user.token });
    expect(await advance(user)).toBeNull();
    const after = await account(user.id);
    expect(after.plan).toBe('starter');
    expect((after.planExpiry.getTime() - Date.now()) / DAY).toBeCloseTo(30, 0);
  });

  it('a failed renewal: a grace with an e-mail, Pro until it ends; a payment in the grace keeps Pro; none ends it on Starter, credits kept', async () => {
    const user = await proUser('month');
    const failed = await advance(user, 'decline');
    expect(failed.status).toBe('past_due');
    const grace = new Date(failed.graceUntil);
    expect((grace.getTime() - Date.now()) / DAY).toBeCloseTo(t.config.subscriptionGraceDays, 0);
    const mail = await t.lastMailTo(user.email);
    expect(mail?.subject).toBe('Your Pro renewal did not go through');
    const mid = await account(user.id);
    expect(mid.plan).toBe('pro');
    expect(mid.planExpiry.toISOString()).toBe(grace.toISOString());
    expect(await grants(user.id)).toHaveLength(1);

    // Paid within the grace (the card updated): active again, the period granted once.
    const paid = await advance(user, 'success');
    expect(paid).toMatchObject({ status: 'active', graceUntil: null });
    expect(await grants(user.id)).toHaveLength(2);

    // Failed again, and the grace runs out.
    await advance(user, 'decline');
    const credits = (await account(user.id)).remaining;
    t.clock.advance((t.config.subscriptionGraceDays + 1) * DAY);
    try {
      expect((await t.services.subscriptions.tick()).ended).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-(t.config.subscriptionGraceDays + 1) * DAY);
    }
    expect(await current(user)).toBeNull();
    const after = await account(user.id);
    expect(after.plan).toBe('starter');
    expect(after.remaining).toBe(credits);
    expect((await t.lastMailTo(user.email))?.subject).toBe('Your Pro plan has ended');
  });

  it('yearly: month 1 at payment, then one month of 90 as each month begins, never twice', async () => {
    const user = await proUser('year');
    expect(await grants(user.id)).toHaveLength(1);
    const credits = (await account(user.id)).remaining;
    await t.services.subscriptions.tick();
    expect(await grants(user.id)).toHaveLength(1);
    t.clock.advance(31 * DAY + 60_000);
    try {
      await Promise.all([t.services.subscriptions.tick(), t.services.subscriptions.tick()]);
      await t.services.subscriptions.tick();
    } finally {
      t.clock.advance(-(31 * DAY + 60_000));
    }
    const rows = await grants(user.id);
    expect(rows.map((g) => g.change)).toEqual([90, 90]);
    expect(rows[1].reference).toMatch(/:2$/);
    expect((await account(user.id)).remaining).toBe(credits + 90);
  });
});

describe('refunds and the portal', () => {
  it("staff refund an invoice of Pro: the money back through the provider, the invoice's unspent credits taken back once", async () => {
    const user = await proUser('month');
    const staff = await newStaff(t);
    const [order] = await t.ds.query(`SELECT id FROM payment_orders WHERE user_id = $1 AND kind = 'subscription'`, [user.id]);
    const credits = (await account(user.id)).remaining;
    const r = await t.gql(
      `mutation ($id: ID!, $reason: String!) { refundOrder(orderId: $id, reason: $reason) { refundedCredits status kind } }`,
      { id: order.id, reason: 'Customer asked' },
      { token: staff.token },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.refundOrder).toMatchObject({ refundedCredits: 90, status: 'refunded', kind: 'subscription' });
    expect((await account(user.id)).remaining).toBe(credits - 90);
    const listed = await t.gql(
      `query ($q: String) { staffOrders(page: 1, pageSize: 5, query: $q) { items { id kind billingInterval invoiceUrl packageId status } } }`,
      { q: user.email },
      { token: staff.token },
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.staffOrders.items).toEqual([
      {
        id: order.id,
        kind: 'subscription',
        billingInterval: 'month',
        invoiceUrl: expect.stringMatching(/^\/checkout\/test\/invoice\/in_test_local_/),
        packageId: null,
        status: 'refunded',
      },
    ]);
    const again = await t.gql(
      `mutation ($id: ID!, $reason: String!) { refundOrder(orderId: $id, reason: $reason) { status } }`,
      { id: order.id, reason: 'Customer asked' },
      { token: staff.token },
    );
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('the billing portal lists the invoices and cancels at period end', async () => {
    const user = await proUser('month');
    const r = await t.gql('mutation { billingPortalUrl }', {}, { token: user.token });
    const url = r.body.data.billingPortalUrl as string;
    expect(url).toMatch(/^\/checkout\/test\/portal\/cus_test_local_/);
    const page = await (await fetch(`${t.url}${url}`)).text();
    expect(page).toContain('Pro, billed monthly');
    expect(page).toContain('$100 · paid');
    const cancel = await fetch(`${t.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(await cancel.text()).toContain('Your plan ends at the end of this period.');
    expect((await current(user)).cancelAtPeriodEnd).toBe(true);
    expect((await fetch(`${t.url}/checkout/test/portal/cus_test_local_${'0'.repeat(48)}`)).status).toBe(404);
  });

  it('needs a session for every subscription route', async () => {
    for (const [method, path] of [
      ['POST', '/api/payment/create-subscription-session'],
      ['GET', '/api/payment/subscription'],
      ['POST', '/api/payment/subscription/cancel'],
      ['POST', '/api/payment/subscription/portal'],
    ] as const) {
      expect((await t.rest(method, path, method === 'POST' ? { interval: 'month' } : undefined)).status).toBe(401);
    }
  });
});

describe('Enterprise by hand', () => {
  const SET = `mutation ($u: ID!, $p: String!, $e: DateTimeISO, $c: Int!, $r: String!) {
    setCustomerPlan(userId: $u, plan: $p, expiresAt: $e, credits: $c, reason: $r) { id }
  }`;

  it('staff put an account on Enterprise until a date with credits added, audited; a date in the past or a live Pro is refused and changes nothing', async () => {
    const staff = await newStaff(t);
    const user = await newUser(t);
    const before = await account(user.id);
    const until = new Date(Date.now() + 200 * DAY);
    const past = await t.gql(
      SET,
      { u: user.id, p: 'enterprise', e: new Date(Date.now() - DAY).toISOString(), c: 10, r: 'Signed contract' },
      { token: staff.token },
    );
    expect(past.body.errors[0].message).toBe('Choose when the Enterprise plan ends: a date in the future, at most 10 years ahead.');
    expect(await account(user.id)).toEqual(before);

    const r = await t.gql(
      SET,
      { u: user.id, p: 'enterprise', e: until.toISOString(), c: 500, r: 'Signed contract' },
      { token: staff.token },
    );
    expect(r.body.errors).toBeUndefined();
    const after = await account(user.id);
    expect(after).toMatchObject({ plan: 'enterprise', remaining: before.remaining + 500 });
    expect(after.planExpiry.toISOString()).toBe(until.toISOString());
    const [audit] = await t.ds.query(
      `SELECT action, reason, details FROM staff_audit_log WHERE target_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [user.id],
    );
    expect(audit).toMatchObject({ action: 'customer.plan', reason: 'Signed contract', details: { plan: 'enterprise', credits: 500 } });

    const pro = await proUser('month');
    const refused = await t.gql(
      SET,
      { u: pro.id, p: 'enterprise', e: until.toISOString(), c: 0, r: 'Signed contract' },
      { token: staff.token },
    );
    expect(refused.body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await account(pro.id)).plan).toBe('pro');
    expect(
      (await t.gql(SET, { u: user.id, p: 'enterprise', e: until.toISOString(), c: 0, r: 'x' }, { token: user.token })).body.errors,
    ).toBeDefined();
  });
});

describe('staff', () => {
  const FIGURES = '{ subscriptionFigures { active pastDue cancelling monthly yearly mrrCents } }';

  it('see every subscription with its account, and the MRR counting a twelfth of a yearly price; users cannot', async () => {
    const staff = await newStaff(t);
    const before = (await t.gql(FIGURES, {}, { token: staff.token })).body.data.subscriptionFigures;
    const monthly = await proUser('month');
    const yearly = await proUser('year');
    const after = (await t.gql(FIGURES, {}, { token: staff.token })).body.data.subscriptionFigures;
    expect(after.active).toBe(before.active + 2);
    expect(after.monthly).toBe(before.monthly + 1);
    expect(after.yearly).toBe(before.yearly + 1);
    expect(after.mrrCents - before.mrrCents).toBe(10_000 + 8_000);

    const list = await t.gql(
      '{ staffSubscriptions(page: 1, pageSize: 50, status: active) { total items { email interval status amountCents providerSubscriptionId } } }',
      {},
      { token: staff.token },
    );
    expect(list.body.errors).toBeUndefined();
    const emails = list.body.data.staffSubscriptions.items.map((i: { email: string }) => i.email);
    expect(emails).toEqual(expect.arrayContaining([monthly.email, yearly.email]));
    expect(list.body.data.staffSubscriptions.items.find((i: { email: string }) => i.email === yearly.email)).toMatchObject({
      interval: 'year',
      amountCents: 96_000,
    });
    expect((await t.gql(FIGURES, {}, { token: monthly.token })).body.errors[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });
});
