/**
 * The pricing page's plain-fetch calls (features/public/proCheckout.ts): the same operations as the
 * .graphql documents, Get Pro's answer, and what a refusal says.
 */
import { print } from 'graphql';
import {
  loadProPrices,
  PRO_PRICES_QUERY,
  ProCheckoutFailure,
  proCheckoutError,
  SESSION_ENDED,
  startProCheckout,
  SUBSCRIBE_TO_PRO_MUTATION,
} from '../src/features/public/proCheckout';
import { ProPricesDocument, SubscribeToProDocument } from '../src/graphql/generated';

/** An operation's text without its layout, so two spellings of the same operation compare equal. */
function compact(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}():,!$])\s*/g, '$1')
    .trim();
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Answers every fetch with this status and body, and keeps what was asked. */
function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  globalThis.fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  }) as typeof fetch;
  return calls;
}

describe('the pricing page’s operations', () => {
  it('are the .graphql documents’ (codegen checks those against the schema)', () => {
    expect(compact(PRO_PRICES_QUERY)).toBe(compact(print(ProPricesDocument)));
    expect(compact(SUBSCRIBE_TO_PRO_MUTATION)).toBe(compact(print(SubscribeToProDocument)));
  });

  it('read Pro’s prices', async () => {
    const prices = [{ interval: 'month', amountCents: 10000, currency: 'usd', monthlyEquivalentCents: 10000, creditsPerMonth: 90 }];
    const calls = answer(200, { data: { proPrices: prices } });
    await expect(loadProPrices()).resolves.toEqual(prices);
    expect(calls[0].url).toBe('/graphql');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ query: PRO_PRICES_QUERY });
  });

  it('start the checkout of Pro on the chosen billing and answer its url', async () => {
    const calls = answer(200, { data: { subscribeToPro: { sessionId: 'cs_test_local_1', url: '/checkout/test/cs_test_local_1' } } });
    await expect(startProCheckout('year')).resolves.toBe('/checkout/test/cs_test_local_1');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ query: SUBSCRIBE_TO_PRO_MUTATION, variables: { interval: 'year' } });
  });

  it('turn the server’s refusal into a failure with its code and message', async () => {
    answer(200, {
      data: null,
      errors: [{ message: 'You are on Pro already. Change or cancel it from your account page.', extensions: { code: 'CONFLICT' } }],
    });
    const failure = await startProCheckout('month').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ProCheckoutFailure);
    expect(failure).toMatchObject({ code: 'CONFLICT', serverText: 'You are on Pro already. Change or cancel it from your account page.' });
  });

  it('fail without a code when the request fails on the way', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(startProCheckout('month')).rejects.toMatchObject({ code: null, serverText: null });
    answer(502, 'Bad gateway');
    await expect(loadProPrices()).rejects.toMatchObject({ code: null, serverText: null });
  });
});

describe('what the pricing page says when Get Pro fails', () => {
  it('already on Pro: the server’s message, with the way to the account page', () => {
    const message = 'You are on Pro already. Change or cancel it from your account page.';
    expect(proCheckoutError(new ProCheckoutFailure('CONFLICT', message))).toEqual({
      text: message,
      link: { to: '/account', label: 'Go to your account' },
    });
  });

  it('a session that ended: sign in again', () => {
    expect(proCheckoutError(new ProCheckoutFailure('UNAUTHENTICATED', 'Sign in first.'))).toEqual({
      text: SESSION_ENDED,
      link: { to: '/login', label: 'Sign in' },
    });
  });

  it('anything else: the server’s message, else the spec’s checkout error', () => {
    expect(proCheckoutError(new ProCheckoutFailure('SERVICE_UNAVAILABLE', 'Subscriptions are not available right now.'))).toEqual({
      text: 'Subscriptions are not available right now.',
      link: null,
    });
    expect(proCheckoutError(new Error('boom'))).toEqual({ text: 'Failed to create checkout session', link: null });
  });
});
