/**
 * npm run seed -- --profiles 1000000 [--seed 42] [--reset]
 *
 * Loads generated profiles into the people index with COPY (indexes built after the load), on the
 * database the server uses: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR.
 * Refuses (exit 1) when the index already holds profiles and --reset is not given.
 */
import 'reflect-metadata';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type OpenDatabase } from '../db/open';
import { createLogger } from '../common/logger';
import { destroyAndWait } from './close-database';
import { countProfiles, IndexNotEmptyError, loadProfiles, type LoadPhase } from '../seed/bulk-load';

interface Args {
  profiles: number;
  seed: number;
  reset: boolean;
}

const USAGE = 'usage: seed --profiles <count> [--seed <number>] [--reset]';

function parseArgs(argv: string[]): Args {
  const args: Args = { profiles: 20_000, seed: 42, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    switch (flag) {
      case '--profiles':
      case '-n': {
        const v = value().replace(/[_,]/g, '');
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0) throw new Error(`--profiles must be a whole number, got ${v}`);
        args.profiles = n;
        break;
      }
      case '--seed': {
        const n = Number(value());
        if (!Number.isInteger(n)) throw new Error('--seed must be a whole number');
        args.seed = n;
        break;
      }
      case '--reset':
        args.reset = true;
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
    }
  }
  return args;
}

let interrupted = false;

const PHASE_LABELS: Record<LoadPhase, string> = {
  companies: 'companies',
  copy: 'generate + COPY',
  search: 'search rows (tsvector)',
  indexes: 'indexes + constraints',
  analyze: 'analyze + vacuum',
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<number> {
  let args: Args;
  let config;
  try {
    args = parseArgs(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return err instanceof ConfigError ? 78 : 2;
  }
  // Logs go to stderr at warn and above; the progress bar and the timings to stdout.
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');

  let db: OpenDatabase | undefined;
  let bar: cliProgress.SingleBar | undefined;
  // First signal: stop the load cleanly (the index is left empty, its indexes rebuilt). Second: exit now.
  const abort = new AbortController();
  const onSignal = () => {
    bar?.stop();
    if (!abort.signal.aborted) {
      console.error('\ninterrupted: stopping the load (press Ctrl-C again to exit at once)');
      abort.abort(new Error('interrupted'));
      return;
    }
    if (interrupted) return;
    interrupted = true;
    (db?.close() ?? Promise.resolve())
      .catch(() => undefined) // exiting anyway
      .finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    db = await openDatabase(config, logger);
    const ds = db.ds;
    if (db.embedded) console.log(`embedded PostgreSQL started (${config.dataDir})`);

    const existing = await countProfiles(ds);
    if (existing > 0 && !args.reset) {
      console.error(`The people index already holds ${existing.toLocaleString('en-US')} profiles. Run with --reset to replace them.`);
      return 1;
    }

    console.log(`loading ${args.profiles.toLocaleString('en-US')} profiles (seed ${args.seed}${args.reset ? ', reset' : ''})`);
    const isTTY = Boolean(process.stdout.isTTY);
    bar = new cliProgress.SingleBar(
      {
        format: 'profiles {bar} {percentage}% | {value}/{total} | {rate} profiles/s | ETA {eta_formatted}',
        hideCursor: true,
        etaBuffer: 50,
        fps: 5,
        noTTYOutput: !isTTY,
        notTTYSchedule: 5000,
      },
      cliProgress.Presets.shades_classic,
    );
    const copyStarted = Date.now();
    let barDone = false;
    bar.start(args.profiles, 0, { rate: 0 });
    const result = await loadProfiles(ds, {
      count: args.profiles,
      seed: args.seed,
      reset: args.reset,
      signal: abort.signal,
      logger,
      onProgress: (done) => {
        const secs = (Date.now() - copyStarted) / 1000;
        bar?.update(done, { rate: secs > 0 ? Math.round(done / secs).toLocaleString('en-US') : 0 });
      },
      onPhase: (phase, ms) => {
        if (phase === 'copy' && !barDone) {
          barDone = true;
          bar?.stop();
        }
        console.log(`  ${PHASE_LABELS[phase].padEnd(24)} ${seconds(ms)}`);
        if (phase === 'copy') console.log('  building the search rows, indexes and statistics...');
      },
    });
    if (!barDone) bar.stop();
    console.log(
      `done: ${result.profiles.toLocaleString('en-US')} profiles, ${result.contacts.toLocaleString('en-US')} contacts, ` +
        `${result.companies.toLocaleString('en-US')} companies in ${seconds(result.timings.total)}`,
    );
    return 0;
  } catch (err) {
    bar?.stop();
    if (err instanceof IndexNotEmptyError) {
      console.error(`${err.message}`);
      return 1;
    }
    if (abort.signal.aborted) {
      console.error('load stopped: the people index is empty');
      return 130;
    }
    console.error('seed failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    return 1;
  } finally {
    if (!interrupted && db) {
      await destroyAndWait(db.ds);
      await db.close().catch(() => undefined);
    }
  }
}

main().then(
  (code) => {
    // After a signal, the signal handler stops the database and exits.
    if (!interrupted) process.exit(code);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
