/**
 * Pro as a subscription, with the local test checkout (the app runs without Stripe keys): the
 * pricing page's switch on Yearly, Get Pro to the test checkout, Pay, the result page with the
 * subscription id and the credits; the account page's Plan card (Pro, billed yearly, the next
 * renewal) with the header's credits; the test clock's renewal adding exactly 90 credits once, the
 * header and the sidebar's expiry following without a reload; cancelling at the period's end
 * ("Ends on ..."), and the next renewal ending the plan (Starter, the expiry moved to today). Then
 * Get Pro while on Pro answers the server's refusal, with the way to the account page, and a renewal
 * charged to the declined test card puts the past-due banner on every page, with the way to the
 * billing portal.
 */
import type { Browser, Page, Request } from 'playwright-core';
import {
  afterMotion,
  apiGraphql,
  apiSignUp,
  type ApiSession,
  checkAtWidths,
  framesLater,
  headerCredits,
  launchBrowser,
  seriousAxeViolations,
  signedInPage,
} from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A day as the app writes it (dayjs 'MMM D, YYYY'), in this machine's time zone, as the browser's. */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

interface Plan {
  mySubscription: {
    providerSubscriptionId: string;
    interval: string;
    status: string;
    currentPeriodEnd: string;
    nextRenewalAt: string | null;
    cancelAtPeriodEnd: boolean;
    graceUntil: string | null;
    testMode: boolean;
  } | null;
  me: { remainingCredits: number; totalCredits: number; plan: string; planExpiry: string };
  creditLedger: { items: Array<{ reason: string; change: number }> };
}

/** The plan, the account and its ledger, as the API answers them for that user. */
function readPlan(session: ApiSession): Promise<Plan> {
  return apiGraphql<Plan>(
    session,
    `query {
      mySubscription { providerSubscriptionId interval status currentPeriodEnd nextRenewalAt cancelAtPeriodEnd graceUntil testMode }
      me { remainingCredits totalCredits plan planExpiry }
      creditLedger(page: 1, pageSize: 100) { items { reason change } }
    }`,
    {},
  );
}

/** The ledger's grants of Pro (reason `subscription`). */
function proGrants(plan: Plan): number[] {
  return plan.creditLedger.items.filter((e) => e.reason === 'subscription').map((e) => e.change);
}

/** The date under 'Subscription Expires on' at the foot of the open sidebar. */
async function sidebarExpiry(page: Page): Promise<string> {
  const text = await page.locator('aside').innerText();
  const match = /Subscription Expires on\s*\n?\s*(.+)/.exec(text);
  if (!match) throw new Error(`no expiry in the sidebar: ${text}`);
  return match[1].trim();
}

/** The Plan card of the account page. */
function planCard(page: Page) {
  return page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: 'Plan', exact: true }) });
}

/** Clicks a confirmed action's button, checks what the confirmation says, then its OK once it has finished appearing. */
async function confirm(page: Page, button: string, ok: string, says: string): Promise<void> {
  await planCard(page).getByRole('button', { name: button }).click();
  const okButton = page.getByRole('button', { name: ok, exact: true });
  await okButton.waitFor();
  const popover = page.locator('.ant-popover').filter({ has: okButton });
  await popover.getByText(says, { exact: false }).waitFor();
  await afterMotion(popover);
  await okButton.click();
}

