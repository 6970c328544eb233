import CircuitBreaker from 'opossum';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PostgresRateLimiter } from '../../common/rate-limiter';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { ProviderFailure } from './person-provider';
import { answerKey, ProviderCallsRepository, type CallOutcome } from './provider-calls.repository';

/** How provider calls are bounded (configuration: PROVIDER_* variables). */
export interface GuardLimits {
  /** The whole call, waits for the rate limit and retries after a 429 included. */
  timeoutMs: number;
  /** How long an answer (a match or a no-match) is reused instead of asking again. */
  cacheHours: number;
  /** Provider credits one user's calls may cost per UTC day (until staff set the budgets: Budgets). */
  userDailyBudget: number;
  /** Provider credits the whole service may spend per UTC month (likewise). */
  monthlyBudget: number;
  /**
   * A provider's circuit opens when at least half of its calls of the last 10 seconds failed (5xx,
   * network, time limit), once there were `minCalls` of them; it stays open `openMs`, then lets one call try.
   */
  circuit: { minCalls: number; openMs: number };
}

export const USER_BUDGET_SPENT = (n: number) =>
  `You have used today's look-ups outside the index (${n} a day). Searching and opening people in the index still work; try again tomorrow.`;
export const SERVICE_BUDGET_SPENT =
  "Look-ups outside the index are paused until next month: the service's budget for them is spent. Searching and opening people in the index still work.";
export const PROVIDER_UNAVAILABLE =
  'Our people-data provider is not answering right now, so we could not look outside the index. Searching and opening people in the index still work; please try again in a few minutes.';

/** The budgets in force, read at each call: as staff set them (the settings page), else as configured. */
export type Budgets = () => Promise<{ userDaily: number; monthly: number }>;

/** What identifies a call in the ledger and for its limits. */
interface CallName {
  provider: string;
  operation: string;
  /** The question's arguments, normalised: identical questions share one call and one cached answer. */
  args: unknown;
  /** Who asked (their daily budget), or null for work nobody asked for. */
  userId: string | null;
  requestsPerMinute: number;
  /** The most the call can cost in the provider's credits (1 unless said): the budgets must have room for it. */
  maxCost?: number;
}

export interface GuardedCall<T> extends CallName {
  run: (signal: AbortSignal) => Promise<T>;
  /** What the answer cost in the provider's credits, and whether it named a person. */
  cost: (answer: T) => number;
  outcome: (answer: T) => 'match' | 'no_match';
  /** Ask the provider even when an answer is kept (a refresh wants the person as they are now); the new answer is kept. */
  fresh?: boolean;
  /** Keep the answer for later calls (default); false for answers asked for on purpose each time (a list of opt-outs). */
  keep?: boolean;
}

/**
 * Every call to a live provider goes through here, so that none can cost the operator more than
 * configured or slow the product down: an answer kept for a while is reused; identical calls at once
 * are made once; a user's daily and the service's monthly budget are checked first; the provider's
 * rate limit is respected (waiting while the time limit allows); a 429 is retried after the wait the
 * provider asks for; every call has a time limit; a provider that keeps failing is not called for a
 * while (its circuit opens) and the product answers from the index with a notice. Every call is
 * recorded with its outcome and cost (provider_calls).
 */
