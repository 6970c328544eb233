import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { SocialSignInAttempt } from './social-sign-in-attempt.entity';
import { UserIdentity } from './user-identity.entity';

/** What a callback needs of its attempt. */
export type ConsumedAttempt = Pick<SocialSignInAttempt, 'intent' | 'nonce' | 'codeVerifier' | 'newsUpdates'>;

/**
 * The statements of social sign-in: the attempts sent to providers (social_sign_in_attempts) and
 * the provider identities linked to users (user_identities). Runs on a DataSource or inside a
 * caller's transaction.
 */
export class SocialSignInRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async insertAttempt(
    fields: Pick<SocialSignInAttempt, 'stateHash' | 'provider' | 'intent' | 'nonce' | 'codeVerifier' | 'newsUpdates' | 'expiresAt'>,
  ): Promise<void> {
    await this.db.getRepository(SocialSignInAttempt).insert(fields);
  }

  /** Deletes the attempts that expired before `before` (used or not). */
  async deleteAttemptsExpiredBefore(before: Date): Promise<void> {
    await this.db.getRepository(SocialSignInAttempt).delete({ expiresAt: LessThan(before) });
  }

  /** Uses the attempt once: a second call with the same state, or one after it expired, finds nothing. */
  async consumeAttempt(stateHash: string, provider: string, now: Date): Promise<ConsumedAttempt | null> {
    // An UPDATE ... RETURNING: the row comes back only when this call marked it used.
    const result = await this.db
      .createQueryBuilder()
      .update(SocialSignInAttempt)
      .set({ consumedAt: now })
      .where('state_hash = :stateHash AND provider = :provider AND consumed_at IS NULL AND expires_at > :now', { stateHash, provider, now })
      .returning('*')
      .execute();
    const row = (result.raw as Array<{ intent: string; nonce: string; code_verifier: string; news_updates: boolean }>)[0];
    return row ? { intent: row.intent, nonce: row.nonce, codeVerifier: row.code_verifier, newsUpdates: row.news_updates } : null;
  }

  async findIdentity(provider: string, subject: string): Promise<UserIdentity | null> {
    return this.db.getRepository(UserIdentity).findOne({ where: { provider, subject } });
  }

  async hasIdentity(userId: string, provider: string): Promise<boolean> {
    return this.db.getRepository(UserIdentity).exists({ where: { userId, provider } });
  }

  /** A sign-in with a linked identity: when, and the address the provider vouches for now (if it did). */
  async touchIdentity(id: string, at: Date, verifiedEmail: string | null): Promise<void> {
    await this.db.getRepository(UserIdentity).update(id, { lastUsedAt: at, ...(verifiedEmail ? { email: verifiedEmail } : {}) });
  }

  async insertIdentity(fields: Pick<UserIdentity, 'userId' | 'provider' | 'subject' | 'email' | 'lastUsedAt'>): Promise<void> {
    await this.db.getRepository(UserIdentity).insert(fields);
  }

  /** The user's linked identities, oldest first. */
  async identitiesOf(userId: string): Promise<UserIdentity[]> {
    return this.db.getRepository(UserIdentity).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }
}