describe('Pro as a subscription', () => {
  it('pricing (Yearly) -> Get Pro -> test checkout -> Pay -> result -> Plan card; test clock renewals; cancel; the plan ends', async () => {
    const session = await apiSignUp('prosub');
    const { page, close } = await signedInPage(browser, session);
    try {
      // The pricing page: the switch on Yearly shows the yearly price, and Get Pro starts the checkout of Pro yearly.
      await page.goto('/pricing');
      const pro = page.getByRole('group', { name: 'Pro' });
      await pro.getByText('$100', { exact: true }).waitFor();
      await page.getByRole('switch', { name: 'Yearly (Save 20%)' }).click();
      await pro.getByText('$80', { exact: true }).waitFor();
      await pro.getByText('Billed yearly at $960.', { exact: false }).waitFor();
      expect(await pro.getByRole('link', { name: 'Get Pro' }).count()).toBe(0);
      await pro.getByRole('button', { name: 'Get Pro' }).click();

      await page.waitForURL('**/checkout/test/**');
      await page.getByText('TEST MODE: no real payment is made and no card is charged').waitFor();
      await page.getByRole('heading', { name: 'Subscribe to Pro: $960 a year' }).waitFor();
      await page.getByRole('button', { name: 'Pay $960' }).click();
      await page.waitForURL('**/payment/result?payment=success**');
      expect(new URL(page.url()).searchParams.get('interval')).toBe('year');

      // The result page: the server's subscription id, the credits added and transferred (the Starter 5).
      let loads = 0;
      page.on('load', () => loads++);
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      await page.getByRole('heading', { name: 'Processing result' }).waitFor();
      const subscribed = await readPlan(session);
      const sub = subscribed.mySubscription!;
      expect(sub).toMatchObject({ interval: 'year', status: 'active', cancelAtPeriodEnd: false, testMode: true });
      const result = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Processing result' }) });
      const resultText = (await result.innerText()).replace(/\s+/g, ' ');
      expect(resultText).toContain(`Subscription ID ${sub.providerSubscriptionId}`);
      expect(resultText).toContain('Credits added 90');
      expect(resultText).toContain('Credits transferred 5');
      expect(resultText).toContain('Total credits 95');
      await page.getByText('Pro (yearly)', { exact: true }).waitFor();
      await headerCredits(page, 'Credits : 95 / 95').waitFor();
      expect(loads).toBe(0);
      expect(subscribed.me).toMatchObject({ remainingCredits: 95, totalCredits: 95, plan: 'pro' });
      expect(proGrants(subscribed)).toEqual([90]);

      // The account page: Pro, billed yearly, the next renewal and its amount; the sidebar's expiry is the period's end.
      await page.goto('/account');
      const card = planCard(page);
      await card.getByText('Billed yearly', { exact: true }).waitFor();
      await card.getByText('Pro', { exact: true }).waitFor();
      await card.getByText(`${day(sub.nextRenewalAt!)} · $960`, { exact: true }).waitFor();
      await card.getByText('90 credits a month', { exact: true }).waitFor();
      await headerCredits(page, 'Credits : 95 / 95').waitFor();
      expect(await sidebarExpiry(page)).toBe(day(subscribed.me.planExpiry));
      expect(day(subscribed.me.planExpiry)).toBe(day(sub.currentPeriodEnd));
      await card
        .getByRole('link', { name: /View invoice/ })
        .first()
        .waitFor();
      await checkAtWidths(page, 'account-plan-pro', [375, 900, 1440]);

      // The test clock, a card that pays: exactly 90 more credits, once; header and sidebar follow without a reload.
      loads = 0;
      await card.getByRole('radio', { name: /Card that pays/ }).check();
      // Every renewal the page asks for, and the answers: the test checkout hands its event to the
      // app before it answers, so once the page's one request has its answer, the grant is written.
      const renewals: Array<Promise<unknown>> = [];
      const onRequest = (request: Request) => {
        if ((request.postData() ?? '').includes('"operationName":"AdvanceSubscriptionRenewal"')) renewals.push(request.response());
      };
      page.on('request', onRequest);
      await card.getByRole('button', { name: 'Advance to the next renewal' }).click();
      await page.getByText('Renewed: the next period has begun and its credits have been added.').waitFor();
      await headerCredits(page, 'Credits : 185 / 185').waitFor();
      const renewed = await readPlan(session);
      expect(renewed.me.remainingCredits).toBe(subscribed.me.remainingCredits + 90);
      expect(proGrants(renewed)).toEqual([90, 90]);
      const renewedSub = renewed.mySubscription!;
      expect(new Date(renewedSub.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(sub.currentPeriodEnd).getTime());
      await card.getByText(`${day(renewedSub.nextRenewalAt!)} · $960`, { exact: true }).waitFor();
      await page.locator('aside').getByText(day(renewed.me.planExpiry), { exact: true }).waitFor();
      expect(await sidebarExpiry(page)).not.toBe(day(subscribed.me.planExpiry));
      expect(await card.getByRole('link', { name: /View invoice/ }).count()).toBe(2);
      // Once: the page asked once, its answer is in, and reading everything again after the page has
      // painted twice more (a second click handler would have fired by then), nothing more has been granted.
      await Promise.all(renewals);
      await framesLater(page);
      page.off('request', onRequest);
      expect(renewals).toHaveLength(1);
      const later = await readPlan(session);
      expect(later.me.remainingCredits).toBe(185);
      expect(proGrants(later)).toEqual([90, 90]);
      expect(loads).toBe(0);

      // Cancel at the period's end (confirmed first): 'Ends on ...', and Keep my plan instead of Cancel.
      await confirm(page, 'Cancel at period end', 'Yes, cancel', `Pro keeps running until ${day(renewedSub.currentPeriodEnd)}`);
      await card
        .getByText(`Ends on ${day(renewedSub.currentPeriodEnd)}`, { exact: true })
        .first()
        .waitFor();
      await card.getByRole('button', { name: 'Keep my plan' }).waitFor();
      expect(await card.getByRole('button', { name: 'Cancel at period end' }).count()).toBe(0);
      expect((await readPlan(session)).mySubscription).toMatchObject({ cancelAtPeriodEnd: true, nextRenewalAt: null });

      // The next renewal ends the plan: Starter, the credits kept, the sidebar's expiry moved to now.
      await card.getByRole('button', { name: 'Advance to the next renewal' }).click();
      await page.getByText('Your Pro plan has ended. You are on Starter now, and your credits stay yours.').waitFor();
      await card.getByText('Starter', { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Upgrade to Pro' }).waitFor();
      const ended = await readPlan(session);
      expect(ended.mySubscription).toBeNull();
      expect(ended.me).toMatchObject({ plan: 'starter', remainingCredits: 185 });
      expect(proGrants(ended)).toEqual([90, 90]);
      await page.locator('aside').getByText(day(ended.me.planExpiry), { exact: true }).waitFor();
      expect(await sidebarExpiry(page)).toBe(day(new Date().toISOString()));
      await headerCredits(page, 'Credits : 185 / 185').waitFor();
      expect(loads).toBe(0);
    } finally {
      await close();
    }
  });

  it('Get Pro while on Pro: the server’s refusal, with the way to the account page; a declined renewal: the past-due banner', async () => {
    const session = await apiSignUp('twicepro');
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/pricing');
      await page.getByRole('group', { name: 'Pro' }).getByRole('button', { name: 'Get Pro' }).click();
      await page.waitForURL('**/checkout/test/**');
      await page.getByRole('button', { name: 'Pay $100' }).click();
      await page.waitForURL('**/payment/result?payment=success**');
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();

      await page.goto('/pricing');
      const pro = page.getByRole('group', { name: 'Pro' });
      await pro.getByRole('button', { name: 'Get Pro' }).click();
      const alert = pro.getByRole('alert');
      await alert.getByText('You are on Pro already. Change or cancel it from your account page.').waitFor();
      await alert.getByRole('link', { name: 'Go to your account' }).click();
      await page.waitForURL('**/account');
      const card = planCard(page);
      await card.getByText('Billed monthly', { exact: true }).waitFor();

      // Switch to yearly, confirmed with how the change is charged.
      await confirm(
        page,
        'Switch to yearly billing',
        'Yes, switch',
        'Stripe prorates the change and charges the difference now. From then on Pro costs $960 a year ($80/mo).',
      );
      await page.getByText('Pro is now billed yearly.').waitFor();
      await card.getByText('Billed yearly', { exact: true }).waitFor();
      expect((await readPlan(session)).mySubscription).toMatchObject({ interval: 'year', status: 'active' });

      // A declined renewal: past due, and the banner on every page of the app, with the way to the billing portal.
      const banner = page.getByRole('alert').filter({ hasText: 'Your Pro renewal did not go through.' });
      expect(await banner.count()).toBe(0);
      await card.getByRole('radio', { name: /Card that is declined/ }).check();
      await card.getByRole('button', { name: 'Advance to the next renewal' }).click();
      await page.getByText('The test renewal was declined: the plan is past due.').waitFor();
      const { mySubscription } = await readPlan(session);
      expect(mySubscription).toMatchObject({ status: 'past_due' });
      const graceUntil = mySubscription!.graceUntil!;
      const sentence = `Your Pro renewal did not go through. Pro keeps running until ${day(graceUntil)}; update your card to keep it.`;
      await banner.getByText(sentence).waitFor();
      await card.getByText('Past due', { exact: true }).waitFor();
      await page.goto('/lists');
      await banner.getByText(sentence).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await banner.getByRole('button', { name: 'Update card' }).click();
      await page.waitForURL('**/checkout/test/portal/**');
      await page.getByRole('heading', { name: 'Your TalentLens billing' }).waitFor();
    } finally {
      await close();
    }
  });
});
