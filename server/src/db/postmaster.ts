import { ChildProcess, spawn } from 'node:child_process';
import type { Logger } from '../common/logger';

const READY = 'database system is ready to accept connections';

/** Start attempts at boot: a server killed a moment ago may leave backends holding its shared memory for a little while. */
const START_ATTEMPTS = 8;
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 2000;
/** Restarts while the app runs go on until one works, at most 5 s apart. */
const RESTART_FIRST_DELAY_MS = 100;
const RESTART_MAX_DELAY_MS = 5000;
/** Fast shutdown, then immediate shutdown (crash recovery at the next start), then SIGKILL. */
const STOP_STEPS: Array<[NodeJS.Signals, number]> = [
  ['SIGINT', 30_000],
  ['SIGQUIT', 10_000],
  ['SIGKILL', 10_000],
];

export interface PostmasterOptions {
  postgresBin: string;
  databaseDir: string;
  port: number;
  /** `-c name=value` settings. */
  settings: string[];
  /** As root, PostgreSQL runs as the `postgres` system user. */
  ids?: { uid: number; gid: number };
  logger: Logger;
  /** The server exited while nobody asked it to (any signal, including SIGKILL). */
  onExit?: (exit: { code: number | null; signal: NodeJS.Signals | null }) => void;
  /** It answers again after such an exit. */
  onRestart?: () => void;
}

class StartError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded PostgreSQL server as a child process of the app, supervised: when it exits while
 * the app runs (a crash, an OOM kill, `kill -9`), it is started again on the same port, so the
 * pool's URL stays valid, retrying with backoff until it answers. PostgreSQL's crash recovery
 * replays its write-ahead log, so every committed transaction is kept.
 */
export class SupervisedPostmaster {
  private child: ChildProcess | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private readonly recent: string[] = [];
  private readonly killOnExit = () => this.child?.kill('SIGINT');

  constructor(private readonly opts: PostmasterOptions) {}

  /** The running server's pid (a new one after each restart). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server, retrying a few times (a previous server's backends may still be ending). */
  async start(): Promise<void> {
    process.on('exit', this.killOnExit);
    let delay = FIRST_RETRY_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.spawnOnce();
        return;
      } catch (err) {
        if (!(err instanceof StartError) || attempt >= START_ATTEMPTS || this.stopping) {
          process.removeListener('exit', this.killOnExit);
          throw new Error(`The embedded PostgreSQL did not start on port ${this.opts.port}:\n${this.tail()}`, { cause: err });
        }
        this.opts.logger.warn(
          { attempt, retryInMs: delay, postgres: this.lastLine() },
          'the embedded PostgreSQL did not start; trying again',
        );
        await sleep(delay);
        delay = Math.min(MAX_RETRY_MS, delay * 2);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    process.removeListener('exit', this.killOnExit);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    for (const [signal, wait] of STOP_STEPS) {
      child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const done = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), wait))),
      ]);
      clearTimeout(timer);
      if (done) return;
      this.opts.logger.warn({ signal, pid: child.pid }, 'the embedded PostgreSQL did not stop in time');
    }
  }

  /** One server process, resolved once it accepts connections; rejected if it exits before. */
  private spawnOnce(): Promise<void> {
    const { postgresBin, databaseDir, port, settings, ids, logger } = this.opts;
    return new Promise((resolve, reject) => {
      const child = spawn(postgresBin, ['-D', databaseDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
        ...ids,
        env: { ...process.env, LC_MESSAGES: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: Ctrl-C in a terminal reaches the app, which stops the database
        // last, after the requests in flight, instead of both at once.
        detached: true,
      });
      this.child = child;
      let ready = false;
      let pending = '';
      const onOutput = (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.trim()) continue;
          this.remember(line);
          logger.debug({ postgres: line.trim() }, 'embedded postgres');
          if (!ready && line.includes(READY)) {
            ready = true;
            resolve();
          }
        }
      };
      child.stdout!.on('data', onOutput);
      child.stderr!.on('data', onOutput);
      child.once('error', (err) => {
        if (!ready) reject(err);
      });
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        if (!ready) return reject(new StartError(`exited (code ${code}, signal ${signal})`));
        if (!this.stopping) this.exitedUnexpectedly(code, signal);
      });
    });
  }

  private exitedUnexpectedly(code: number | null, signal: NodeJS.Signals | null): void {
    this.opts.logger.warn({ code, signal, postgres: this.lastLine() }, 'the embedded PostgreSQL exited unexpectedly; restarting it');
    this.opts.onExit?.({ code, signal });
    this.restart().catch((err: unknown) => this.opts.logger.error({ err }, 'restarting the embedded PostgreSQL failed'));
  }

  private async restart(): Promise<void> {
    const since = Date.now();
    let delay = RESTART_FIRST_DELAY_MS;
    for (let attempt = 1; !this.stopping; attempt++) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
      if (this.stopping) return;
      try {
        await this.spawnOnce();
        this.opts.logger.info(
          { attempts: attempt, restartMs: Date.now() - since, pid: this.child?.pid },
          'the embedded PostgreSQL is running again',
        );
        this.opts.onRestart?.();
        return;
      } catch (err) {
        if (this.stopping) return;
        this.opts.logger.warn(
          { attempt, retryInMs: delay, postgres: this.lastLine(), err: err instanceof StartError ? undefined : err },
          'the embedded PostgreSQL did not start again yet',
        );
        delay = Math.min(RESTART_MAX_DELAY_MS, delay * 2);
      }
    }
  }

  private remember(line: string): void {
    this.recent.push(line);
    if (this.recent.length > 30) this.recent.shift();
  }

  private lastLine(): string | undefined {
    return this.recent[this.recent.length - 1]?.trim();
  }

  private tail(): string {
    return this.recent.join('\n').trim();
  }
}
