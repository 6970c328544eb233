/**
 * npm run bench:size — what the people index weighs on disk, per profile (issue 35, "a lighter
 * index"): each table of the index (its rows, with their TOAST, and its indexes) and each index
 * apart, in bytes per profile, with how often each index was scanned since the statistics were
 * last reset (an index never scanned by the searches run since is a candidate to cut). On the
 * index of DATA_DIR (or DATABASE_URL); meant for a million profiles (`npm run seed -- --profiles
 * 1000000`). Run bench:search first for the scan counts to say something.
 */
import 'reflect-metadata';
import { openBenchIndex } from './bench-kit';
import { closeDatabase } from './close-database';

/** The tables of the people index: a profile's rows, its contacts, its search row, identities and analyses. */
const INDEX_TABLES = [
  'profiles',
  'profile_contacts',
  'profile_search',
  'profile_identities',
  'profile_analyses',
  'job_titles',
  'companies',
  'search_terms',
];

const kb = (bytes: number) => (bytes / 1024).toFixed(2);

async function main() {
  const { db } = await openBenchIndex();
  const { ds } = db;
  try {
    const [{ n }] = (await ds.query('SELECT count(*)::int AS n FROM profiles')) as Array<{ n: number }>;
    const per = (bytes: number) => (n > 0 ? Math.round(bytes / n) : 0);
    const tables = (await ds.query(
      `SELECT c.relname AS name,
              pg_table_size(c.oid)::bigint AS rows,
              pg_indexes_size(c.oid)::bigint AS indexes,
              c.reltuples::bigint AS tuples
         FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname = current_schema() AND c.relname = ANY($1) AND c.relkind IN ('r', 'm')
        ORDER BY pg_total_relation_size(c.oid) DESC`,
      [INDEX_TABLES],
    )) as Array<{ name: string; rows: string; indexes: string; tuples: string }>;
    const indexes = (await ds.query(
      `SELECT i.relname AS name, t.relname AS "table", pg_relation_size(i.oid)::bigint AS bytes,
              coalesce(st.idx_scan, 0)::bigint AS scans
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace s ON s.oid = t.relnamespace
         LEFT JOIN pg_stat_user_indexes st ON st.indexrelid = i.oid
        WHERE s.nspname = current_schema() AND t.relname = ANY($1)
        ORDER BY pg_relation_size(i.oid) DESC`,
      [INDEX_TABLES],
    )) as Array<{ name: string; table: string; bytes: string; scans: string }>;
    const [{ database }] = (await ds.query(`SELECT pg_database_size(current_database())::bigint AS database`)) as Array<{
      database: string;
    }>;

    console.log(`\nthe people index on disk, ${n.toLocaleString('en-US')} profiles (bytes a profile; KB = 1,024 bytes)`);
    console.log(
      `${'table'.padEnd(22)} ${'rows'.padStart(10)} ${'rows+TOAST'.padStart(11)} ${'indexes'.padStart(9)} ${'total'.padStart(9)}`,
    );
    let total = 0;
    for (const t of tables) {
      const rows = Number(t.rows);
      const idx = Number(t.indexes);
      total += rows + idx;
      console.log(
        `${t.name.padEnd(22)} ${(Number(t.tuples) < 0 ? 'unknown' : Number(t.tuples).toLocaleString('en-US')).padStart(10)} ${String(per(rows)).padStart(11)} ${String(per(idx)).padStart(9)} ${String(per(rows + idx)).padStart(9)}`,
      );
    }
    console.log(
      `${'the index, all tables'.padEnd(22)} ${''.padStart(10)} ${''.padStart(11)} ${''.padStart(9)} ${String(per(total)).padStart(9)}`,
    );
    console.log(
      `the whole database: ${(Number(database) / 1024 ** 3).toFixed(2)} GB, ${per(Number(database))} bytes a profile (${kb(per(Number(database)))} KB; issue 35's target: at most 4 KB with indexes and contacts)`,
    );

    console.log(`\nindexes, largest first (scans: since the statistics were last reset)`);
    console.log(`${'index'.padEnd(46)} ${'table'.padEnd(18)} ${'bytes/profile'.padStart(13)} ${'scans'.padStart(12)}`);
    for (const i of indexes)
      console.log(
        `${i.name.padEnd(46)} ${i.table.padEnd(18)} ${String(per(Number(i.bytes))).padStart(13)} ${Number(i.scans).toLocaleString('en-US').padStart(12)}`,
      );
  } finally {
    await closeDatabase(db);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
