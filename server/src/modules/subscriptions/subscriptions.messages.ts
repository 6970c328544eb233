/** What the subscriptions domain says to users and staff, in one place (kept verbatim: tests and the client read them). */

export const SUBSCRIPTIONS_UNAVAILABLE_MESSAGE = 'Subscriptions are not available right now. Please try again later.';
export const ALREADY_PRO_MESSAGE = 'You are on Pro already. Change or cancel it from your account page.';
export const NO_SUBSCRIPTION_MESSAGE = 'You have no Pro subscription.';
export const SAME_INTERVAL_MESSAGE = 'Your plan is billed that way already.';
export const ENDING_CANNOT_SWITCH_MESSAGE = 'Your plan ends at the end of this period. Keep it first, then switch.';
export const SUBSCRIBED_MESSAGE = 'Welcome to Pro. This month’s credits have been added.';
export const SUBSCRIPTION_PENDING_MESSAGE =
  'Your subscription is being set up. Your credits are added as soon as the first payment clears.';
export const ADVANCE_TEST_ONLY_MESSAGE = 'Advancing to the next renewal is only possible with the local test checkout.';
