import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PostgresRateLimiter } from '../../common/rate-limiter';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import type { Logger } from '../../common/logger';
import { AppError } from '../../common/errors';
import type { StaffRole, StaffSession } from '../../common/session';
import { minutesText, rateLimitKey } from '../auth/auth.service';
import type { TokenService } from '../auth/tokens';
import { StaffAccountsRepository } from './staff-accounts.repository';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';
import { DEFAULT_PASSWORD_COST, dummyHash, hashGate, hashPassword, verifyPassword } from './password';
import { StaffDeviceCookies } from './staff-device';
import type { StaffAccount } from './staff-account.entity';
import type { StaffAccountView } from './staff-accounts.types';

export const LOGIN_FAILED_MESSAGE = 'The e-mail or username and password do not match an active staff account.';
export const STAFF_SESSION_ENDED_MESSAGE = 'Your staff session has ended. Please sign in again.';
export const STAFF_NOT_FOUND_MESSAGE = 'Admin user not found';
export const LAST_SUPERADMIN_MESSAGE = 'The last active superadmin cannot be deactivated.';
export const NOT_YOURSELF_MESSAGE = 'You cannot deactivate your own account.';
export const ROLE_ABOVE_OWN_MESSAGE = 'You cannot grant a role above your own.';

const ROLE_RANK: Record<StaffRole, number> = { admin: 1, superadmin: 2 };
export interface NewStaffInput {
  username: string;
  email: string;
  password: string;
  role: StaffRole;
}

export interface StaffSignIn {
  token: string;
  expiresAt: Date;
  staff: StaffAccountView;
  /** A new device cookie value for this account (staff-device.ts): the browser keeps it and is trusted next time. */
  deviceCookie: string;
}

/** Who is trying: the client's address, and the device cookie the request carried, if any. */
export interface SignInAttempt {
  client: string;
  deviceCookie?: string;
}

export interface StaffAccountsSettings {
  sessionTtlHours: number;
  /**
   * Sign-in attempts allowed in each window (docs/decisions.md, "Staff"): `perAccount` per account
   * from one client and per trusted device, `perClient` per client, `untrustedPerAccount` per account
   * from every client without the account's device cookie together.
   */
  loginLimits: { perAccount: number; perClient: number; untrustedPerAccount: number; windowMinutes: number };
  /** scrypt's cost for new passwords and for the check of an unknown account (STAFF_PASSWORD_COST). */
  passwordCost: number;
  /** The key that signs device cookies. */
  deviceKey: string;
}

export function toStaffView(account: StaffAccount): StaffAccountView {
  const { id, username, email, role, isActive, lastSignInAt, createdAt } = account;
  return { id, username, email, role, isActive, lastSignInAt, createdAt };
}

/** One attempt counted against one bucket: whether it was within the limit, and what the store answered. */
interface Counted {
  limiter: RateLimiterPostgres;
  key: string;
  bucket: string;
  ok: boolean;
  res: RateLimiterRes;
}

const LOGIN_AUDIT_MAX = 254;

/**
 * Staff accounts and their sessions (docs/decisions.md, "Staff"): apart from users, with their own
 * tokens (another audience and key), shorter sessions, a role checked on every request, sign-in
 * attempts counted before any password is checked and slowed per client (never locked per account
 * for a device that signed in before), and every change, sign-in and refusal audited.
 */
export class StaffAccountsService {
  private readonly perClient: RateLimiterPostgres;
  private readonly perAccountClient: RateLimiterPostgres;
  private readonly untrustedPerAccount: RateLimiterPostgres;
  private readonly perDevice: RateLimiterPostgres;
  private readonly devices: StaffDeviceCookies;

  constructor(
    private readonly ds: DataSource,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly settings: StaffAccountsSettings,
    private readonly logger?: Logger,
  ) {
    const { perAccount, perClient, untrustedPerAccount, windowMinutes } = settings.loginLimits;
    const common = { storeClient: ds, storeType: 'typeorm', tableName: 'rate_limits', tableCreated: true, duration: windowMinutes * 60 };
    this.perClient = new PostgresRateLimiter({ ...common, keyPrefix: 'staff_login_client', points: perClient });
    this.perAccountClient = new PostgresRateLimiter({ ...common, keyPrefix: 'staff_login_account_client', points: perAccount });
    this.untrustedPerAccount = new PostgresRateLimiter({ ...common, keyPrefix: 'staff_login_untrusted', points: untrustedPerAccount });
    this.perDevice = new PostgresRateLimiter({ ...common, keyPrefix: 'staff_login_device', points: perAccount });
    this.devices = new StaffDeviceCookies(settings.deviceKey);
  }

