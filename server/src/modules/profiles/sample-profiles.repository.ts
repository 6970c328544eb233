import type { DataSource } from 'typeorm';
import { SettingsRepository } from '../settings/settings.repository';
import { SAMPLE_SOURCE } from './profile.entity';
import { notifyIndexChanged } from './index-changes.repository';

/**
 * Removing the sample people (docs/decisions.md, "Sample data") once real ones are in: every profile
 * of source 'sample' with what hangs off it (contacts, search rows, reveals, analyses), the sample
 * companies nobody else works at, and titles no one holds any more. Users' lists keep their
 * entries, which then read as removed from the index. A setting remembers the removal, so a start
 * with an empty index does not seed sample people again.
 */

export const SAMPLE_REMOVED_KEY = 'sample_profiles_removed';

export interface SampleRemoval {
  removed: number;
  companies: number;
}

export async function countSampleProfiles(ds: DataSource): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await ds.query(`SELECT count(*)::int AS n FROM profiles WHERE source = $1`, [SAMPLE_SOURCE]);
  return n;
}

/** True once the sample people were removed from this index. */
export async function sampleProfilesRemoved(ds: DataSource): Promise<boolean> {
  return (await new SettingsRepository(ds).value(SAMPLE_REMOVED_KEY)) !== undefined;
}

/**
 * Removes them in batches, each its own transaction (a million sample people never hold one lock for
 * minutes); run again after an interruption, it goes on where it stopped.
 */
export async function removeSampleProfiles(
  ds: DataSource,
  opts: { batchSize?: number; staffId?: string | null; onProgress?: (removed: number, total: number) => void } = {},
): Promise<SampleRemoval> {
  const total = await countSampleProfiles(ds);
  // First the mark: an index emptied by this is never seeded again at start, even if this stops half-way.
  await new SettingsRepository(ds).write(SAMPLE_REMOVED_KEY, { at: new Date().toISOString(), profiles: total }, opts.staffId ?? null);
  let removed = 0;
  for (;;) {
    const result: [unknown[], number] = await ds.query(
      `DELETE FROM profiles WHERE id IN (SELECT id FROM profiles WHERE source = $1 ORDER BY id LIMIT $2)`,
      [SAMPLE_SOURCE, opts.batchSize ?? 5000],
    );
    const count = result[1];
    if (!count) break;
    removed += count;
    await notifyIndexChanged(ds, 'sample-removal');
    opts.onProgress?.(removed, total);
  }
  // Sample companies are under .example (RFC 2606); one a real person works at stays.
  const companies: [unknown[], number] = await ds.query(
    `DELETE FROM companies c WHERE c.domain LIKE '%.example' AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.current_company_id = c.id)`,
  );
  await ds.query(`DELETE FROM job_titles jt WHERE NOT EXISTS (SELECT 1 FROM profile_search ps WHERE ps.title_key = jt.title_key)`);
  await notifyIndexChanged(ds, 'sample-removal');
  return { removed, companies: companies[1] };
}
