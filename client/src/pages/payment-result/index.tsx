import { useSearchParams } from 'react-router';
import { PaymentResultView } from '../../features/payments/PaymentResultView';
import { readPaymentParams } from '../../features/payments/paymentText';

/**
 * /payment/result, inside the signed-in layout: where the checkout sends the browser back
 * (payment, session_id, credits, amount, package_id; docs/product-spec.md §2, "Payment result page").
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const params = readPaymentParams(searchParams);
  // A new session id is a new check: the view starts over.
  return <PaymentResultView key={params.sessionId ?? params.outcome} params={params} />;
}