export class ProviderGuard {
  private readonly calls: ProviderCallsRepository;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly breakers = new Map<string, CircuitBreaker<[() => Promise<unknown>], unknown>>();
  private readonly limiters = new Map<string, RateLimiterPostgres>();
  private lastSweep = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly limits: GuardLimits,
    private readonly logger: Logger,
    private readonly budgets: Budgets = async () => ({ userDaily: limits.userDailyBudget, monthly: limits.monthlyBudget }),
  ) {
    this.calls = new ProviderCallsRepository(ds);
  }

  /** Whether the provider's circuit is open (its calls refused without trying). */
  isOpen(provider: string): boolean {
    return this.breakers.get(provider)?.opened ?? false;
  }

  /** The answer kept for this question, if one is: nothing is asked or recorded. */
  async kept<T>(provider: string, operation: string, args: unknown): Promise<T | undefined> {
    return this.calls.cachedAnswer<T>(answerKey(provider, operation, args), this.clock.now());
  }

  async call<T>(req: GuardedCall<T>): Promise<T> {
    const key = answerKey(req.provider, req.operation, req.args);
    const now = this.clock.now();
    const cached = req.fresh ? undefined : await this.calls.cachedAnswer<T>(key, now);
    if (cached !== undefined) {
      await this.record(req, 'cached', 0, 0);
      return cached;
    }
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const call = this.callOnce(req, key).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }

  private async callOnce<T>(req: GuardedCall<T>, key: string): Promise<T> {
    await this.checkBudgets(req);
    const started = Date.now();
    const deadline = started + this.limits.timeoutMs;
    let answer: T;
    try {
      answer = (await this.breaker(req.provider).fire(() => this.attempt(req, deadline))) as T;
    } catch (err) {
      const outcome: CallOutcome =
        err instanceof ProviderFailure ? err.kind : (err as { code?: string }).code === 'EOPENBREAKER' ? 'circuit_open' : 'unavailable';
      await this.record(req, outcome, 0, Date.now() - started);
      if (outcome === 'refused' || outcome === 'unavailable')
        this.logger.warn({ provider: req.provider, operation: req.operation, err }, 'a people-data provider call failed');
      throw new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE);
    }
    const now = this.clock.now();
    await this.record(req, req.outcome(answer), req.cost(answer), Date.now() - started);
    if (req.keep === false) return answer;
    await this.calls.keepAnswer({
      key,
      provider: req.provider,
      operation: req.operation,
      answer,
      now,
      expiresAt: new Date(now.getTime() + this.limits.cacheHours * 3_600_000),
    });
    await this.sweep(now);
    return answer;
  }

  private async checkBudgets(req: CallName): Promise<void> {
    const now = this.clock.now();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const most = req.maxCost ?? 1;
    const budgets = await this.budgets();
    if ((await this.calls.spentByService(req.provider, month)) + most > budgets.monthly) {
      await this.record(req, 'over_budget', 0, 0);
      throw new AppError('SERVICE_UNAVAILABLE', SERVICE_BUDGET_SPENT);
    }
    if (req.userId && (await this.calls.spentByUser(req.provider, req.userId, day)) + most > budgets.userDaily) {
      await this.record(req, 'over_budget', 0, 0);
      throw new AppError('RATE_LIMITED', USER_BUDGET_SPENT(budgets.userDaily));
    }
  }

  /** One call within the deadline: a turn of the rate limit, then the provider, again after a 429. */
  private async attempt<T>(req: GuardedCall<T>, deadline: number): Promise<T> {
    for (let tries = 0; ; tries++) {
      await this.turn(req, deadline);
      try {
        const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
        // The deadline holds even if an adapter's promise ignores the signal.
        return await Promise.race([req.run(signal), whenAborted(signal)]);
      } catch (err) {
        const failure = asFailure(err);
        if (failure.kind !== 'rate_limited' || tries >= 2) throw failure;
        const wait = failure.retryAfterMs ?? 500 * 2 ** tries;
        if (Date.now() + wait >= deadline) throw failure;
        await sleep(wait);
      }
    }
  }

  /**
   * Waits for the provider's rate limit (requests a minute, counted in PostgreSQL: every server
   * process on the database shares it) while the deadline allows.
   */
  private async turn(req: CallName, deadline: number): Promise<void> {
    let limiter = this.limiters.get(req.provider);
    if (!limiter) {
      limiter = new PostgresRateLimiter({
        storeClient: this.ds,
        storeType: 'typeorm',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: 'provider_calls',
        points: req.requestsPerMinute,
        duration: 60,
      });
      this.limiters.set(req.provider, limiter);
    }
    for (;;) {
      try {
        await limiter.consume(req.provider);
        return;
      } catch (res) {
        const wait = res instanceof RateLimiterRes ? res.msBeforeNext : 1000;
        if (Date.now() + wait >= deadline) throw new ProviderFailure('rate_limited', `${req.provider}: our own rate limit is reached`);
        await sleep(wait);
      }
    }
  }

  private breaker(provider: string): CircuitBreaker<[() => Promise<unknown>], unknown> {
    let breaker = this.breakers.get(provider);
    if (!breaker) {
      breaker = new CircuitBreaker((task: () => Promise<unknown>) => task(), {
        timeout: false, // the call's own deadline applies (AbortSignal)
        resetTimeout: this.limits.circuit.openMs,
        rollingCountTimeout: 10_000,
        volumeThreshold: this.limits.circuit.minCalls,
        errorThresholdPercentage: 50,
        // Only an outage counts: a 429 or a refused key is not the provider being down.
        errorFilter: (err: unknown) => !(err instanceof ProviderFailure && (err.kind === 'unavailable' || err.kind === 'timeout')),
      });
      breaker.on('open', () => this.logger.warn({ provider }, 'provider circuit open: answering from the index'));
      breaker.on('close', () => this.logger.info({ provider }, 'provider circuit closed'));
      this.breakers.set(provider, breaker);
    }
    return breaker;
  }

  private async record(req: CallName, outcome: CallOutcome, cost: number, ms: number): Promise<void> {
    await this.calls.record({ provider: req.provider, operation: req.operation, userId: req.userId, outcome, cost, ms }, this.clock.now());
  }

  /** Drops expired answers at most once an hour. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < 3_600_000) return;
    this.lastSweep = now.getTime();
    await this.calls.forgetExpired(now);
  }
}

function asFailure(err: unknown): ProviderFailure {
  if (err instanceof ProviderFailure) return err;
  const name = (err as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new ProviderFailure('timeout', 'no answer within the time limit');
  return new ProviderFailure('unavailable', (err as Error)?.message ?? String(err));
}

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
