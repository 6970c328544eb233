import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { StaffRole, StaffSession } from '../../common/session';
import { rateLimitKey } from '../auth/auth.service';
import type { TokenService } from '../auth/tokens';
import { AdminsRepository } from './admins.repository';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';
import { dummyHash, hashPassword, verifyPassword } from './password';
import type { StaffAccount } from './staff-account.entity';
import type { StaffView } from './admins.types';

export const LOGIN_FAILED_MESSAGE = 'The e-mail or username and password do not match an active staff account.';
export const STAFF_SESSION_ENDED_MESSAGE = 'Your staff session has ended. Please sign in again.';
export const STAFF_NOT_FOUND_MESSAGE = 'Admin user not found';
export const LAST_SUPERADMIN_MESSAGE = 'The last active superadmin cannot be deactivated.';
export const NOT_YOURSELF_MESSAGE = 'You cannot deactivate your own account.';
export const ROLE_ABOVE_OWN_MESSAGE = 'You cannot grant a role above your own.';

const ROLE_RANK: Record<StaffRole, number> = { admin: 1, superadmin: 2 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewStaffInput {
  username: string;
  email: string;
  password: string;
  role: StaffRole;
}

export interface StaffSignIn {
  token: string;
  expiresAt: Date;
  staff: StaffView;
}

export interface AdminsSettings {
  sessionTtlHours: number;
  /** Failed sign-ins allowed per account and per client in each window. */
  loginLimits: { perAccount: number; perClient: number; windowMinutes: number };
}

export function toStaffView(account: StaffAccount): StaffView {
  const { id, username, email, role, isActive, lastSignInAt, createdAt } = account;
  return { id, username, email, role, isActive, lastSignInAt, createdAt };
}

/**
 * Staff accounts and their sessions (docs/decisions.md, "Staff"): apart from users, with their own
 * tokens (another audience and key), shorter sessions, a role checked on every request, failed
 * sign-ins rate-limited per account and per client, and every change audited.
 */
export class AdminsService {
  private readonly failedPerAccount: RateLimiterPostgres;
  private readonly failedPerClient: RateLimiterPostgres;

  constructor(
    private readonly ds: DataSource,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly settings: AdminsSettings,
  ) {
    const { perAccount, perClient, windowMinutes } = settings.loginLimits;
    const common = { storeClient: ds, storeType: 'typeorm', tableName: 'rate_limits', tableCreated: true, duration: windowMinutes * 60 };
    this.failedPerAccount = new RateLimiterPostgres({ ...common, keyPrefix: 'staff_login_account', points: perAccount });
    this.failedPerClient = new RateLimiterPostgres({ ...common, keyPrefix: 'staff_login_client', points: perClient });
  }

  /**
   * Signs a staff member in by e-mail or username. Every refusal reads the same (unknown account,
   * wrong password, deactivated account) and takes as long; failures count against the account and
   * the client, and past their limit sign-in answers RATE_LIMITED before any password is checked.
   */
  async login(identifier: string, password: string, clientKey: string): Promise<StaffSignIn> {
    const login = identifier.trim().toLowerCase();
    const keys = { account: rateLimitKey(login), client: rateLimitKey(clientKey) };
    await this.refuseWhileLimited(keys);
    const repo = new AdminsRepository(this.ds);
    const account = await repo.findByLogin(login);
    const matches = await verifyPassword(password, account?.passwordHash ?? (await dummyHash()));
    if (!account || !matches || !account.isActive) {
      await Promise.all([this.countFailure(this.failedPerAccount, keys.account), this.countFailure(this.failedPerClient, keys.client)]);
      throw AppError.unauthenticated(LOGIN_FAILED_MESSAGE);
    }
    await this.failedPerAccount.delete(keys.account);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.settings.sessionTtlHours * 3_600_000);
    const session = await repo.insertSession({ staffId: account.id, expiresAt });
    await repo.markSignedIn(account.id, now);
    const token = this.tokens.sign({ userId: account.id, sessionId: session.id }, now, expiresAt);
    return { token, expiresAt, staff: toStaffView({ ...account, lastSignInAt: now }) };
  }

  /** A staff token and its open session, with the account's role as it is now; UNAUTHENTICATED otherwise. */
  async authenticate(token: string): Promise<StaffSession> {
    const now = this.clock.now();
    const claims = this.tokens.verify(token, now);
    const session = await new AdminsRepository(this.ds).findSessionForCheck(claims.sessionId);
    if (
      !session ||
      session.staffId !== claims.userId ||
      session.revokedAt ||
      !session.isActive ||
      session.expiresAt.getTime() <= now.getTime()
    ) {
      throw AppError.unauthenticated(STAFF_SESSION_ENDED_MESSAGE);
    }
    return { staffId: session.staffId, sessionId: claims.sessionId, role: session.role };
  }

  async logout(sessionId: string): Promise<void> {
    await new AdminsRepository(this.ds).revokeSession(sessionId, this.clock.now());
  }

  async me(staffId: string): Promise<StaffView> {
    const account = await new AdminsRepository(this.ds).findById(staffId);
    if (!account) throw AppError.notFound(STAFF_NOT_FOUND_MESSAGE);
    return toStaffView(account);
  }

  async list(): Promise<StaffView[]> {
    return (await new AdminsRepository(this.ds).list()).map(toStaffView);
  }

  /** A new staff account, added by a superadmin (never with a role above the adder's own); audited. */
  async create(actor: StaffSession, input: NewStaffInput): Promise<StaffView> {
    if (actor.role !== 'superadmin') throw new AppError('FORBIDDEN', 'Only a superadmin can add admin users.');
    if (ROLE_RANK[input.role] > ROLE_RANK[actor.role]) throw new AppError('FORBIDDEN', ROLE_ABOVE_OWN_MESSAGE);
    return this.insert(input, actor.staffId, 'admin area');
  }

  /**
   * Deactivates or reactivates a staff account (superadmins only). A deactivated account's sessions
   * end at once. Nobody deactivates themselves, and the last active superadmin stays: the active
   * superadmins are locked first, so two such requests at once cannot each leave the other last.
   */
  async setActive(actor: StaffSession, id: string, isActive: boolean): Promise<StaffView> {
    if (actor.role !== 'superadmin') throw new AppError('FORBIDDEN', 'Only a superadmin can change admin users.');
    if (!UUID.test(id)) throw AppError.notFound(STAFF_NOT_FOUND_MESSAGE);
    if (!isActive && id === actor.staffId) throw new AppError('CONFLICT', NOT_YOURSELF_MESSAGE);
    return this.ds.transaction(async (manager) => {
      const repo = new AdminsRepository(manager);
      const superadmins = await repo.lockActiveSuperadmins();
      const target = await repo.findById(id, { forUpdate: true });
      if (!target) throw AppError.notFound(STAFF_NOT_FOUND_MESSAGE);
      if (target.isActive === isActive) return toStaffView(target);
      if (!isActive && target.role === 'superadmin' && superadmins.filter((s) => s !== id).length === 0) {
        throw new AppError('CONFLICT', LAST_SUPERADMIN_MESSAGE);
      }
      await repo.setActive(id, isActive);
      if (!isActive) await repo.revokeSessionsOf(id, this.clock.now());
      await this.audit.record(manager, {
        staffId: actor.staffId,
        action: isActive ? AUDIT_ACTIONS.adminReactivate : AUDIT_ACTIONS.adminDeactivate,
        targetType: 'staff',
        targetId: id,
        details: { username: target.username, role: target.role },
      });
      return toStaffView({ ...target, isActive });
    });
  }

  /**
   * The first superadmin from ADMIN_EMAIL and ADMIN_PASSWORD at start, only while there is no staff
   * account at all; answers it, or null when staff accounts exist already.
   */
  async bootstrap(input: Omit<NewStaffInput, 'role'>): Promise<StaffView | null> {
    if ((await new AdminsRepository(this.ds).count()) > 0) return null;
    return this.insert({ ...input, role: 'superadmin' }, null, 'environment');
  }

  private insert(input: NewStaffInput, actorId: string | null, via: string): Promise<StaffView> {
    return insertStaffAccount(this.ds, this.audit, input, actorId, via);
  }

  private async refuseWhileLimited(keys: { account: string; client: string }): Promise<void> {
    const { perAccount, perClient } = this.settings.loginLimits;
    const [account, client] = await Promise.all([this.failedPerAccount.get(keys.account), this.failedPerClient.get(keys.client)]);
    const waits = [
      account && account.consumedPoints >= perAccount ? account.msBeforeNext : 0,
      client && client.consumedPoints >= perClient ? client.msBeforeNext : 0,
    ];
    const ms = Math.max(...waits);
    if (ms <= 0) return;
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      {
        retryAfterSeconds: Math.ceil(ms / 1000),
      },
    );
  }

  private async countFailure(limiter: RateLimiterPostgres, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err; // over the limit already: the next attempt is refused
    }
  }
}

/**
 * Inserts a staff account (username and e-mail lower-cased, unique; the password hashed) with its
 * audit row, in one transaction. `actorId` null: the command line or the first start (`via` says
 * which). Also what `npm run admin:create` calls.
 */
export async function insertStaffAccount(
  ds: DataSource,
  audit: AuditService,
  input: NewStaffInput,
  actorId: string | null,
  via: string,
): Promise<StaffView> {
  const username = input.username.trim().toLowerCase();
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return ds.transaction(async (manager) => {
    const repo = new AdminsRepository(manager);
    const taken = await repo.taken(username, email);
    if (taken.username) throw new AppError('CONFLICT', 'That username is already taken.');
    if (taken.email) throw new AppError('CONFLICT', 'An admin user with that e-mail already exists.');
    const account = await repo.insert({ username, email, passwordHash, role: input.role });
    await audit.record(manager, {
      staffId: actorId,
      action: AUDIT_ACTIONS.adminCreate,
      targetType: 'staff',
      targetId: account.id,
      details: { username, email, role: input.role, via },
    });
    return toStaffView(account);
  });
}
