import { useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import {
  type BillingInterval,
  CreditLedgerDocument,
  MeDocument,
  MySubscriptionDocument,
  PaymentOrdersDocument,
  type RenewalCard,
  type SubscriptionFieldsFragment,
  SubscriptionInvoicesDocument,
  useAdvanceSubscriptionRenewalMutation,
  useBillingPortalUrlMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useSubscribeToProMutation,
  useSwitchSubscriptionIntervalMutation,
} from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { errorCode, serverMessage } from '../common/errors';
import { usePendingRedirect } from '../common/usePendingRedirect';
import { changedText, PORTAL_FAILED, SUBSCRIBE_FAILED } from './subscriptionText';

/**
 * What every change of the plan reads again once it is done (and waits for): the plan itself, the
 * signed-in user (`me`: the header's credits, the sidebar's 'Subscription Expires on'), and the
 * account page's invoices, orders and credit history. Only the queries on screen are asked.
 */
export const AFTER_PLAN_CHANGE = [
  MySubscriptionDocument,
  MeDocument,
  SubscriptionInvoicesDocument,
  PaymentOrdersDocument,
  CreditLedgerDocument,
];

const refetch = { refetchQueries: AFTER_PLAN_CHANGE, awaitRefetchQueries: true };

export type PlanAction = 'switch' | 'cancel' | 'resume' | 'advance';

/**
 * The Plan card's changes (docs/decisions.md, "Subscriptions"): switch monthly <-> yearly, cancel at
 * the period's end or keep the plan, and in test mode advance to the next renewal. One at a time:
 * `pending` names the one running. Each says what it did (or the server's reason) in a message, 6 s.
 */
export function useSubscriptionActions() {
  const { message } = App.useApp();
  const [pending, setPending] = useState<PlanAction | null>(null);
  const busy = useRef(false);
  const [switchInterval] = useSwitchSubscriptionIntervalMutation(refetch);
  const [cancel] = useCancelSubscriptionMutation(refetch);
  const [resume] = useResumeSubscriptionMutation(refetch);
  const [advance] = useAdvanceSubscriptionRenewalMutation(refetch);

  const run = useCallback(
    async (action: PlanAction, mutate: () => Promise<SubscriptionFieldsFragment | null>, fallback: string) => {
      if (busy.current) return;
      busy.current = true;
      setPending(action);
      try {
        const sub = await mutate();
        const text = changedText(action, sub);
        const duration = TIMINGS.snackbar / 1000;
        if (sub?.status === 'past_due') message.warning({ content: text, duration });
        else message.success({ content: text, duration });
      } catch (err) {
        message.error({ content: serverMessage(err, fallback), duration: TIMINGS.snackbar / 1000 });
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [message],
  );

  return {
    pending,
    switchTo: (interval: BillingInterval) =>
      run(
        'switch',
        async () => (await switchInterval({ variables: { interval } })).data?.switchSubscriptionInterval ?? null,
        'Your billing could not be switched. Please try again.',
      ),
    cancel: () =>
      run('cancel', async () => (await cancel()).data?.cancelSubscription ?? null, 'Your plan could not be cancelled. Please try again.'),
    resume: () =>
      run('resume', async () => (await resume()).data?.resumeSubscription ?? null, 'Your plan could not be kept. Please try again.'),
    advance: (card: RenewalCard) =>
      run(
        'advance',
        async () => {
          const { data } = await advance({ variables: { card } });
          if (!data) throw new Error('No renewal in the answer');
          return data.advanceSubscriptionRenewal;
        },
        'The test renewal could not be run. Please try again.',
      ),
  };
}

/**
 * Upgrade to Pro (the Plan card; the pricing page has its own, without Apollo): starts a checkout
 * of Pro for the chosen billing and sends the browser to its url. `pendingInterval` stays set while
 * the browser leaves. A refusal shows the server's message (already on Pro: the plan is read again,
 * so the card shows it), else 'Failed to start the checkout of Pro', for 6 s.
 */
export function useSubscribeToPro() {
  const { message } = App.useApp();
  const client = useApolloClient();
  const [mutate] = useSubscribeToProMutation();
  const { pendingId, begin, end } = usePendingRedirect<BillingInterval>();

  const start = useCallback(
    async (interval: BillingInterval) => {
      if (!begin(interval)) return;
      try {
        const { data } = await mutate({ variables: { interval } });
        const url = data?.subscribeToPro.url;
        if (!url) throw new Error('No checkout url in the answer');
        window.location.assign(url);
      } catch (err) {
        end();
        message.error({ content: serverMessage(err, SUBSCRIBE_FAILED), duration: TIMINGS.snackbar / 1000 });
        // Already on Pro (another tab, a checkout paid meanwhile): show the plan as it is.
        if (errorCode(err) === 'CONFLICT')
          handled(client.refetchQueries({ include: [MySubscriptionDocument, MeDocument] }), 'Reading the plan again');
      }
    },
    [begin, client, end, message, mutate],
  );

  return { start, pendingInterval: pendingId };
}

/** "Update card and invoices": the provider's billing portal, as the server answers its address. */
export function useBillingPortal() {
  const { message } = App.useApp();
  const [mutate] = useBillingPortalUrlMutation();
  const { pendingId, begin, end } = usePendingRedirect<'portal'>();

  const open = useCallback(async () => {
    if (!begin('portal')) return;
    try {
      const { data } = await mutate();
      if (!data?.billingPortalUrl) throw new Error('No portal url in the answer');
      window.location.assign(data.billingPortalUrl);
    } catch (err) {
      end();
      message.error({ content: serverMessage(err, PORTAL_FAILED), duration: TIMINGS.snackbar / 1000 });
    }
  }, [begin, end, message, mutate]);

  return { open, opening: pendingId !== null };
}
