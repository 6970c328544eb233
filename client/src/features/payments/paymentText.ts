import type { OrderStatus } from '../../graphql/generated';

/**
 * The words and addresses of buying credits (docs/product-spec.md §2, §6 and §8), kept apart from React so
 * that they are tested on their own (client/test/paymentText.test.ts).
 */

export const BUY_CREDITS_TITLE = 'Buy Credits';
export const BUY_CREDITS_SUBTITLE = 'Choose a credit package that suits your needs';
export const CHECKOUT_FAILED = 'Failed to create checkout session';
export const STATUS_FAILED = 'Failed to fetch payment status';
export const PROCESS_FAILED = 'Failed to process payment';
export const PROCESSING_TEXT = 'Processing payment and updating credits...';
export const CANCELED_NOTICE = 'Payment was canceled';
export const PAYMENTS_UNAVAILABLE = 'Card payments are not available right now.';

/**
 * The query parameters the checkout's return addresses carry (the server builds them; a checkout of
 * Pro adds plan and interval). Only payment and session_id are read as such: credits, amount,
 * package_id, plan and interval are never shown, since anyone can write them into an address; the
 * page shows the server's order instead.
 */
export const PAYMENT_PARAMS = ['payment', 'session_id', 'credits', 'amount', 'package_id', 'plan', 'interval'] as const;

/** The dashboard's parameter that opens the Buy Credits dialog (the pricing page links there). */
export const BUY_PARAM = 'buy';
export const BUY_CREDITS_PATH = `/dashboard?${BUY_PARAM}=credits`;

export type PaymentOutcome = 'success' | 'canceled' | 'unknown';

/** What a return address says about a checkout. */
export interface PaymentParams {
  outcome: PaymentOutcome;
  sessionId: string | null;
  credits: number | null;
  /** In the main unit (dollars). */
  amount: number | null;
  packageId: number | null;
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) ? n : null;
}

function decimal(value: string | null): number | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** Reads payment, session_id, credits, amount and package_id; anything missing or malformed is null. */
export function readPaymentParams(params: URLSearchParams): PaymentParams {
  const payment = params.get('payment');
  const sessionId = params.get('session_id')?.trim() ?? '';
  return {
    outcome: payment === 'success' ? 'success' : payment === 'canceled' ? 'canceled' : 'unknown',
    sessionId: sessionId === '' ? null : sessionId,
    credits: wholeNumber(params.get('credits')),
    amount: decimal(params.get('amount')),
    packageId: wholeNumber(params.get('package_id')),
  };
}

/**
 * What the result page can say: a success without a session id cannot be checked, so it reads as
 * unknown (and nothing is asked of the server).
 */
export function pageOutcome(params: Pick<PaymentParams, 'outcome' | 'sessionId'>): PaymentOutcome {
  return params.outcome === 'success' && !params.sessionId ? 'unknown' : params.outcome;
}

/** The payment result page's title, by the payment value of its address. */
export function resultTitle(outcome: PaymentOutcome): string {
  if (outcome === 'success') return 'Payment Successful!';
  if (outcome === 'canceled') return 'Payment Canceled';
  return 'Payment Status Unknown';
}

/**
 * What the result page says of a checkout session, from the server's answers only (never from the
 * address's payment, credits or amount):
 * - checking: the server has not answered yet;
 * - confirmed: the confirmation answered a completed order;
 * - pending: paid (or a delayed method) and not granted yet: the credits follow without the browser;
 * - not_completed: the checkout is still open, unpaid;
 * - failed, cancelled (ended without a payment), refunded: the order's state;
 * - unknown: neither the status nor the confirmation could be read.
 */
export type ResultState = 'checking' | 'confirmed' | 'pending' | 'not_completed' | 'failed' | 'cancelled' | 'refunded' | 'unknown';

export interface ResultFacts {
  running: boolean;
  /** The session's status read from the server (null: not read). */
  status: { status: string; paymentStatus: string; order: { status: OrderStatus } } | null;
  /** The confirmation's answer (null: none). */
  result: { orderStatus: boolean } | null;
}

export function resultState({ running, status, result }: ResultFacts): ResultState {
  if (running) return 'checking';
  if (result) return result.orderStatus ? 'confirmed' : 'pending';
  if (!status) return 'unknown';
  const { order } = status;
  if (order.status === 'completed') return 'confirmed';
  if (order.status === 'failed') return 'failed';
  if (order.status === 'expired' || status.status === 'expired') return 'cancelled';
  if (order.status === 'refunded') return 'refunded';
  // The provider took the payment and the server has not granted it yet (it will, without the browser).
  if (status.status === 'complete') return 'pending';
  return 'not_completed';
}

