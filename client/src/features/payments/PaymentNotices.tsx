import { App } from 'antd';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePaymentStatusLazyQuery } from '../../graphql/generated';
import { handled, useAppNavigate } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import {
  CANCELED_NOTICE,
  PAYMENT_PARAMS,
  paymentSuccessText,
  readPaymentParams,
  statusLines,
  unfinishedNoticeTitle,
  withoutParams,
} from './paymentText';

/** The path of the payment result page, which reads the same parameters itself. */
export const PAYMENT_RESULT_PATH = '/payment/result';

/**
 * The signed-in layout's payment notices (docs/product-spec.md §2, "Payment notices in the sidebar
 * layout"). On any signed-in page but the result page, an address with payment=success and a
 * session_id asks the server for that checkout: a completed order shows 'Payment successful!
 * {n} credits added for ${amount}' (the server's credits and amount, not the address's) with the
 * status lines, anything else an info notice with them; payment=canceled shows 'Payment was
 * canceled'. The parameters then leave the address (replace), so a reload says nothing again; each
 * session is announced once. A status that cannot be read is only logged (docs/product-spec.md §8).
 * Renders nothing itself: the notices are antd notifications, top right, 8 s.
 */
export function PaymentNotices() {
  const { notification } = App.useApp();
  const { pathname, search, hash, key: locationKey } = useLocation();
  const navigate = useAppNavigate();
  const [fetchStatus] = usePaymentStatusLazyQuery({ fetchPolicy: 'network-only' });
  const announced = useRef(new Set<string>());

  const announceSuccess = async (sessionId: string) => {
    const { data } = await fetchStatus({ variables: { sessionId } });
    const status = data?.paymentStatus;
    if (!status) return;
    const { order } = status;
    const lines = statusLines(status).join('\n');
    const description = <span style={{ whiteSpace: 'pre-line' }}>{lines}</span>;
    if (order.status === 'completed') {
      notification.success({
        title: paymentSuccessText(order.credits, order.amount, order.currency),
        description,
        placement: 'topRight',
        duration: TIMINGS.paymentNotice / 1000,
      });
    } else {
      notification.info({
        title: unfinishedNoticeTitle(order.status),
        description,
        placement: 'topRight',
        duration: TIMINGS.paymentNotice / 1000,
      });
    }
  };

  const onAddress = useEffectEvent((query: string, visit: string) => {
    const params = new URLSearchParams(query);
    if (!params.has('payment')) return;
    const { outcome, sessionId } = readPaymentParams(params);
    // Once per checkout session; anything else once per visit of the address (strict mode runs
    // effects twice, before the replaced address is in).
    const key = outcome === 'success' && sessionId ? `session:${sessionId}` : `visit:${visit}`;
    if (announced.current.has(key)) return;
    announced.current.add(key);
    if (outcome === 'success' && sessionId) {
      handled(announceSuccess(sessionId), 'Reading the payment status');
    } else if (outcome === 'canceled') {
      notification.warning({ title: CANCELED_NOTICE, placement: 'topRight', duration: TIMINGS.paymentNotice / 1000 });
    }
    navigate({ pathname, search: withoutParams(query, PAYMENT_PARAMS), hash }, { replace: true });
  });

  useEffect(() => {
    if (pathname !== PAYMENT_RESULT_PATH) onAddress(search, locationKey);
  }, [pathname, search, locationKey]);

  return null;
}
