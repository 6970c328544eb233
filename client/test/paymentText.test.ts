/**
 * Buying credits in words and addresses: what the checkout's return address says, the result
 * page's title, the notices, amounts, order statuses, and where the buttons go.
 */
import type { OrderStatus } from '../src/graphql/generated';
import {
  BUY_CREDITS_PATH,
  creditsText,
  dashboardReturnPath,
  formatAmount,
  formatCents,
  intervalWord,
  orderStatusLabel,
  orderWhat,
  orderStatusText,
  PAYMENT_PARAMS,
  pageOutcome,
  paymentSuccessText,
  proPlanLabel,
  readPaymentParams,
  resultState,
  resultStateText,
  resultTitle,
  statusLines,
  unfinishedNoticeTitle,
  withoutParams,
} from '../src/features/payments/paymentText';
import { billingInterval, PLANS, planAmounts, planTarget, subscribesWhenSignedIn } from '../src/features/public/plans';

/** The parameters of an address. */
function paramsOf(path: string): URLSearchParams {
  return new URL(path, 'https://talentlens.test').searchParams;
}

describe('the return address of a checkout', () => {
  it('reads a success as the server writes it', () => {
    const params = readPaymentParams(paramsOf('/payment/result?payment=success&session_id=cs_test_a1B2&credits=44&amount=50&package_id=2'));
    expect(params).toEqual({ outcome: 'success', sessionId: 'cs_test_a1B2', credits: 44, amount: 50, packageId: 2 });
  });

  it('reads a cancel, which has no session id', () => {
    const params = readPaymentParams(paramsOf('/payment/result?payment=canceled&credits=2&amount=1&package_id=1'));
    expect(params).toEqual({ outcome: 'canceled', sessionId: null, credits: 2, amount: 1, packageId: 1 });
  });

  it('reads decimal amounts', () => {
    expect(readPaymentParams(paramsOf('?payment=success&session_id=s&amount=12.5')).amount).toBe(12.5);
  });

  it('reads anything else as unknown, and leaves out what is missing or malformed', () => {
    expect(readPaymentParams(paramsOf('?payment=cancelled')).outcome).toBe('unknown');
    expect(readPaymentParams(paramsOf('?payment=SUCCESS')).outcome).toBe('unknown');
    expect(readPaymentParams(paramsOf('')).outcome).toBe('unknown');
    const params = readPaymentParams(paramsOf('?payment=success&session_id=%20&credits=-3&amount=ten&package_id=1.5'));
    expect(params).toEqual({ outcome: 'success', sessionId: null, credits: null, amount: null, packageId: null });
  });
});

describe('the result page', () => {
  it.each([
    ['success', 'Payment Successful!'],
    ['canceled', 'Payment Canceled'],
    ['unknown', 'Payment Status Unknown'],
  ] as const)('titles %s "%s"', (outcome, title) => {
    expect(resultTitle(outcome)).toBe(title);
  });

  it('cannot check a success without a session id: it reads as unknown', () => {
    expect(pageOutcome({ outcome: 'success', sessionId: null })).toBe('unknown');
    expect(pageOutcome({ outcome: 'success', sessionId: 'cs_1' })).toBe('success');
    expect(pageOutcome({ outcome: 'canceled', sessionId: null })).toBe('canceled');
    expect(resultTitle(pageOutcome(readPaymentParams(paramsOf('?payment=success&credits=44'))))).toBe('Payment Status Unknown');
  });

  /** A session's status as the server reads it. */
  const server = (status: string, paymentStatus: string, order: OrderStatus) => ({ status, paymentStatus, order: { status: order } });

  it('says only what the server answered about the session, whatever the address claims', () => {
    // /payment/result?payment=success&credits=999999&amount=0 with a session the server does not know:
    // neither the status nor the confirmation comes back, so the page cannot say it succeeded.
    const forged = readPaymentParams(paramsOf('/payment/result?payment=success&session_id=cs_forged&credits=999999&amount=0'));
    expect(forged.sessionId).toBe('cs_forged');
    const state = resultState({ running: false, status: null, result: null });
    expect(state).toBe('unknown');
    expect(resultStateText(state).title).toBe('Payment Status Unknown');
    expect(JSON.stringify(resultStateText(state))).not.toMatch(/999999|\$0/);
    // While the server has not answered, the page says it is checking, not that it succeeded.
    expect(resultStateText(resultState({ running: true, status: null, result: null })).title).toBe('Checking Your Payment');
  });

  it.each([
    [{ status: server('complete', 'paid', 'pending'), result: { orderStatus: true } }, 'confirmed', 'Payment Successful!'],
    [{ status: server('complete', 'unpaid', 'pending'), result: { orderStatus: false } }, 'pending', 'Payment Processing'],
    // Paid, the confirmation failed (the database was briefly away): still processing, the server finishes it.
    [{ status: server('complete', 'paid', 'pending'), result: null }, 'pending', 'Payment Processing'],
    [{ status: server('open', 'unpaid', 'pending'), result: null }, 'not_completed', 'Payment Not Completed'],
    [{ status: server('complete', 'unpaid', 'failed'), result: null }, 'failed', 'Payment Failed'],
    [{ status: server('expired', 'unpaid', 'expired'), result: null }, 'cancelled', 'Payment Canceled'],
    [{ status: server('expired', 'unpaid', 'pending'), result: null }, 'cancelled', 'Payment Canceled'],
    [{ status: server('complete', 'paid', 'refunded'), result: null }, 'refunded', 'Payment Refunded'],
    [{ status: server('complete', 'paid', 'completed'), result: null }, 'confirmed', 'Payment Successful!'],
  ] as const)('reads %j as %s ("%s")', (facts, state, title) => {
    expect(resultState({ running: false, ...facts })).toBe(state);
    expect(resultStateText(state).title).toBe(title);
  });

  it('sends Back to Dashboard with the success parameters only after a completed confirmation', () => {
    expect(dashboardReturnPath('cs_test_1', { orderStatus: true, creditsAdded: 44 }, 50)).toBe(
      '/dashboard?payment=success&session_id=cs_test_1&credits=44&amount=50',
    );
    expect(dashboardReturnPath('cs_test_1', { orderStatus: false, creditsAdded: 0 }, 50)).toBe('/dashboard');
    expect(dashboardReturnPath('cs_test_1', null, 50)).toBe('/dashboard');
    expect(dashboardReturnPath(null, { orderStatus: true, creditsAdded: 44 }, 50)).toBe('/dashboard');
    expect(dashboardReturnPath('a b&c', { orderStatus: true, creditsAdded: 2 }, null)).toBe(
      '/dashboard?payment=success&session_id=a+b%26c&credits=2',
    );
  });

  it('writes the processing result’s order status', () => {
    expect(orderStatusText(true)).toBe('Completed');
    expect(orderStatusText(false)).toBe('Pending');
  });
});

