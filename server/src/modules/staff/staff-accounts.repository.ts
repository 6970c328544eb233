import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { StaffRole } from '../../common/session';
import { StaffAccount } from './staff-account.entity';
import { StaffSessionRecord } from './staff-session.entity';

/** What the staff session check reads: the session and its account, one statement a request. */
const STAFF_SESSION_CHECK_SQL = `SELECT s.staff_id AS "staffId", s.revoked_at AS "revokedAt", s.expires_at AS "expiresAt",
  a.role AS "role", a.is_active AS "isActive"
  FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE s.id = $1`;

/** Locks every active superadmin row, so two staff members cannot each deactivate or demote "another" last one at once. */
const LOCK_ACTIVE_SUPERADMINS_SQL = `SELECT id FROM staff_accounts WHERE role = 'superadmin' AND is_active ORDER BY id FOR UPDATE`;

export interface StaffSessionState {
  staffId: string;
  revokedAt: Date | null;
  expiresAt: Date;
  role: StaffRole;
  isActive: boolean;
}

export type NewStaffAccount = Pick<StaffAccount, 'username' | 'email' | 'passwordHash' | 'role'>;

/** The statements of staff_accounts and staff_sessions. Runs on a DataSource or inside a caller's transaction. */
export class StaffAccountsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The account whose e-mail or username is `identifier` (both stored lower-cased). */
  async findByLogin(identifier: string): Promise<StaffAccount | null> {
    return this.db.getRepository(StaffAccount).findOne({ where: [{ email: identifier }, { username: identifier }] });
  }

  async findById(id: string, opts: { forUpdate?: boolean } = {}): Promise<StaffAccount | null> {
    return this.db
      .getRepository(StaffAccount)
      .findOne({ where: { id }, ...(opts.forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** Whether an account has this username or e-mail already. */
  async taken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
    const rows = await this.db
      .getRepository(StaffAccount)
      .find({ where: [{ username }, { email }], select: { username: true, email: true } });
    return { username: rows.some((r) => r.username === username), email: rows.some((r) => r.email === email) };
  }

  async count(): Promise<number> {
    return this.db.getRepository(StaffAccount).count();
  }

  async list(): Promise<StaffAccount[]> {
    return this.db.getRepository(StaffAccount).find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async insert(fields: NewStaffAccount): Promise<StaffAccount> {
    const accounts = this.db.getRepository(StaffAccount);
    return accounts.save(accounts.create({ ...fields, isActive: true }));
  }

  async setActive(id: string, isActive: boolean): Promise<void> {
    await this.db.getRepository(StaffAccount).update({ id }, { isActive });
  }

  async markSignedIn(id: string, at: Date): Promise<void> {
    await this.db.getRepository(StaffAccount).update({ id }, { lastSignInAt: at });
  }

  /** The ids of the active superadmins, locked until the transaction ends. */
  async lockActiveSuperadmins(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(LOCK_ACTIVE_SUPERADMINS_SQL);
    return rows.map((r) => r.id);
  }

  async findSessionForCheck(sessionId: string): Promise<StaffSessionState | null> {
    const rows: StaffSessionState[] = await this.db.query(STAFF_SESSION_CHECK_SQL, [sessionId]);
    return rows[0] ?? null;
  }

  async insertSession(fields: Pick<StaffSessionRecord, 'staffId' | 'expiresAt'>): Promise<StaffSessionRecord> {
    const sessions = this.db.getRepository(StaffSessionRecord);
    return sessions.save(sessions.create(fields));
  }

  async revokeSession(sessionId: string, at: Date): Promise<void> {
    await this.db.getRepository(StaffSessionRecord).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: at });
  }

  /** Ends every open session of an account (it was deactivated). */
  async revokeSessionsOf(staffId: string, at: Date): Promise<void> {
    await this.db.getRepository(StaffSessionRecord).update({ staffId, revokedAt: IsNull() }, { revokedAt: at });
  }
}
