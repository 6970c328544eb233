import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PostgresRateLimiter } from '../../common/rate-limiter';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { Logger } from '../../common/logger';
import type { AuthenticatedSession } from '../../common/session';
import { consumeRateLimit, rateLimitKey } from '../auth/auth.service';
import { hasApiKeyShape, hashApiKey, newApiKey } from './api-key-secret';
import { ApiKeysRepository, type ApiKeyRow, type ApiKeyState } from './api-keys.repository';
import type { ApiKeyView, CreateApiKeyInput, CreatedApiKey } from './api-keys.types';

/** The window of the failed-key limit per client. */
export const API_KEY_FAILURE_WINDOW_MINUTES = 15;
/** Keys proven to work that each process remembers (by hash), so their requests skip the failed-key count. */
const PROVEN_KEYS_REMEMBERED = 10_000;
/** last_used_at is written at most this often per key, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid. Check that you sent the whole key, or create a new one on the account page.',
  revoked: 'This API key has been revoked. Create a new one on the account page.',
  notFound: 'API key not found',
  needsSignIn: 'API keys cannot create, list or revoke API keys. Sign in to TalentLens and manage your keys on the account page.',
  tooMany: (max: number) =>
    `You already have ${max} active API key${max === 1 ? '' : 's'}. Revoke one you no longer use before creating another.`,
  tooManyFailures: (wait: string) =>
    `Too many requests with API keys that are not valid came from your network. Please wait ${wait}, then try again with a working key from the account page.`,
} as const;

function toView(row: ApiKeyRow): ApiKeyView {
  return { ...row, active: row.revokedAt === null };
}

/** What the key rules need from the configuration (handed in by services.ts). */
export interface ApiKeySettings {
  /** Requests one key may make per minute, in each server process. */
  rateLimitPerMinute: number;
  /** Working keys one user may hold at once. */
  keysPerUser: number;
  /** Requests with a key that is unknown or revoked allowed per client in API_KEY_FAILURE_WINDOW_MINUTES. */
  failuresPerClient: number;
}

/**
 * Personal API keys (docs/decisions.md, "Integrators"): a signed-in user creates, lists and
 * revokes them; a key sent as `Authorization: Bearer tlk_...` acts as its owner on both transports
 * until it is revoked, within its own rate limit. Guessing is limited per client in the database:
 * a key this process has not yet seen work is counted as a failed attempt (one atomic upsert) before
 * it is looked up, and given back when it turns out to work; so N wrong keys at once are N failures,
 * none looked up past the limit, while working keys never count and are never refused for others' failures.
 */
