import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { Session } from './session.entity';

/** What the session check reads of session $1. Every authenticated request runs this: one plain statement, no query building. */
const SESSION_CHECK_SQL = 'SELECT user_id AS "userId", revoked_at AS "revokedAt", expires_at AS "expiresAt" FROM sessions WHERE id = $1';

/** What the session check needs to know of a session. */
export interface SessionState {
  userId: string;
  revokedAt: Date | null;
  expiresAt: Date;
}

/** The statements of sessions. Runs on a DataSource or inside a caller's transaction. */
export class SessionsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The session's owner, end and revocation, or null when there is no such session. */
  async findForCheck(sessionId: string): Promise<SessionState | null> {
    const rows: SessionState[] = await this.db.query(SESSION_CHECK_SQL, [sessionId]);
    return rows[0] ?? null;
  }

  /** Opens a session (its id filled in). */
  async insert(fields: Pick<Session, 'userId' | 'expiresAt' | 'userAgent' | 'method'>): Promise<Session> {
    const sessions = this.db.getRepository(Session);
    return sessions.save(sessions.create(fields));
  }

  /** Ends an open session; one already ended keeps its time. */
  async revoke(sessionId: string, at: Date): Promise<void> {
    await this.db.getRepository(Session).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: at });
  }
}
