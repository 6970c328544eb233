import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type PaymentResultFieldsFragment,
  type PaymentStatusFieldsFragment,
  useConfirmPaymentMutation,
  usePaymentStatusLazyQuery,
} from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { serverMessage } from '../common/errors';

export interface PaymentConfirmationState {
  /** Reading the status and confirming run. */
  running: boolean;
  status: PaymentStatusFieldsFragment | null;
  /** Why the status could not be read (the server's message, or a fallback). */
  statusError: string | null;
  result: PaymentResultFieldsFragment | null;
  /** Why the payment could not be confirmed: PAYMENT_NOT_COMPLETED's reason, NOT_FOUND, ... */
  confirmError: string | null;
}

const IDLE: PaymentConfirmationState = { running: false, status: null, statusError: null, result: null, confirmError: null };

/**
 * The return page's work (docs/product-spec.md §6, "Payment flow"): read the checkout session's status,
 * then confirm it, once per session (strict mode runs effects twice), and again on `refresh`.
 * Confirming is idempotent on the server: a session already fulfilled grants nothing more. The
 * answer carries the changed User, which Apollo merges into the cached `me`, so the header and
 * sidebar credits change at once; after a completed confirmation the cached credit history and
 * orders are dropped, so the account page reads them again. Null `sessionId`: nothing is asked.
 */
export function usePaymentConfirmation(sessionId: string | null) {
  const [fetchStatus] = usePaymentStatusLazyQuery({ fetchPolicy: 'network-only' });
  const [confirm] = useConfirmPaymentMutation();
  const [state, setState] = useState<PaymentConfirmationState>(() => ({ ...IDLE, running: sessionId !== null }));
  const busy = useRef(false);
  const started = useRef<string | null>(null);

  const check = useCallback(async () => {
    if (!sessionId || busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, running: true }));
    const next: PaymentConfirmationState = { ...IDLE };
    try {
      const { data } = await fetchStatus({ variables: { sessionId } });
      if (!data) throw new Error('No payment status in the answer');
      next.status = data.paymentStatus;
    } catch (err) {
      next.statusError = serverMessage(err, 'Check your connection, then use Refresh Status.');
    }
    try {
      const { data } = await confirm({
        variables: { sessionId },
        update(cache, answer) {
          const result = answer.data?.confirmPayment.result;
          if (!result?.orderStatus) return;
          cache.modify({ id: cache.identify({ __typename: 'PaymentOrder', id: result.orderId }), fields: { status: () => 'completed' } });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'creditLedger' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'paymentOrders' });
          cache.gc();
        },
      });
      if (!data) throw new Error('No confirmation in the answer');
      next.result = data.confirmPayment.result;
    } catch (err) {
      next.confirmError = serverMessage(err, 'An error occurred while processing payment');
    } finally {
      busy.current = false;
    }
    setState(next);
  }, [confirm, fetchStatus, sessionId]);

  useEffect(() => {
    if (!sessionId || started.current === sessionId) return;
    started.current = sessionId;
    handled(check(), 'Confirming the payment');
  }, [check, sessionId]);

  const refresh = useCallback(() => handled(check(), 'Refreshing the payment status'), [check]);

  return { ...state, refresh };
}
