import type { DataSource } from 'typeorm';

/**
 * Where read-only work runs: a read replica in the rotation, else the primary (db/read-replicas.ts).
 * Only for reads that may be a moment behind the primary's last write: the search index's answers
 * and suggestions. What a user must see of their own writes (their lists, their credits) is read
 * from the primary through the data source itself.
 */
export type ReadQueries = <T>(work: (ds: DataSource) => Promise<T>) => Promise<T>;
