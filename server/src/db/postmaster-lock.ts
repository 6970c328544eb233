import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../common/logger';

/**
 * `postmaster.pid` in a cluster folder: the lock a running PostgreSQL server holds on it. A server
 * whose parent (our app) was killed keeps running and keeps that lock; the next start finds it
 * here and stops it cleanly, or clears the lock when its process is gone.
 */
export interface PostmasterLock {
  pid: number;
  dataDir: string;
  port: number;
}

export async function readPostmasterLock(databaseDir: string): Promise<PostmasterLock | null> {
  let text: string;
  try {
    text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  // Line 1: the postmaster's pid; 2: its data folder; 4: its port (see PostgreSQL's pidfile.h).
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, dataDir: lines[1] ?? '', port: Number(lines[3]) } : { pid: 0, dataDir: '', port: 0 };
}

interface ProcessInfo {
  /** Exists and is not a zombie waiting to be reaped. */
  running: boolean;
  ppid?: number;
  argv: string[];
  cwd?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the OS says about a pid: /proc on Linux, `ps` elsewhere. */
export async function processInfo(pid: number): Promise<ProcessInfo> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return { running: false, argv: [] };
  }
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const argv = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    return { running: state !== 'Z' && state !== 'X', ppid: Number(ppid), argv, cwd };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    if (
      await fs.access('/proc/self').then(
        () => true,
        () => false,
      )
    )
      return { running: false, argv: [] };
  }
  // No /proc (macOS): ps.
  const out = await new Promise<string>((resolve) =>
    execFile('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], (err, stdout) => resolve(err ? '' : stdout.trim())),
  );
  const match = /^(\d+)\s+(\S+)\s+(.*)$/.exec(out);
  if (!match) return { running: false, argv: [] };
  return { running: !match[2].startsWith('Z'), ppid: Number(match[1]), argv: match[3].split(/\s+/) };
}

/** A postgres server of this data folder: the binary is postgres and it runs with `-D <databaseDir>` (or in it). */
function isPostgresOf(info: ProcessInfo, databaseDir: string): boolean {
  const program = path.basename(info.argv[0] ?? '');
  if (program !== 'postgres' && program !== 'postmaster') return false;
  const target = path.resolve(databaseDir);
  const d = info.argv.indexOf('-D');
  if (d >= 0 && info.argv[d + 1] && path.resolve(info.argv[d + 1]) === target) return true;
  return info.cwd !== undefined && path.resolve(info.cwd) === target;
}

/** Whether a live Node.js process (a server that started this postgres and still runs) is its parent. */
async function ownedByLiveServer(info: ProcessInfo): Promise<number | null> {
  if (!info.ppid || info.ppid <= 1 || info.ppid === process.pid) return null;
  const parent = await processInfo(info.ppid);
  return parent.running && /^node/.test(path.basename(parent.argv[0] ?? '')) ? info.ppid : null;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!(await processInfo(pid)).running) return true;
    await sleep(50);
  }
  return !(await processInfo(pid)).running;
}

export class DataDirInUseError extends Error {}

/**
 * Before a start: a server of this data folder still running with no live server of ours as its
 * parent is stopped (SIGINT: fast shutdown, the way `pg_ctl stop -m fast` does; SIGQUIT then
 * SIGKILL if it does not end); a lock whose process is gone, or is some other program now, is
 * removed. A server whose parent is a running Node.js process belongs to a server that is up:
 * that is an error, not something to stop.
 */
export async function clearLeftoverPostmaster(databaseDir: string, logger: Logger): Promise<void> {
  const lock = await readPostmasterLock(databaseDir);
  if (!lock) return;
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  const info = lock.pid > 0 ? await processInfo(lock.pid) : { running: false, argv: [] };
  if (!info.running || !isPostgresOf(info, databaseDir)) {
    await fs.rm(lockFile, { force: true });
    logger.info({ pid: lock.pid, databaseDir }, 'removed a stale postmaster.pid (its server is gone)');
    return;
  }
  const owner = await ownedByLiveServer(info);
  if (owner !== null) {
    throw new DataDirInUseError(
      `The embedded PostgreSQL in ${databaseDir} (pid ${lock.pid}) belongs to a server that is running (pid ${owner}). ` +
        'Stop that server first, or use another DATA_DIR.',
    );
  }
  logger.warn(
    { pid: lock.pid, port: lock.port, databaseDir },
    'an embedded PostgreSQL left running by a server that did not stop it is still up; stopping it',
  );
  const signals: Array<[NodeJS.Signals, number]> = [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 10_000],
  ];
  for (const [signal, wait] of signals) {
    try {
      process.kill(lock.pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') break;
      throw err;
    }
    if (await waitForExit(lock.pid, wait)) {
      logger.info({ pid: lock.pid, signal }, 'the leftover embedded PostgreSQL stopped');
      // After SIGINT it removed its own lock; after SIGQUIT or SIGKILL PostgreSQL itself sees the lock is stale.
      return;
    }
    logger.warn({ pid: lock.pid, signal }, 'the leftover embedded PostgreSQL did not stop in time');
  }
  if ((await processInfo(lock.pid)).running) throw new Error(`Could not stop the leftover PostgreSQL (pid ${lock.pid}) of ${databaseDir}.`);
}
