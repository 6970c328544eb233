import DataLoader from 'dataloader';
import type { GraphQLContext } from './context';

/** Each request's loaders, by name (the context is made once per request, so they go with it). */
const loaders = new WeakMap<GraphQLContext, Map<string, DataLoader<unknown, unknown>>>();

/**
 * The request's DataLoader of this name, made with `batch` the first time the request asks for it:
 * a field that every card of a page resolves (a preview, a count) is answered for the whole page
 * by one call of `batch`, never one per card. `batch` answers one value per key, in the keys' order.
 * `options` go to the DataLoader the first time (e.g. `{ cache: false }` for rows a mutation of the
 * same request may change: loads are still batched, but each is read anew).
 */
export function requestLoader<K, V>(
  context: GraphQLContext,
  name: string,
  batch: (keys: readonly K[]) => Promise<readonly V[]>,
  options?: DataLoader.Options<K, V>,
): DataLoader<K, V> {
  let byName = loaders.get(context);
  if (!byName) {
    byName = new Map();
    loaders.set(context, byName);
  }
  let loader = byName.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>((keys) => batch(keys), options);
    byName.set(name, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}