  /**
   * Signs a staff member in by e-mail or username. Every refusal reads the same (unknown account,
   * wrong password, deactivated account) and takes as long. Each attempt is counted in the database
   * (an atomic upsert) before its password is checked, so N attempts at once are N attempts and none
   * past a limit reaches scrypt; a success gives its points back. Failures and the first refusal
   * of each bucket in a window are audited; successes too, and they leave a device cookie.
   */
  async login(identifier: string, password: string, attempt: SignInAttempt): Promise<StaffSignIn> {
    hashGate.refuseWhileFull(); // a burst past the gate costs no database work either
    const login = identifier.trim().toLowerCase();
    const repo = new StaffAccountsRepository(this.ds);
    const account = await repo.findByLogin(login);
    const device = this.devices.verify(attempt.deviceCookie, this.clock.now());
    const trusted = account && device?.accountId === account.id ? device.deviceId : null;
    const counted = await this.count(account?.id ?? `login:${login}`, attempt.client, trusted, login);
    let matches: boolean;
    try {
      matches = await verifyPassword(password, account?.passwordHash ?? dummyHash(this.settings.passwordCost));
    } catch (err) {
      await this.giveBack(counted); // refused by the hashing gate: no password was checked
      throw err;
    }
    if (!account || !matches || !account.isActive) {
      await this.audit.record(this.ds.manager, {
        staffId: null,
        action: AUDIT_ACTIONS.signInFailed,
        targetType: 'staff',
        targetId: account?.id ?? null,
        details: {
          login: login.slice(0, LOGIN_AUDIT_MAX),
          client: attempt.client,
          trustedDevice: trusted !== null,
          why: !account ? 'unknown account' : !matches ? 'wrong password' : 'deactivated account',
        },
      });
      throw AppError.unauthenticated(LOGIN_FAILED_MESSAGE);
    }
    await this.giveBack(counted, true);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.settings.sessionTtlHours * 3_600_000);
    const session = await this.ds.transaction(async (manager) => {
      const tx = new StaffAccountsRepository(manager);
      const inserted = await tx.insertSession({ staffId: account.id, expiresAt });
      await tx.markSignedIn(account.id, now);
      await this.audit.record(manager, {
        staffId: account.id,
        action: AUDIT_ACTIONS.signIn,
        targetType: 'staff',
        targetId: account.id,
        details: { client: attempt.client, trustedDevice: trusted !== null },
      });
      return inserted;
    });
    const token = this.tokens.sign({ userId: account.id, sessionId: session.id }, now, expiresAt);
    return {
      token,
      expiresAt,
      staff: toStaffView({ ...account, lastSignInAt: now }),
      deviceCookie: this.devices.issue(account.id, now).value,
    };
  }

  /** A staff token and its open session, with the account's role as it is now; UNAUTHENTICATED otherwise. */
  async authenticate(token: string): Promise<StaffSession> {
    const now = this.clock.now();
    const claims = this.tokens.verify(token, now);
    const session = await new StaffAccountsRepository(this.ds).findSessionForCheck(claims.sessionId);
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
    await new StaffAccountsRepository(this.ds).revokeSession(sessionId, this.clock.now());
  }

  async me(staffId: string): Promise<StaffAccountView> {
    const account = await new StaffAccountsRepository(this.ds).findById(staffId);
    if (!account) throw AppError.notFound(STAFF_NOT_FOUND_MESSAGE);
    return toStaffView(account);
  }

  async list(): Promise<StaffAccountView[]> {
    return (await new StaffAccountsRepository(this.ds).list()).map(toStaffView);
  }

  /** A new staff account, added by a superadmin (never with a role above the adder's own); audited. */
  async create(actor: StaffSession, input: NewStaffInput): Promise<StaffAccountView> {
    if (actor.role !== 'superadmin') await this.refuse(actor, 'superadmin', 'add an admin user', 'Only a superadmin can add admin users.');
    if (ROLE_RANK[input.role] > ROLE_RANK[actor.role])
      await this.refuse(actor, input.role, 'grant a role above their own', ROLE_ABOVE_OWN_MESSAGE);
    return this.insert(input, actor.staffId, 'admin area');
  }

  /**
   * Deactivates or reactivates a staff account (superadmins only). A deactivated account's sessions
   * end at once. Nobody deactivates themselves, and the last active superadmin stays: the active
   * superadmins are locked first, so two such requests at once cannot each leave the other last.
   */
  async setActive(actor: StaffSession, id: string, isActive: boolean): Promise<StaffAccountView> {
    if (actor.role !== 'superadmin')
      await this.refuse(actor, 'superadmin', 'change an admin user', 'Only a superadmin can change admin users.');
    if (!isUuid(id)) throw AppError.notFound(STAFF_NOT_FOUND_MESSAGE);
    if (!isActive && id === actor.staffId) throw new AppError('CONFLICT', NOT_YOURSELF_MESSAGE);
    return this.ds.transaction(async (manager) => {
      const repo = new StaffAccountsRepository(manager);
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
  async bootstrap(input: Omit<NewStaffInput, 'role'>): Promise<StaffAccountView | null> {
    if ((await new StaffAccountsRepository(this.ds).count()) > 0) return null;
    return this.insert({ ...input, role: 'superadmin' }, null, 'environment');
  }

  private insert(input: NewStaffInput, actorId: string | null, via: string): Promise<StaffAccountView> {
    return insertStaffAccount(this.ds, this.audit, input, actorId, via, this.settings.passwordCost);
  }

  /**
   * A staff member was refused something their role does not allow (docs/decisions.md, "Staff"):
   * recorded as `staff.forbidden`. Called where the refusal is decided (requireStaff, through the
   * staff session check, and this service), off the request's path: a failed write is logged.
   */
  recordRefusal(staff: StaffSession, needed: StaffRole, what: string): void {
    this.auditRefusal(staff, needed, what).catch((err: unknown) => this.logger?.error({ err }, 'could not audit a refused staff action'));
  }

  /** Refuses the actor with FORBIDDEN after auditing it (`staff.forbidden`), in this service's own checks. */
  private async refuse(actor: StaffSession, needed: StaffRole, what: string, message: string): Promise<never> {
    await this.auditRefusal(actor, needed, what);
    throw new AppError('FORBIDDEN', message);
  }

  private auditRefusal(staff: StaffSession, needed: StaffRole, what: string): Promise<void> {
    return this.audit.record(this.ds.manager, {
      staffId: staff.staffId,
      action: AUDIT_ACTIONS.forbidden,
      targetType: 'staff',
      targetId: staff.staffId,
      details: { role: staff.role, needed, what: what.slice(0, 200) },
    });
  }

  /**
   * Counts the attempt before any password is checked (docs/decisions.md, "Staff"). A trusted device
   * (a valid device cookie for this account) counts under its own bucket only. Anyone else counts
   * per client and per account+client, and, only when both allow it, against the account's bucket
   * for untrusted clients, so one client cannot use up more of it than its own per-account limit.
   * Over any limit: RATE_LIMITED with Retry-After (a delay, not a lock); the first refusal of each
   * bucket in a window is audited, later ones are not (a flood cannot grow the log).
   */
  private async count(accountKey: string, client: string, trustedDevice: string | null, login: string): Promise<Counted[]> {
    const counted = trustedDevice
      ? [await this.consume(this.perDevice, trustedDevice, 'device')]
      : await Promise.all([
          this.consume(this.perClient, client, 'client'),
          this.consume(this.perAccountClient, `${accountKey}|${client}`, 'account and client'),
        ]);
    if (!trustedDevice && counted.every((c) => c.ok)) counted.push(await this.consume(this.untrustedPerAccount, accountKey, 'account'));
    const refused = counted.filter((c) => !c.ok);
    if (refused.length === 0) return counted;
    for (const c of refused) {
      if (c.res.consumedPoints !== c.limiter.points + 1) continue;
      await this.audit.record(this.ds.manager, {
        staffId: null,
        action: AUDIT_ACTIONS.signInLimited,
        targetType: 'staff',
        targetId: accountKey.startsWith('login:') ? null : accountKey,
        details: { login: login.slice(0, LOGIN_AUDIT_MAX), client, bucket: c.bucket, limit: c.limiter.points },
      });
    }
    const ms = Math.max(...refused.map((c) => c.res.msBeforeNext));
    throw new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Please wait ${minutesText(ms)} and try again.`, {
      retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    });
  }

  private async consume(limiter: RateLimiterPostgres, rawKey: string, bucket: string): Promise<Counted> {
    const key = rateLimitKey(rawKey);
    try {
      return { limiter, key, bucket, ok: true, res: await limiter.consume(key) };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { limiter, key, bucket, ok: false, res: err };
      throw err;
    }
  }

  /**
   * An attempt whose password was never checked (the hashing gate was full) gives its points back.
   * So does a success, and it also clears its own account+client or device bucket (the earlier
   * typos of someone who then got in); the per-client and untrusted buckets only get the point back,
   * so signing in to one's own account never clears what a client spent on others.
   */
  private async giveBack(counted: Counted[], succeeded = false): Promise<void> {
    const ownBucket = (c: Counted) => c.limiter === this.perAccountClient || c.limiter === this.perDevice;
    await Promise.all(counted.map((c) => (succeeded && ownBucket(c) ? c.limiter.delete(c.key) : c.limiter.reward(c.key, 1))));
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
  passwordCost = DEFAULT_PASSWORD_COST,
): Promise<StaffAccountView> {
  const username = input.username.trim().toLowerCase();
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password, passwordCost);
  return ds.transaction(async (manager) => {
    const repo = new StaffAccountsRepository(manager);
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
