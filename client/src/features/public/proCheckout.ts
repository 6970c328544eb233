import type {
  BillingInterval,
  ProPriceFieldsFragment,
  ProPricesQuery,
  SubscribeToProMutation,
  SubscribeToProMutationVariables,
} from '../../graphql/generated';
import { CHECKOUT_FAILED } from '../payments/paymentText';

/**
 * The pricing page's two GraphQL calls, made with plain fetch so that the page loads no Apollo
 * Client (nor the generated operations; only their types): Pro's prices, and a signed-in user's
 * checkout of Pro. The texts are those of features/subscriptions/subscriptions.graphql
 * (client/test/proCheckout.test.ts keeps them equal), so the server's validation and codegen see the
 * same operations the Plan card sends.
 */

export const PRO_PRICES_QUERY =
  'query ProPrices { proPrices { ...ProPriceFields } } ' +
  'fragment ProPriceFields on ProPrice { interval amountCents currency monthlyEquivalentCents creditsPerMonth }';

export const SUBSCRIBE_TO_PRO_MUTATION =
  'mutation SubscribeToPro($interval: BillingInterval!) { subscribeToPro(interval: $interval) { sessionId url } }';

export const SESSION_ENDED = 'Your session has ended. Sign in again to get Pro.';

/** A refusal or a failure: `code` is the server's (CONFLICT, UNAUTHENTICATED, ...), `serverText` its message. */
export class ProCheckoutFailure extends Error {
  constructor(
    readonly code: string | null,
    readonly serverText: string | null,
  ) {
    super(serverText ?? 'the request failed');
  }
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: Array<{ message?: string; extensions?: { code?: unknown } }>;
}

async function graphql<T>(query: string, variables?: object): Promise<T> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(variables ? { query, variables } : { query }),
    });
  } catch {
    throw new ProCheckoutFailure(null, null);
  }
  let body: GraphqlAnswer<T> = {};
  try {
    body = (await res.json()) as GraphqlAnswer<T>;
  } catch {
    /* not JSON: a proxy's error page */
  }
  const error = body.errors?.[0];
  if (error) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : null;
    throw new ProCheckoutFailure(code, typeof error.message === 'string' && error.message ? error.message : null);
  }
  if (!res.ok || !body.data) throw new ProCheckoutFailure(null, null);
  return body.data;
}

/** Pro's prices as the server sells them (public). */
export async function loadProPrices(): Promise<ProPriceFieldsFragment[]> {
  const data = await graphql<ProPricesQuery>(PRO_PRICES_QUERY);
  return data.proPrices;
}

/** Starts a checkout of Pro for a signed-in user: the url to send the browser to. */
export async function startProCheckout(interval: BillingInterval): Promise<string> {
  const variables: SubscribeToProMutationVariables = { interval };
  const data = await graphql<SubscribeToProMutation>(SUBSCRIBE_TO_PRO_MUTATION, variables);
  const url = data.subscribeToPro.url;
  if (!url) throw new ProCheckoutFailure(null, null);
  return url;
}

/**
 * What the pricing page says when Get Pro fails, with a way on: already on Pro (CONFLICT) links to
 * the account page, an ended session to sign-in; anything else is the server's message, or the
 * spec's 'Failed to create checkout session'.
 */
export function proCheckoutError(err: unknown): { text: string; link: { to: string; label: string } | null } {
  const failure = err instanceof ProCheckoutFailure ? err : new ProCheckoutFailure(null, null);
  if (failure.code === 'UNAUTHENTICATED') return { text: SESSION_ENDED, link: { to: '/login', label: 'Sign in' } };
  const text = failure.serverText ?? CHECKOUT_FAILED;
  if (failure.code === 'CONFLICT') return { text, link: { to: '/account', label: 'Go to your account' } };
  return { text, link: null };
}
