/** What the payments domain says to users and staff, in one place (kept verbatim: tests and the client read them). */

export const INVALID_PACKAGE_MESSAGE = 'Invalid package selected';
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available right now. Please try again later.';
export const PROVIDER_UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again in a moment.';
/** What a provider that could not be reached answers in Retry-After. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;
export const SESSION_NOT_FOUND_MESSAGE = 'Payment session not found';
export const NOT_PAID_MESSAGE = 'This payment has not been completed, so no credits were added.';
export const EXPIRED_MESSAGE = 'This checkout ended without a payment, so no credits were added.';
export const FAILED_MESSAGE = 'The payment failed, so no credits were added.';
export const PROCESSING_MESSAGE = 'Your payment is still being processed. Your credits are added as soon as it clears.';
export const WEBHOOKS_NOT_CONFIGURED_MESSAGE = 'Payment webhooks are not configured here.';
export const BAD_SIGNATURE_MESSAGE = 'The webhook signature could not be verified.';
export const COMPLETED_MESSAGE = 'Payment completed. Your credits have been added.';
export const REFUNDED_MESSAGE = 'This payment was refunded, and its unspent credits were taken back.';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ALREADY_REFUNDED_MESSAGE = 'This order was refunded already.';
export const REFUNDS_UNAVAILABLE_MESSAGE = 'Refunds are not available for this payment provider.';
export const REFUND_REASON_MESSAGE = 'Please give the reason for the refund (3 to 500 characters).';
export const REFUND_UNREACHABLE_MESSAGE =
  'The payment provider could not be reached, so the order and its credits are unchanged. Please try again in a moment: asking again never refunds twice.';
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;

/** The reason of the order of a checkout the customer cancelled, or that expired. */
export const EXPIRED_REASON = 'The checkout ended without a payment.';
