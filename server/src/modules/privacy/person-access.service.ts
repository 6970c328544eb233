import { createHmac, randomInt } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { consumeRateLimit, OTP_ERRORS } from '../auth/auth.service';
import { MAIL_UNAVAILABLE_MESSAGE, MailUnavailable, type Mailer } from '../auth/mailer';
import { OtpCodesRepository } from '../auth/otp-codes.repository';
import { emailKey, normaliseEmail } from './person-keys';
import { PersonAccessRepository, type HeldProfile } from './person-access.repository';
import type { PrivacyService } from './privacy.service';

const CODE_TTL_MINUTES = 10;
const MAX_FAILED_ATTEMPTS = 5;
const ACCESS_MINUTES = 30;
const PURPOSE = 'person' as const;

export const PERSON_EMAIL_MESSAGE = 'Please enter your e-mail address.';
export const PERSON_CODE_SENT = (email: string) => `We sent a code to ${email}. It works for ${CODE_TTL_MINUTES} minutes.`;
export const PERSON_ACCESS_EXPIRED = 'Your access has ended. Please ask for a new code.';
export const PERSON_REMOVED = 'You have been removed from our index, and you will stay out. We sent a confirmation to your address.';
export const NOTHING_HELD = 'We hold no data about this address.';

/** What the index holds about the person of a verified address, as they may read and download it. */
export interface PersonData {
  email: string;
  /** When this copy was made. */
  at: string;
  profiles: HeldProfile[];
}

/**
 * "Find and remove me" for the people in the index (docs/features/privacy.md): a person proves an
 * e-mail address is theirs with a code sent to it (as sign-in does, limited the same way), then
 * reads what the index holds about them with where each fact came from and which companies
 * revealed their contacts, downloads it, or removes themselves (PrivacyService.suppress, and
 * the address itself kept out). No account is made; the proof is a token that lasts 30 minutes.
 */
export class PersonAccessService {
  private readonly perMailbox: RateLimiterPostgres;
  private readonly perClient: RateLimiterPostgres;

  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly privacy: PrivacyService,
    private readonly secret: string,
    limits: { perMailbox: number; perClient: number; windowMinutes: number } = { perMailbox: 5, perClient: 20, windowMinutes: 60 },
  ) {
    const common = {
      storeClient: ds,
      storeType: 'typeorm',
      tableName: 'rate_limits',
      tableCreated: true,
      duration: limits.windowMinutes * 60,
    };
    this.perMailbox = new RateLimiterPostgres({ ...common, keyPrefix: 'person_code_mailbox', points: limits.perMailbox });
    this.perClient = new RateLimiterPostgres({ ...common, keyPrefix: 'person_code_client', points: limits.perClient });
  }

  /** E-mails a code to the address (whether or not the index holds it: the answer is the same). */
  async requestCode(rawEmail: string, clientKey: string): Promise<{ message: string }> {
    const email = addressOf(rawEmail);
    await consumeRateLimit(this.perClient, clientKey, 'codes requested');
    await consumeRateLimit(this.perMailbox, email, 'codes requested for this address');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.ds.transaction(async (manager) => {
      const codes = new OtpCodesRepository(manager);
      await codes.voidOpen(email, PURPOSE, now);
      await codes.insert({
        email,
        purpose: PURPOSE,
        codeHash: this.hash(email, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      });
    });
    await this.mail({
      to: email,
      subject: 'Your code to see what TalentLens holds about you',
      text: `Your code is ${code}. It works for ${CODE_TTL_MINUTES} minutes.\n\nWith it you can see what TalentLens holds about ${email}, download it, or have it removed. If you did not ask for it, you can ignore this e-mail.`,
    });
    return { message: PERSON_CODE_SENT(email) };
  }

  /** The code exchanged for a proof of the address, valid 30 minutes. Five wrong tries end a code. */
  async verifyCode(rawEmail: string, rawCode: string): Promise<{ token: string; expiresAt: Date }> {
    const email = addressOf(rawEmail);
    const now = this.clock.now();
    const outcome = await this.ds.transaction(async (manager) => {
      const codes = new OtpCodesRepository(manager);
      const code = await codes.findNewestOpenForUpdate(email, PURPOSE);
      if (!code) return OTP_ERRORS.invalid;
      if (code.expiresAt.getTime() <= now.getTime()) return OTP_ERRORS.expired;
      if (code.failedAttempts >= MAX_FAILED_ATTEMPTS) return OTP_ERRORS.tooManyAttempts;
      if (code.codeHash !== this.hash(email, String(rawCode).trim())) {
        await codes.setFailedAttempts(code.id, code.failedAttempts + 1);
        return code.failedAttempts + 1 >= MAX_FAILED_ATTEMPTS ? OTP_ERRORS.tooManyAttempts : OTP_ERRORS.wrong;
      }
      await codes.consume(code.id, now);
      return null;
    });
    if (outcome) throw AppError.badInput(outcome);
    const expiresAt = new Date(now.getTime() + ACCESS_MINUTES * 60_000);
    const token = jwt.sign({ email, exp: Math.floor(expiresAt.getTime() / 1000), iat: Math.floor(now.getTime() / 1000) }, this.secret, {
      algorithm: 'HS256',
      audience: 'person-access',
    });
    return { token, expiresAt };
  }

  /** Everything the index holds about the person of the token's address. */
  async dataOf(token: string): Promise<PersonData> {
    const email = this.emailOf(token);
    const repo = new PersonAccessRepository(this.ds);
    const profiles = await repo.held(await repo.profileIdsOf(emailKey(email), [email]));
    return { email, at: this.clock.now().toISOString(), profiles };
  }

  /**
   * Removes the person of the token's address: every profile the address names, as PrivacyService
   * does (placeholders in lists, keys kept out), and the address itself kept out even when no
   * profile holds it yet. A confirmation is mailed.
   */
  async removeMe(token: string): Promise<{ message: string; removedProfiles: number }> {
    const email = this.emailOf(token);
    const reason = 'The person asked to be removed (verified by e-mail code)';
    const done = await this.privacy.suppress({ emails: [email] }, 'person_request', reason);
    await this.mail({
      to: email,
      subject: 'You have been removed from TalentLens',
      text: `As you asked, TalentLens has removed what it held about ${email} (${done.removedProfiles} ${done.removedProfiles === 1 ? 'profile' : 'profiles'}), and keeps only a one-way code of your address so that you are not added again.`,
    }).catch(() => undefined); // the removal stands even if the confirmation cannot be sent now
    return { message: PERSON_REMOVED, removedProfiles: done.removedProfiles };
  }

  private emailOf(token: string): string {
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        audience: 'person-access',
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
      const email = typeof claims === 'object' && typeof claims.email === 'string' ? claims.email : null;
      if (email) return email;
    } catch {
      /* answered below */
    }
    throw new AppError('UNAUTHENTICATED', PERSON_ACCESS_EXPIRED);
  }

  private hash(email: string, code: string): string {
    return createHmac('sha256', `${this.secret}:code`).update(`${PURPOSE}:${email}:${code}`).digest('hex');
  }

  private async mail(message: { to: string; subject: string; text: string }): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (err) {
      if (err instanceof MailUnavailable) throw new AppError('SERVICE_UNAVAILABLE', MAIL_UNAVAILABLE_MESSAGE);
      throw err;
    }
  }
}

/** The address as the person typed it, normalised; BAD_USER_INPUT when it is not one. */
function addressOf(raw: string): string {
  const email = normaliseEmail(typeof raw === 'string' ? raw : '');
  if (!email) throw AppError.badInput(PERSON_EMAIL_MESSAGE);
  return email;
}
