import { App } from 'antd';
import { useCallback } from 'react';
import { useCreateCheckoutSessionMutation } from '../../graphql/generated';
import { TIMINGS } from '../../lib/theme';
import { serverMessage } from '../common/errors';
import { usePendingRedirect } from '../common/usePendingRedirect';
import { CHECKOUT_FAILED } from './paymentText';

/**
 * Buy Now (docs/product-spec.md §6, "Payment flow"): creates a checkout session for a package, priced by
 * the server, and sends the browser to its url (Stripe's hosted page, or the local test checkout).
 * `pendingId` is the package being started; it stays set while the browser leaves. A failure shows
 * the server's message ('Invalid package selected', the provider being away), else
 * 'Failed to create checkout session', for 6 s (docs/product-spec.md §8).
 */
export function useStartCheckout() {
  const { message } = App.useApp();
  const [mutate] = useCreateCheckoutSessionMutation();
  const { pendingId, begin, end } = usePendingRedirect<number>();

  const start = useCallback(
    async (packageId: number) => {
      if (!begin(packageId)) return;
      try {
        const { data } = await mutate({ variables: { packageId } });
        const url = data?.createCheckoutSession.url;
        if (!url) throw new Error('No checkout url in the answer');
        window.location.assign(url);
      } catch (err) {
        end();
        message.error({ content: serverMessage(err, CHECKOUT_FAILED), duration: TIMINGS.snackbar / 1000 });
      }
    },
    [begin, end, message, mutate],
  );

  return { start, pendingId };
}