describe('amounts and credits', () => {
  it('writes dollars whole when they are whole, with cents otherwise', () => {
    expect(formatAmount(50)).toBe('$50');
    expect(formatAmount(1)).toBe('$1');
    expect(formatAmount(12.5)).toBe('$12.50');
    expect(formatAmount(0.99, 'usd')).toBe('$0.99');
    expect(formatAmount(75, 'USD')).toBe('$75');
  });

  it('names another currency by its code', () => {
    expect(formatAmount(40, 'eur')).toBe('EUR 40');
  });

  it('counts credits', () => {
    expect(creditsText(44)).toBe('44 credits');
    expect(creditsText(1)).toBe('1 credit');
    expect(creditsText(0)).toBe('0 credits');
  });
});

describe('the payment notices', () => {
  it('announce a completed payment as the spec words it', () => {
    expect(paymentSuccessText(44, 50)).toBe('Payment successful! 44 credits added for $50');
    expect(paymentSuccessText(2, 1, 'usd')).toBe('Payment successful! 2 credits added for $1');
    expect(paymentSuccessText(10, 9.5)).toBe('Payment successful! 10 credits added for $9.50');
  });

  it('show the status and payment status lines', () => {
    expect(statusLines({ status: 'complete', paymentStatus: 'paid' })).toEqual(['Status: complete', 'Payment status: paid']);
    expect(statusLines({ status: 'open', paymentStatus: 'unpaid' })).toEqual(['Status: open', 'Payment status: unpaid']);
  });

  it('title a checkout that is not completed by what happened to its order', () => {
    expect(unfinishedNoticeTitle('pending')).toBe('Your payment is still being processed');
    expect(unfinishedNoticeTitle('failed')).toBe('The payment failed');
    expect(unfinishedNoticeTitle('expired')).toBe('The checkout ended without a payment');
  });
});

describe('the address after a notice', () => {
  it('loses the payment parameters and keeps the rest', () => {
    expect(withoutParams('?payment=success&session_id=cs_1&credits=44&amount=50&package_id=2', PAYMENT_PARAMS)).toBe('');
    expect(withoutParams('?q=cto&payment=canceled&credits=2&amount=1&package_id=1&page=2', PAYMENT_PARAMS)).toBe('?q=cto&page=2');
    expect(withoutParams('?buy=credits', ['buy'])).toBe('');
    expect(withoutParams('', PAYMENT_PARAMS)).toBe('');
  });
});

