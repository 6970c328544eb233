import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import dayjs from 'dayjs';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PostgresRateLimiter } from '../../common/rate-limiter';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { AuthenticatedSession } from '../../common/session';
import { type Mailer, MAIL_RETRY_AFTER_SECONDS, MAIL_UNAVAILABLE_MESSAGE, MailUnavailable } from './mailer';
import { mailboxOf } from '../users/mailbox';
import { toUserView, UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import type { UserView } from '../users/users.types';
import { MESSAGES, RequestOtpInput, VerifyOtpInput } from './auth.types';
import type { OtpCode, OtpPurpose } from './otp-code.entity';
import { OtpCodesRepository } from './otp-codes.repository';
import { SessionsRepository } from './sessions.repository';
import type { TokenService } from './tokens';
import { normaliseEmail } from './work-email';
import { issueDeviceMark, readDeviceMark } from './device';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** How long a browser that signed in stays exempt from its mailbox's mailbox-wide code limit (device.ts). */
export const DEVICE_MARK_DAYS = 30;

/**
 * The longest key a limiter stores as it is: rate_limits.key is varchar(255) and holds the prefix
 * too, and both keys can be long (a work e-mail of up to 254 characters; behind TRUST_PROXY the
 * client's address is whatever X-Forwarded-For says). Longer keys are stored as their SHA-256.
 */
export const RATE_LIMIT_KEY_MAX = 200;

export function rateLimitKey(key: string): string {
  return key.length <= RATE_LIMIT_KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** "N minutes" for a wait in milliseconds (at least one minute). */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one try against `key`, atomically in the database (one upsert: N tries at once count N);
 * over the limit, RATE_LIMITED saying how long to wait ("Too many <what>.", or `message` of the wait).
 */
export async function consumeRateLimit(
  limiter: RateLimiterPostgres,
  key: string,
  what: string,
  message?: (wait: string) => string,
): Promise<void> {
  try {
    await limiter.consume(rateLimitKey(key));
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      const wait = minutesText(err.msBeforeNext);
      throw new AppError('RATE_LIMITED', message ? message(wait) : `Too many ${what}. Please wait ${wait} and try again.`, {
        retryAfterSeconds: Math.ceil(err.msBeforeNext / 1000),
      });
    }
    throw err;
  }
}

export const OTP_LIMIT_MESSAGES = {
  mailbox: (wait: string) =>
    `Too many codes were requested for this address. Please wait ${wait} and try again, or ask for the code in a browser where you have signed in to TalentLens before.`,
} as const;

export const OTP_ERRORS = {
  invalid: 'Invalid or expired OTP. Please request a new code.',
  wrong: 'Incorrect OTP. Please check the code and try again.',
  expired: 'This OTP has expired. Please request a new code.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

export const API_KEY_LOGOUT_MESSAGE =
  'An API key does not sign out: it works until it is revoked. Revoke it on the account page to stop it working.';

/** Whether a sign-in by `method` may open a session for the user: the refusal to show, or null. */
export type SignInGate = (manager: EntityManager, userId: string, method: string) => Promise<string | null>;

export interface SignIn {
  message: string;
  token: string;
  user: UserView;
  sessionExpiresAt: Date;
  /** The browser's device mark for the account's mailbox (set as an httpOnly cookie beside the session; device.ts). */
  device: { mark: string; expiresAt: Date };
}

/** What the sign-in rules need from the configuration (handed in by services.ts). */
export interface AuthSettings {
  /** The public address, for links in e-mails. */
  appUrl: string;
  sessionTtlHours: number;
  /**
   * Codes sent in each window of `windowMinutes`: per mailbox and client (or mailbox and signed-in device),
   * per mailbox from clients that are not a signed-in device of it, and per client.
   */
  otpLimits: { perAddress: number; perMailbox: number; perClient: number; windowMinutes: number };
}

/**
 * Sign-up and sign-in by e-mailed one-time code (docs/decisions.md, "Sign-in codes"): codes from a cryptographic
 * generator, stored as keyed hashes, valid 10 minutes, single use, bound to address and purpose,
 * replaced by a newer code, at most 5 wrong tries. Sending is limited per mailbox (plus-tags and
 * Gmail dots are one mailbox) so that nobody can aim a lockout at its owner: per client, per mailbox
 * and client, and per mailbox across clients, from which a browser that signed in to that mailbox's
 * account is exempt (its own mailbox-and-device bucket; device.ts). Every limit counts before any
 * mail is sent. The answer never tells whether an address has an account; the e-mail does.
 */
export class AuthService {
  private readonly perMailboxAndClient: RateLimiterPostgres;
  private readonly perMailbox: RateLimiterPostgres;
  private readonly perClient: RateLimiterPostgres;
  /** Code tries of a browser that signed in to the mailbox's account (the owner's device), apart from everyone else's. */
  private readonly ownerTries: RateLimiterPostgres;
  private readonly sessions: SessionsRepository;
  private readonly deviceKey: string;
  private signInGate: SignInGate | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly config: AuthSettings,
    private readonly codeKey: string,
  ) {
    const duration = config.otpLimits.windowMinutes * 60;
    const common = { storeClient: ds, storeType: 'typeorm', tableName: 'rate_limits', tableCreated: true, duration };
    this.perMailboxAndClient = new PostgresRateLimiter({ ...common, keyPrefix: 'otp_mailbox_client', points: config.otpLimits.perAddress });
    this.perMailbox = new PostgresRateLimiter({ ...common, keyPrefix: 'otp_mailbox', points: config.otpLimits.perMailbox });
    this.perClient = new PostgresRateLimiter({ ...common, keyPrefix: 'otp_client', points: config.otpLimits.perClient });
    this.ownerTries = new PostgresRateLimiter({
      ...common,
      keyPrefix: 'otp_owner_tries',
      points: OTP_MAX_FAILED_ATTEMPTS,
      duration: OTP_TTL_MINUTES * 60,
    });
    this.sessions = new SessionsRepository(ds);
    this.deviceKey = `device:${codeKey}`;
  }

  /**
   * Set once at wiring (services.ts): what may refuse a sign-in that proved who the user is (a team
   * that requires its company's provider), asked in the sign-in's transaction. Auth does not import teams.
   */
  setSignInGate(gate: SignInGate): void {
    this.signInGate = gate;
  }

  /**
   * E-mails a code. `deviceMark` is the browser's device cookie, if any: a valid mark of this
   * mailbox puts the request in its own mailbox-and-device bucket only (docs/decisions.md, "Sign-in codes").
   */
  async requestCode(input: RequestOtpInput, clientKey: string, deviceMark?: unknown): Promise<{ message: string }> {
    const email = normaliseEmail(input.userEmail);
    const purpose = input.type;
    const mailbox = mailboxOf(email);
    const device = this.ownDevice(deviceMark, mailbox);
    if (device) {
      await this.limit(this.perMailboxAndClient, `${mailbox} device:${device}`);
    } else {
      await this.limit(this.perClient, clientKey);
      // One client fills at most its own share of the mailbox-wide bucket: its mailbox-and-client bucket stops it first.
      await this.limit(this.perMailboxAndClient, `${mailbox} client:${clientKey}`);
      await consumeRateLimit(this.perMailbox, mailbox, 'codes requested', OTP_LIMIT_MESSAGES.mailbox);
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    const hasAccount = await this.ds.transaction(async (manager) => {
      const codes = new OtpCodesRepository(manager);
      await codes.voidOpen(email, purpose, now);
      // A code is stored even when it is not mailed (sign-in for an unknown address), so that
      // verifying behaves the same for every address.
      await codes.insert({
        email,
        purpose,
        codeHash: this.hash(purpose, email, code),
        expiresAt: dayjs(now).add(OTP_TTL_MINUTES, 'minute').toDate(),
      });
      return (await this.users.findByEmail(manager, email)) !== null;
    });

    try {
      await this.mailer.send({ to: email, ...this.codeMail(purpose, hasAccount, code) });
    } catch (err) {
      // The mail server is away (docs/decisions.md, "Edges to the outside world"): its own answer, not the database's.
      if (err instanceof MailUnavailable) {
        throw new AppError('SERVICE_UNAVAILABLE', MAIL_UNAVAILABLE_MESSAGE, { retryAfterSeconds: MAIL_RETRY_AFTER_SECONDS });
      }
      throw err;
    }
    return { message: MESSAGES.otpSent };
  }

  /**
   * Exchanges a code for a session. Five wrong tries end a code; so that nobody else's wrong tries
   * can end the owner's code, a browser with the device mark of this mailbox has tries of its own
   * (OTP_MAX_FAILED_ATTEMPTS per OTP_TTL_MINUTES, counted before the code is looked at) and is not
   * refused for the code's other failures (docs/decisions.md, "Sign-in codes").
   */
  async verifyCode(input: VerifyOtpInput, meta: { userAgent?: string }, deviceMark?: unknown): Promise<SignIn> {
    const email = normaliseEmail(input.userEmail);
    const purpose = input.type;
    const now = this.clock.now();
    const device = this.ownDevice(deviceMark, mailboxOf(email));
    const ownerKey = device ? `${mailboxOf(email)} ${purpose} device:${device}` : null;
    if (ownerKey) await consumeRateLimit(this.ownerTries, ownerKey, 'tries', () => OTP_ERRORS.tooManyAttempts);
    const outcome = await this.ds.transaction(async (manager) => {
      const codes = new OtpCodesRepository(manager);
      const code = await codes.findNewestOpenForUpdate(email, purpose);
      if (!code) return { error: OTP_ERRORS.invalid };
      if (code.expiresAt.getTime() <= now.getTime()) return { error: OTP_ERRORS.expired };
      if (!ownerKey && code.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) return { error: OTP_ERRORS.tooManyAttempts, limited: true };
      if (!this.matches(code, input.otp)) {
        if (ownerKey) return { error: OTP_ERRORS.wrong }; // counted in the owner's own tries above
        code.failedAttempts += 1;
        await codes.setFailedAttempts(code.id, code.failedAttempts);
        return code.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS
          ? { error: OTP_ERRORS.tooManyAttempts, limited: true }
          : { error: OTP_ERRORS.wrong };
      }
      await codes.consume(code.id, now);

      let user = await this.users.findByEmail(manager, email);
      let message: string = MESSAGES.loggedIn;
      if (!user) {
        if (purpose === 'login') return { error: OTP_ERRORS.invalid };
        const created = await this.users.createWithStarterPlan(manager, email, { newsUpdates: input.newsUpdates === true });
        user = created.user;
        message = created.bonus === 'already_claimed' ? MESSAGES.registeredWithoutBonus : MESSAGES.registered;
      }
      return { signIn: await this.openSession(manager, user, message, meta, 'email') };
    });
    if ('signIn' in outcome && outcome.signIn) {
      // The right code does not use up one of the owner's tries.
      if (ownerKey) await this.ownerTries.reward(rateLimitKey(ownerKey), 1);
      return outcome.signIn;
    }
    const failure = outcome as { error: string; limited?: boolean };
    throw new AppError(failure.limited ? 'RATE_LIMITED' : 'BAD_USER_INPUT', failure.error);
  }

  /**
   * A new session for a user who proved who they are (`method`: 'email', a code here, or the
   * provider's id, in social-sign-in.service.ts), in the caller's transaction. The sign-in gate may
   * refuse it (FORBIDDEN, nothing written: the caller's transaction rolls back).
   */
  async openSession(manager: EntityManager, user: User, message: string, meta: { userAgent?: string }, method: string): Promise<SignIn> {
    const refusal = await this.signInGate?.(manager, user.id, method);
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    const now = this.clock.now();
    const expiresAt = dayjs(now).add(this.config.sessionTtlHours, 'hour').toDate();
    const session = await new SessionsRepository(manager).insert({
      userId: user.id,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      method,
    });
    const token = this.tokens.sign({ userId: user.id, sessionId: session.id }, now, expiresAt);
    const deviceExpiresAt = dayjs(now).add(DEVICE_MARK_DAYS, 'day').toDate();
    const device = { mark: issueDeviceMark(this.deviceKey, mailboxOf(user.email), deviceExpiresAt), expiresAt: deviceExpiresAt };
    return { message, token, user: toUserView(user), sessionExpiresAt: expiresAt, device };
  }

  /** Checks a token and that its session is still open; throws UNAUTHENTICATED otherwise. */
  async authenticate(token: string): Promise<AuthenticatedSession> {
    const now = this.clock.now();
    const claims = this.tokens.verify(token, now);
    // Every authenticated request runs this (SessionsRepository.findForCheck: one plain statement).
    const session = await this.sessions.findForCheck(claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) {
      throw AppError.unauthenticated(OTP_ERRORS.sessionEnded);
    }
    return { via: 'session', userId: claims.userId, sessionId: claims.sessionId };
  }

  /**
   * Ends the caller's session. An API key is not a session: signing out with one is refused and
   * ends nothing (the key works until it is revoked; docs/decisions.md, "Integrators").
   */
  async logout(session: AuthenticatedSession): Promise<void> {
    if (session.via !== 'session') throw new AppError('FORBIDDEN', API_KEY_LOGOUT_MESSAGE);
    await this.sessions.revoke(session.sessionId, this.clock.now());
  }

  /** The device id of a valid device mark of this mailbox (a browser that signed in to its account), else null. */
  private ownDevice(deviceMark: unknown, mailbox: string): string | null {
    const device = readDeviceMark(this.deviceKey, deviceMark, this.clock.now());
    return device && device.subject === mailbox ? device.deviceId : null;
  }

  private async limit(limiter: RateLimiterPostgres, key: string): Promise<void> {
    await consumeRateLimit(limiter, key, 'codes requested');
  }

  private hash(purpose: OtpPurpose, email: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${purpose}:${email}:${code}`).digest('hex');
  }

  private matches(code: OtpCode, candidate: string): boolean {
    const expected = Buffer.from(code.codeHash, 'hex');
    const actual = Buffer.from(this.hash(code.purpose, code.email, candidate), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private codeMail(purpose: OtpPurpose, hasAccount: boolean, code: string): { subject: string; text: string } {
    const validity = `The code is valid for ${OTP_TTL_MINUTES} minutes and works once. If you did not ask for it, you can ignore this e-mail.`;
    if (purpose === 'login' && !hasAccount) {
      return {
        subject: 'Sign in to TalentLens: no account yet',
        text: `Someone asked to sign in to TalentLens with this address, but there is no account for it yet.\n\nSign up first at ${this.config.appUrl}/register, then sign in.\n\nIf this was not you, you can ignore this e-mail.`,
      };
    }
    if (purpose === 'register' && hasAccount) {
      return {
        subject: 'You already have a TalentLens account',
        text: `You already have a TalentLens account with this address, so there is nothing to sign up for.\n\nEnter this code to sign in instead: ${code}\n\n${validity}`,
      };
    }
    const what = purpose === 'login' ? 'sign-in' : 'sign-up';
    return {
      subject: `Your TalentLens ${what} code: ${code}`,
      text: `Your TalentLens ${what} code is ${code}\n\n${validity}`,
    };
  }
}