export class ApiKeysService {
  private readonly repo: ApiKeysRepository;
  /**
   * Counted in PostgreSQL (one upsert a request), so that the limit holds across every server
   * process on the database: N processes allow the limit, not N times it.
   */
  private readonly limiter: RateLimiterPostgres;
  /** Failed key attempts per client, in PostgreSQL (shared by every process; counted before the lookup). */
  private readonly failures: RateLimiterPostgres;
  /** Hashes of keys that worked in this process, oldest first (a Map keeps insertion order). */
  private readonly proven = new Map<string, true>();
  /** First checks under way, by key hash and client: the same key sent many times at once is counted and looked up once. */
  private readonly firstChecks = new Map<string, Promise<ApiKeyState | null>>();

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly settings: ApiKeySettings,
    private readonly logger?: Logger,
  ) {
    this.repo = new ApiKeysRepository(ds);
    this.limiter = new PostgresRateLimiter({
      storeClient: ds,
      storeType: 'typeorm',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'api_key',
      points: settings.rateLimitPerMinute,
      duration: 60,
    });
    this.failures = new PostgresRateLimiter({
      storeClient: ds,
      storeType: 'typeorm',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'api_key_failures',
      points: settings.failuresPerClient,
      duration: API_KEY_FAILURE_WINDOW_MINUTES * 60,
    });
  }

  /**
   * The key's owner, for the session check of a request that sent a key (modules/api-keys/session-or-api-key.ts).
   * UNAUTHENTICATED for a key that is malformed, unknown or revoked (read on every request, so a
   * revocation counts at once); RATE_LIMITED past its limit, or when `clientKey` (the caller's
   * address) sent too many keys that did not work.
   */
  async authenticate(key: string, clientKey = 'unknown'): Promise<AuthenticatedSession> {
    // A malformed key is refused without any lookup: nothing to count, nothing it could match.
    if (!hasApiKeyShape(key)) throw AppError.unauthenticated(API_KEY_MESSAGES.invalid);
    const hash = hashApiKey(key);
    const wasProven = this.proven.has(hash);
    const found = wasProven ? await this.repo.findForCheck(hash) : await this.firstCheck(hash, clientKey);
    if (!found || found.revokedAt) {
      // A key that worked here before and no longer does (revoked since) counts as a failure too.
      if (wasProven) {
        this.proven.delete(hash);
        await this.failures.penalty(rateLimitKey(clientKey), 1);
      }
      throw AppError.unauthenticated(found ? API_KEY_MESSAGES.revoked : API_KEY_MESSAGES.invalid);
    }
    this.remember(hash);
    await this.limit(found.id);
    const now = this.clock.now();
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      // Bookkeeping, not the request's work: a database that cannot store it (a full disk) does not refuse the key.
      await this.repo
        .touch(found.id, now)
        .catch((err: unknown) => this.logger?.warn({ err }, 'could not note when an API key was last used'));
    }
    return { via: 'apiKey', userId: found.userId, apiKeyId: found.id };
  }

  /** The user's keys, the working ones first, newest first; never the keys themselves. */
  async list(session: AuthenticatedSession): Promise<ApiKeyView[]> {
    const userId = this.signedIn(session);
    return (await this.repo.keysOf(userId)).map(toView);
  }

  /** A new key: the key itself is in this answer only; what is kept is its hash and prefix. */
  async create(session: AuthenticatedSession, input: CreateApiKeyInput): Promise<CreatedApiKey> {
    const userId = this.signedIn(session);
    const name = input.name.trim();
    const { key, prefix, keyHash } = newApiKey();
    const row = await this.ds.transaction(async (manager) => {
      const repo = new ApiKeysRepository(manager);
      await repo.lockOwner(userId);
      if ((await repo.countActive(userId)) >= this.settings.keysPerUser) {
        throw new AppError('CONFLICT', API_KEY_MESSAGES.tooMany(this.settings.keysPerUser));
      }
      return repo.insert({ userId, name, prefix, keyHash });
    });
    return { key, apiKey: toView(row) };
  }

  /** Revokes one of the user's keys at once (again: no change); any other id answers NOT_FOUND. */
  async revoke(session: AuthenticatedSession, id: string): Promise<ApiKeyView> {
    const userId = this.signedIn(session);
    if (!isUuid(id)) throw AppError.notFound(API_KEY_MESSAGES.notFound);
    const row = await this.repo.revokeOwn(userId, id, this.clock.now());
    if (!row) throw AppError.notFound(API_KEY_MESSAGES.notFound);
    return toView(row);
  }

  /** Managing keys takes a real sign-in: a key never makes, lists or ends keys. */
  private signedIn(session: AuthenticatedSession): string {
    if (session.via !== 'session') throw new AppError('FORBIDDEN', API_KEY_MESSAGES.needsSignIn);
    return session.userId;
  }

  /**
   * A key this process has not seen work: one failed attempt is counted for the client before the
   * lookup (refused past the limit), and given back when the key works.
   */
  private firstCheck(hash: string, clientKey: string): Promise<ApiKeyState | null> {
    const id = `${hash} ${clientKey}`;
    const pending = this.firstChecks.get(id);
    if (pending) return pending;
    const check = (async () => {
      await consumeRateLimit(this.failures, clientKey, 'API key failures', API_KEY_MESSAGES.tooManyFailures);
      const found = await this.repo.findForCheck(hash);
      if (found && !found.revokedAt) await this.failures.reward(rateLimitKey(clientKey), 1);
      return found;
    })();
    this.firstChecks.set(id, check);
    void check.then(
      () => this.firstChecks.delete(id),
      () => this.firstChecks.delete(id),
    );
    return check;
  }

  private remember(hash: string): void {
    this.proven.delete(hash);
    this.proven.set(hash, true);
    if (this.proven.size > PROVEN_KEYS_REMEMBERED) this.proven.delete(this.proven.keys().next().value as string);
  }

  private async limit(keyId: string): Promise<void> {
    try {
      await this.limiter.consume(keyId);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests with this API key (at most ${this.settings.rateLimitPerMinute} a minute). Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
        { retryAfterSeconds: seconds },
      );
    }
  }
}
