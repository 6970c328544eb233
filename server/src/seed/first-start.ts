import cliProgress from 'cli-progress';
import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import { sampleProfilesRemoved } from '../modules/profiles/sample-profiles.repository';
import { hasProfiles, IndexNotEmptyError, loadProfiles } from './bulk-load';

/**
 * The first start of a server (and of a test run): seeds `count` generated profiles when the
 * people index is empty, with a progress bar on a terminal
 * (and progress lines in the log otherwise). Returns how many profiles were loaded (0 if none).
 */
export async function seedIfEmpty(ds: DataSource, opts: { count?: number; seed?: number; logger: Logger }): Promise<number> {
  const count = opts.count ?? 20_000;
  const seed = opts.seed ?? 42;
  const { logger } = opts;
  if (await hasProfiles(ds)) return 0;
  if (await sampleProfilesRemoved(ds)) {
    logger.info('the people index is empty and its sample people were removed: not seeding them again');
    return 0;
  }
  logger.info({ count, seed }, 'the people index is empty: seeding it');
  const tty = Boolean(process.stderr.isTTY);
  const bar = tty
    ? new cliProgress.SingleBar(
        {
          format: 'Seeding profiles {bar} {percentage}% | {value}/{total} | ETA {eta_formatted}',
          stream: process.stderr,
          hideCursor: true,
          clearOnComplete: false,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(count, 0);
  let nextLog = 0.25;
  try {
    const result = await loadProfiles(ds, {
      count,
      seed,
      logger,
      onProgress: (done, total) => {
        bar?.update(done);
        if (!bar && done / total >= nextLog) {
          logger.info({ done, total }, 'seeding profiles');
          nextLog += 0.25;
        }
      },
    });
    bar?.stop();
    logger.info({ profiles: result.profiles, ms: Math.round(result.timings.total) }, 'people index seeded');
    return result.profiles;
  } catch (err) {
    bar?.stop();
    // Another process seeding at the same time, or it got there first: not an error for a first start.
    if (err instanceof IndexNotEmptyError) return 0;
    if (err instanceof Error && /Another load/.test(err.message)) {
      logger.warn('another process is seeding the people index');
      return 0;
    }
    throw err;
  }
}