describe('order statuses', () => {
  it.each<[OrderStatus, string, string]>([
    ['completed', 'Completed', 'success'],
    ['pending', 'Pending', 'processing'],
    ['failed', 'Failed', 'error'],
    ['expired', 'Expired', 'default'],
    ['refunded', 'Refunded', 'default'],
  ])('%s reads "%s" on a %s tag', (status, label, color) => {
    expect(orderStatusLabel(status)).toEqual({ label, color });
  });

  it('shows a status newer than this client as the server sends it', () => {
    expect(orderStatusLabel('disputed' as OrderStatus)).toEqual({ label: 'disputed', color: 'default' });
  });
});

describe('the pricing page’s buttons', () => {
  const byId = (id: string) => PLANS.find((p) => p.id === id)!;

  it('sign a visitor up', () => {
    expect(planTarget(byId('starter'), false)).toBe('/register');
    expect(planTarget(byId('pro'), false)).toBe('/register');
  });

  it('take a signed-in user to buy credits on the dashboard; Get Pro starts the checkout of Pro instead', () => {
    expect(BUY_CREDITS_PATH).toBe('/dashboard?buy=credits');
    expect(planTarget(byId('starter'), true)).toBe('/dashboard?buy=credits');
    expect(planTarget(byId('pro'), true)).toBeNull();
    expect(PLANS.filter(subscribesWhenSignedIn).map((p) => p.id)).toEqual(['pro']);
    expect(billingInterval('monthly')).toBe('month');
    expect(billingInterval('yearly')).toBe('year');
  });

  it('leave Enterprise a contact e-mail for everyone', () => {
    expect(planTarget(byId('enterprise'), false)).toBeNull();
    expect(planTarget(byId('enterprise'), true)).toBeNull();
    expect(byId('enterprise').cta.href).toMatch(/^mailto:/);
  });
});

describe('the pricing page’s prices', () => {
  const byId = (id: string) => PLANS.find((p) => p.id === id)!;
  const server = [
    { interval: 'month', amountCents: 10000, monthlyEquivalentCents: 10000 },
    { interval: 'year', amountCents: 96000, monthlyEquivalentCents: 8000 },
  ];

  it('are the spec’s before the server answers: $100, or $80 a month billed $960 yearly, saving $20 a month', () => {
    expect(planAmounts(byId('pro'), 'monthly')).toEqual({ price: 100, listPrice: 100, yearlyTotal: 960, savingPerMonth: 20 });
    expect(planAmounts(byId('pro'), 'yearly')).toEqual({ price: 80, listPrice: 100, yearlyTotal: 960, savingPerMonth: 20 });
    expect(planAmounts(byId('starter'), 'yearly')).toEqual({ price: 0, listPrice: 0, yearlyTotal: 0, savingPerMonth: 0 });
    expect(planAmounts(byId('enterprise'), 'yearly')).toEqual({ price: null, listPrice: null, yearlyTotal: null, savingPerMonth: 0 });
  });

  it('follow the server’s prices of Pro once read', () => {
    expect(planAmounts(byId('pro'), 'yearly', server)).toEqual({ price: 80, listPrice: 100, yearlyTotal: 960, savingPerMonth: 20 });
    const dearer = [
      { interval: 'month', amountCents: 12000, monthlyEquivalentCents: 12000 },
      { interval: 'year', amountCents: 115200, monthlyEquivalentCents: 9600 },
    ];
    expect(planAmounts(byId('pro'), 'monthly', dearer)).toEqual({ price: 120, listPrice: 120, yearlyTotal: 1152, savingPerMonth: 24 });
    expect(planAmounts(byId('pro'), 'yearly', dearer).price).toBe(96);
    // Only Pro is priced by the server; an incomplete answer leaves the page's own.
    expect(planAmounts(byId('starter'), 'monthly', dearer).price).toBe(0);
    expect(planAmounts(byId('pro'), 'monthly', [dearer[0]]).price).toBe(100);
  });
});

describe('Pro in the orders', () => {
  it('writes cents and the billing as the product does', () => {
    expect(formatCents(96000)).toBe('$960');
    expect(formatCents(1050, 'eur')).toBe('EUR 10.50');
    expect(intervalWord('month')).toBe('monthly');
    expect(intervalWord('year')).toBe('yearly');
    expect(proPlanLabel('year')).toBe('Pro (yearly)');
    expect(proPlanLabel('month')).toBe('Pro (monthly)');
    expect(proPlanLabel(null)).toBe('Pro');
  });

  it('names what an order bought: a package by its id, an invoice of Pro by its billing', () => {
    expect(orderWhat({ kind: 'package', packageId: 2, billingInterval: null })).toBe('Package 2');
    expect(orderWhat({ kind: 'subscription', packageId: null, billingInterval: 'year' })).toBe('Pro (yearly)');
  });

  it('takes a Pro checkout’s plan and interval out of the address along with the rest', () => {
    expect(withoutParams('?payment=success&session_id=cs_1&credits=90&amount=960&plan=pro&interval=year&q=cto', PAYMENT_PARAMS)).toBe(
      '?q=cto',
    );
  });
});
