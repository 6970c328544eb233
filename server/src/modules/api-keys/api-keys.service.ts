import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { AuthenticatedSession } from '../../common/session';
import { hasApiKeyShape, hashApiKey, newApiKey } from './api-key-secret';
import { ApiKeysRepository, type ApiKeyRow } from './api-keys.repository';
import type { ApiKeyView, CreateApiKeyInput, CreatedApiKey } from './api-keys.types';

/** Working keys one user may hold at once. */
export const MAX_ACTIVE_API_KEYS = 10;
/** last_used_at is written at most this often per key, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid. Check that you sent the whole key, or create a new one on the account page.',
  revoked: 'This API key has been revoked. Create a new one on the account page.',
  notFound: 'API key not found',
  needsSignIn: 'API keys cannot create, list or revoke API keys. Sign in to TalentLens and manage your keys on the account page.',
  tooMany: `You already have ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one you no longer use before creating another.`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toView(row: ApiKeyRow): ApiKeyView {
  return { ...row, active: row.revokedAt === null };
}

/** What the key rules need from the configuration (handed in by services.ts). */
export interface ApiKeySettings {
  /** Requests one key may make per minute, in each server process. */
  rateLimitPerMinute: number;
}

/**
 * Personal API keys (docs/decisions.md, "Integrators"): a signed-in user creates, lists and
 * revokes them; a key sent as `Authorization: Bearer tlk_...` acts as its owner on both transports
 * until it is revoked, within its own rate limit.
 */
export class ApiKeysService {
  private readonly repo: ApiKeysRepository;
  /**
   * Counted in this process's memory, not in PostgreSQL: a limit checked on every request must not
   * write the database on every request. With several server processes each allows the limit.
   */
  private readonly limiter: RateLimiterMemory;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly settings: ApiKeySettings,
  ) {
    this.repo = new ApiKeysRepository(ds);
    this.limiter = new RateLimiterMemory({ keyPrefix: 'api_key', points: settings.rateLimitPerMinute, duration: 60 });
  }

  /**
   * The key's owner, for the session check of a request that sent a key (modules/api-keys/session-or-api-key.ts).
   * UNAUTHENTICATED for a key that is malformed, unknown or revoked (read on every request, so a
   * revocation counts at once); RATE_LIMITED past its limit.
   */
  async authenticate(key: string): Promise<AuthenticatedSession> {
    if (!hasApiKeyShape(key)) throw AppError.unauthenticated(API_KEY_MESSAGES.invalid);
    const found = await this.repo.findForCheck(hashApiKey(key));
    if (!found) throw AppError.unauthenticated(API_KEY_MESSAGES.invalid);
    if (found.revokedAt) throw AppError.unauthenticated(API_KEY_MESSAGES.revoked);
    await this.limit(found.id);
    const now = this.clock.now();
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) await this.repo.touch(found.id, now);
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
      if ((await repo.countActive(userId)) >= MAX_ACTIVE_API_KEYS) throw new AppError('CONFLICT', API_KEY_MESSAGES.tooMany);
      return repo.insert({ userId, name, prefix, keyHash });
    });
    return { key, apiKey: toView(row) };
  }

  /** Revokes one of the user's keys at once (again: no change); any other id answers NOT_FOUND. */
  async revoke(session: AuthenticatedSession, id: string): Promise<ApiKeyView> {
    const userId = this.signedIn(session);
    if (!UUID.test(id)) throw AppError.notFound(API_KEY_MESSAGES.notFound);
    const row = await this.repo.revokeOwn(userId, id, this.clock.now());
    if (!row) throw AppError.notFound(API_KEY_MESSAGES.notFound);
    return toView(row);
  }

  /** Managing keys takes a real sign-in: a key never makes, lists or ends keys. */
  private signedIn(session: AuthenticatedSession): string {
    if (session.via !== 'session') throw new AppError('FORBIDDEN', API_KEY_MESSAGES.needsSignIn);
    return session.userId;
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
