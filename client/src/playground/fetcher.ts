import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { introspectionRefusal } from './playgroundText';

/**
 * GraphiQL's fetcher for this server: JSON POSTs to the same origin's /graphql (a JSON body is
 * not a "simple" request, so the server's CSRF prevention lets it through), with the browser's
 * session cookie (`credentials: 'same-origin'`) unless the headers editor sends an
 * `Authorization` header of its own, which the server then uses instead. No incremental delivery:
 * the API has no @defer or @stream. `onIntrospection` hears whether the schema was refused.
 */
export function playgroundFetcher(onIntrospection: (refusal: string | null) => void): Fetcher {
  const fetcher = createGraphiQLFetcher({
    url: '/graphql',
    enableIncrementalDelivery: false,
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  });
  return async (params, opts) => {
    const answer = await fetcher(params, opts);
    if (params.operationName === 'IntrospectionQuery') onIntrospection(introspectionRefusal(answer));
    return answer;
  };
}