const STATE_TEXT: Record<ResultState, { title: string; text: string }> = {
  checking: { title: 'Checking Your Payment', text: PROCESSING_TEXT },
  confirmed: { title: 'Payment Successful!', text: 'Your payment is confirmed and its credits have been added.' },
  pending: {
    title: 'Payment Processing',
    text: 'Your payment is still being processed. Your credits are added as soon as it clears, also if you leave this page.',
  },
  not_completed: {
    title: 'Payment Not Completed',
    text: 'This checkout has not been paid, so no credits were added. You can finish it or buy credits again at any time.',
  },
  failed: { title: 'Payment Failed', text: 'The payment failed, so no credits were added. You can buy credits again at any time.' },
  cancelled: {
    title: 'Payment Canceled',
    text: 'This checkout ended without a payment, so no credits were added. You can buy credits again at any time.',
  },
  refunded: { title: 'Payment Refunded', text: 'This payment was refunded, and its unspent credits were taken back.' },
  unknown: {
    title: 'Payment Status Unknown',
    text: 'The status of this payment could not be read. Use Refresh Status to try again; your orders are listed on your account page.',
  },
};

/** The result page's title and sentence for a state. */
export function resultStateText(state: ResultState): { title: string; text: string } {
  return STATE_TEXT[state];
}

/** An amount of money as the product writes it: '$50', '$1', '$12.50'; another currency by its code: 'EUR 12.50'. */
export function formatAmount(amount: number, currency = 'usd'): string {
  const value = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${value}` : `${currency.toUpperCase()} ${value}`;
}

/** An amount in cents as the product writes it: 96000 -> '$960'. */
export function formatCents(cents: number, currency = 'usd'): string {
  return formatAmount(cents / 100, currency);
}

/** How Pro is billed, in a word: 'month' -> 'monthly', 'year' -> 'yearly'; anything else as it is. */
export function intervalWord(interval: string): string {
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'yearly';
  return interval;
}

/** Pro with its billing: 'Pro (yearly)', 'Pro (monthly)'; 'Pro' when the interval is not known. */
export function proPlanLabel(interval: string | null | undefined): string {
  return interval ? `Pro (${intervalWord(interval)})` : 'Pro';
}

/** What an order bought: 'Package 2', or for an invoice of Pro 'Pro (yearly)'. */
export function orderWhat(order: { kind: string; packageId: number | null; billingInterval: string | null }): string {
  if (order.kind === 'subscription') return proPlanLabel(order.billingInterval);
  return order.packageId === null ? 'Package' : `Package ${order.packageId}`;
}

/** '44 credits', '1 credit'. */
export function creditsText(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** The layout's notice after a completed payment (docs/product-spec.md §2): 'Payment successful! 44 credits added for $50'. */
export function paymentSuccessText(credits: number, amount: number, currency = 'usd'): string {
  return `Payment successful! ${credits} credits added for ${formatAmount(amount, currency)}`;
}

/** The status lines of a checkout session, as the notices and the result page show them. */
export function statusLines(status: { status: string; paymentStatus: string }): string[] {
  return [`Status: ${status.status}`, `Payment status: ${status.paymentStatus}`];
}

/** The title of the layout's notice when a returned checkout is not (yet) completed. */
export function unfinishedNoticeTitle(orderStatus: OrderStatus): string {
  if (orderStatus === 'pending') return 'Your payment is still being processed';
  if (orderStatus === 'failed') return 'The payment failed';
  if (orderStatus === 'expired') return 'The checkout ended without a payment';
  return 'Payment status';
}

const ORDER_STATUS: Record<OrderStatus, { label: string; color: 'success' | 'processing' | 'error' | 'default' }> = {
  completed: { label: 'Completed', color: 'success' },
  pending: { label: 'Pending', color: 'processing' },
  failed: { label: 'Failed', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
  refunded: { label: 'Refunded', color: 'default' },
};

/** An order's status in words, with the antd preset its tag uses; a status newer than this client shows as it is. */
export function orderStatusLabel(status: OrderStatus): { label: string; color: 'success' | 'processing' | 'error' | 'default' } {
  return (ORDER_STATUS as Partial<Record<string, (typeof ORDER_STATUS)[OrderStatus]>>)[status] ?? { label: status, color: 'default' };
}

/** The processing result's order status (a boolean on the wire). */
export function orderStatusText(completed: boolean): 'Completed' | 'Pending' {
  return completed ? 'Completed' : 'Pending';
}

/**
 * Where 'Back to Dashboard' goes: after a completed confirmation, the dashboard with the success
 * parameters, so the layout shows its notice; otherwise the plain dashboard.
 */
export function dashboardReturnPath(
  sessionId: string | null,
  result: { orderStatus: boolean; creditsAdded: number } | null,
  amount: number | null,
): string {
  if (!sessionId || !result?.orderStatus) return '/dashboard';
  const params = new URLSearchParams({ payment: 'success', session_id: sessionId, credits: String(result.creditsAdded) });
  if (amount !== null) params.set('amount', String(amount));
  return `/dashboard?${params.toString()}`;
}

/** A query string without the given parameters: '' when nothing is left, else '?a=b'. */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
