import { AsyncLocalStorage } from 'node:async_hooks';

/** What the logs say about the request a piece of work belongs to. */
export interface RequestContext {
  id: string;
  method: string;
  path: string;
}

/** The request each piece of work runs for (request-context.ts starts it; the logger reads it). */
export const requestStore = new AsyncLocalStorage<RequestContext>();

/**
 * The request the current code runs for, if any. Node runs an 'unhandledRejection' listener in
 * the async context of the promise that was rejected, so there it names the request that started
 * the promise.
 */
export function currentRequest(): RequestContext | undefined {
  return requestStore.getStore();
}
