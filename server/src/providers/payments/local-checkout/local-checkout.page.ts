import { formatAmount } from '../../../modules/payments/money';
import type { LocalInvoice, LocalSubscription } from './local-billing.entity';
import type { LocalCheckoutSession } from './local-checkout.entity';
import { TEST_CARDS, type TestCard } from './local-checkout.provider';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;background:#f5f6f8;color:#1f2328}
.banner{background:#b45309;color:#fff;text-align:center;padding:10px 16px;font-weight:600;letter-spacing:.02em}
main{max-width:460px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:24px}
h1{font-size:1.35rem;margin:0 0 4px}
.muted{color:#57606a;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}
dt{color:#57606a}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.total{font-size:1.25rem}
fieldset{border:1px solid #d0d7de;border-radius:8px;padding:12px 16px;margin:0 0 20px}
legend{padding:0 4px;font-weight:600}
label{display:grid;grid-template-columns:auto 1fr;column-gap:10px;align-items:center;padding:8px 0;cursor:pointer}
label span{grid-column:2;color:#57606a;font-size:.9rem}
code{font-size:1rem;white-space:nowrap}
.note{background:#fff1f0;border:1px solid #ffa39e;border-radius:8px;padding:10px 14px;margin:0 0 16px;color:#a8071a}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{font:inherit;border-radius:8px;padding:12px 20px;cursor:pointer;border:1px solid #d0d7de;background:#fff;min-height:44px}
button.pay{background:#0b6e4f;border-color:#0b6e4f;color:#fff;font-weight:600;flex:1}
button:focus-visible{outline:3px solid #0969da;outline-offset:2px}
a{color:#0969da}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · TalentLens test checkout</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">TEST MODE: no real payment is made and no card is charged</div>
<main>${body}</main></body></html>`;
}

function endedText(session: LocalCheckoutSession): string {
  if (session.status !== 'complete') return 'expired or was cancelled, and nothing was charged';
  return session.refundedAt ? 'was paid, and later refunded' : 'was paid already';
}

/** The local checkout page: the package, the amount, a choice of test card, Pay and Cancel. */
export function checkoutPage(session: LocalCheckoutSession, note?: string, card: TestCard = 'success'): string {
  const amount = formatAmount(session.amountCents, session.currency);
  const action = `/checkout/test/${encodeURIComponent(session.id)}`;
  if (session.status !== 'open') {
    // A paid session links to its result page (the success URL's path: this origin, as the redirect goes).
    const result = new URL(session.successUrl);
    const links =
      session.status === 'complete'
        ? `<p><a href="${escapeHtml(result.pathname + result.search)}">See your payment</a> · <a href="/dashboard">Back to TalentLens</a></p>`
        : '<p><a href="/dashboard">Back to TalentLens</a></p>';
    return layout(
      'Checkout ended',
      `<div class="card"><h1>This checkout has ended</h1>
${note ? `<p class="note" role="alert">${escapeHtml(note)}</p>` : ''}
<p class="muted">It ${endedText(session)}.</p>
${links}</div>`,
    );
  }
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([key, test]) =>
        `<label><input type="radio" name="card" value="${key}"${key === card ? ' checked' : ''}> <code>${test.number}</code> <span>${test.label}</span></label>`,
    )
    .join('\n');
  const pro = session.mode === 'subscription';
  const per = session.interval === 'year' ? 'year' : 'month';
  const what = pro
    ? `<dl><dt>Plan</dt><dd>Pro, billed ${per === 'year' ? 'yearly' : 'monthly'}</dd>
<dt>Credits</dt><dd>90 a month</dd>
<dt>Renews</dt><dd>every ${per}, until cancelled</dd>
<dt>Total today</dt><dd class="total">${amount}</dd></dl>`
    : `<dl><dt>Package</dt><dd>${session.credits} credits (package ${session.packageId})</dd>
<dt>Total</dt><dd class="total">${amount}</dd></dl>`;
  return layout(
    `Pay ${amount}`,
    `<div class="card">
<h1>${pro ? `Subscribe to Pro: ${amount} a ${per}` : `Buy ${session.credits} credits`}</h1>
<p class="muted">TalentLens test checkout for ${escapeHtml(session.email)}</p>
${note ? `<p class="note" role="alert">${escapeHtml(note)}</p>` : ''}
${what}
<form method="post" action="${action}">
<fieldset><legend>Test card</legend>
${cards}
</fieldset>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form></div>`,
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The test portal (Stripe's customer portal, played locally): the subscription, cancel at period
 * end or keep it, the test card renewals are charged to, "advance to the next renewal" (what a
 * Stripe test clock does), and the invoices.
 */
export function portalPage(customerId: string, sub: LocalSubscription | null, invoices: LocalInvoice[], note?: string): string {
  const action = `/checkout/test/portal/${encodeURIComponent(customerId)}`;
  const rows = invoices
    .map(
      (i) =>
        `<dt>${day(i.createdAt)}</dt><dd><a href="/checkout/test/invoice/${encodeURIComponent(i.id)}">${formatAmount(i.amountCents, i.currency)} · ${escapeHtml(i.status)}${i.refundedAt ? ' · refunded' : ''}</a></dd>`,
    )
    .join('\n');
  const plan = sub
    ? `<dl><dt>Plan</dt><dd>Pro, billed ${sub.interval === 'year' ? 'yearly' : 'monthly'}</dd>
<dt>Status</dt><dd>${sub.status === 'past_due' ? 'Payment failed: past due' : sub.cancelAtPeriodEnd ? `Ends on ${day(sub.currentPeriodEnd)}` : 'Active'}</dd>
<dt>Period</dt><dd>${day(sub.currentPeriodStart)} to ${day(sub.currentPeriodEnd)}</dd>
<dt>Price</dt><dd>${formatAmount(sub.amountCents, sub.currency)} a ${sub.interval === 'year' ? 'year' : 'month'}</dd></dl>
<form method="post" action="${action}"><div class="actions">
${sub.cancelAtPeriodEnd ? '<button type="submit" name="action" value="resume">Keep my plan</button>' : '<button type="submit" name="action" value="cancel">Cancel at period end</button>'}
</div></form>
<form method="post" action="${action}">
<fieldset><legend>Test clock: advance to the next renewal</legend>
${Object.entries(TEST_CARDS)
  .map(
    ([key, test], n) =>
      `<label><input type="radio" name="card" value="${key}"${n === 0 ? ' checked' : ''}> <code>${test.number}</code> <span>${test.label}</span></label>`,
  )
  .join('\n')}
</fieldset>
<div class="actions"><button class="pay" type="submit" name="action" value="advance">Advance to the next renewal</button></div>
</form>`
    : '<p class="muted">No live subscription.</p>';
  return layout(
    'Billing',
    `<div class="card"><h1>Your TalentLens billing</h1>
${note ? `<p class="note" role="status">${escapeHtml(note)}</p>` : ''}
${plan}
<h2>Invoices</h2>
${rows ? `<dl>${rows}</dl>` : '<p class="muted">No invoices yet.</p>'}
<p><a href="/account">Back to TalentLens</a></p></div>`,
  );
}

/** A test invoice, as Stripe's hosted invoice page shows one. */
export function invoicePage(invoice: LocalInvoice, sub: LocalSubscription): string {
  return layout(
    'Invoice',
    `<div class="card"><h1>Invoice ${escapeHtml(invoice.id)}</h1>
<dl><dt>Plan</dt><dd>Pro, billed ${sub.interval === 'year' ? 'yearly' : 'monthly'}</dd>
<dt>Period</dt><dd>${day(invoice.periodStart)} to ${day(invoice.periodEnd)}</dd>
<dt>Status</dt><dd>${escapeHtml(invoice.status)}${invoice.refundedAt ? ' (refunded)' : ''}</dd>
<dt>Amount</dt><dd class="total">${formatAmount(invoice.amountCents, invoice.currency)}</dd></dl>
<p><a href="/account">Back to TalentLens</a></p></div>`,
  );
}

export function missingPage(): string {
  return layout(
    'Checkout not found',
    `<div class="card"><h1>Checkout not found</h1><p class="muted">This checkout link is not valid.</p><p><a href="/dashboard">Back to TalentLens</a></p></div>`,
  );
}
