import { LRUCache } from 'lru-cache';

/**
 * A pure function's answers kept by key, the `max` most recently used: for the readings an import
 * makes of values its files repeat endlessly (titles, places, names, display forms). Null and
 * undefined answers are kept too. The caller hands out copies of answers it must not share.
 */
export function memo<V>(max: number): (key: string, compute: () => V) => V {
  const kept = new LRUCache<string, { value: V }>({ max });
  return (key, compute) => {
    const hit = kept.get(key);
    if (hit) return hit.value;
    const value = compute();
    kept.set(key, { value });
    return value;
  };
}
