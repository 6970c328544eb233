import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { Config } from '../../config';
import type { PaymentProvider } from '../../modules/payments/payment-provider';
import { LocalCheckoutProvider } from './local-checkout/local-checkout.provider';
import type { StripePayments } from './stripe.payments';

export { LocalCheckoutProvider } from './local-checkout/local-checkout.provider';
export { localCheckoutBody, localCheckoutRouter } from './local-checkout/local-checkout.routes';

/**
 * The payments edge (docs/decisions.md, "Edges to the outside world"): Stripe Checkout when its
 * keys are set; otherwise the local test checkout, which production runs only when
 * PAYMENTS_LOCAL_CHECKOUT=true; otherwise none (buying answers that payments are unavailable).
 */
export function createPaymentProvider(config: Config, ds: DataSource, clock: Clock): PaymentProvider | null {
  if (config.stripe) {
    // Loaded only when Stripe is configured: its SDK is some 220 modules that every process (and
    // every test file) would compile otherwise.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const stripe = require('./stripe.payments') as { StripePayments: typeof StripePayments };
    return new stripe.StripePayments(config.stripe);
  }
  if (config.localCheckout) return new LocalCheckoutProvider(ds, clock);
  return null;
}
