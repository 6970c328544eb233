import { createHmac, randomInt } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { PostgresRateLimiter } from '../../common/rate-limiter';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { consumeRateLimit, OTP_ERRORS } from '../auth/auth.service';
import { MAIL_UNAVAILABLE_MESSAGE, MailUnavailable, type Mailer } from '../auth/mailer';
import { OtpCodesRepository } from '../auth/otp-codes.repository';
import { findProfileByUsername } from '../profiles/profile-lookup';
import { contactKeys, emailKey, normaliseEmail } from './person-keys';
import { PersonAccessRepository, type HeldProfile } from './person-access.repository';
import type { PrivacyRequestsService } from './privacy-requests.service';
import type { PrivacyService } from './privacy.service';
import { RevealLogRepository, type RevealSeen } from './reveal-log.repository';

const CODE_TTL_MINUTES = 10;
const MAX_FAILED_ATTEMPTS = 5;
const ACCESS_MINUTES = 30;
const PURPOSE = 'person' as const;

export const PERSON_EMAIL_MESSAGE = 'Please enter your e-mail address.';
export const PERSON_CODE_SENT = (email: string) => `We sent a code to ${email}. It works for ${CODE_TTL_MINUTES} minutes.`;
export const PERSON_ACCESS_EXPIRED = 'Your access has ended. Please ask for a new code.';
export const PERSON_REMOVED = 'You have been removed from our index, and you will stay out. We sent a confirmation to your address.';
export const NOTHING_HELD = 'We hold no data about this address.';
export const PROFILE_LINK_MESSAGE = 'Please enter the link of a LinkedIn profile (linkedin.com/in/…), or your e-mail address instead.';
export const PROFILE_NOT_HELD = 'We hold no profile at this link.';
export const PROFILE_WITHOUT_EMAIL =
  'This profile holds no e-mail address we could send a code to. Please enter your e-mail address instead.';
export const PROFILE_CODE_SENT = (masked: string[]) =>
  `We sent a code to the e-mail ${masked.length === 1 ? 'address' : 'addresses'} this profile holds (${masked.join(', ')}). It works for ${CODE_TTL_MINUTES} minutes.`;
/** The most addresses of one profile a code is sent to. */
const PROFILE_ADDRESSES_MAX = 3;

/** Who a person is proving to be: the holder of an e-mail address, or of an address a profile holds. */
export interface PersonClaim {
  email?: unknown;
  /** A LinkedIn profile link (or username) of a profile in the index. */
  profile?: unknown;
}

/** What the index holds about the person of a verified address, as they may read and download it. */
export interface PersonData {
  email: string;
  /** When this copy was made. */
  at: string;
  profiles: HeldProfile[];
  /**
   * Who revealed the person's contact details, newest first: the company (never the user), when, and
   * how many e-mails and phones; also reveals of a profile since removed, found by the contacts' keys.
   */
  revealedBy: RevealSeen[];
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
    private readonly requests: PrivacyRequestsService,
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
    this.perMailbox = new PostgresRateLimiter({ ...common, keyPrefix: 'person_code_mailbox', points: limits.perMailbox });
    this.perClient = new PostgresRateLimiter({ ...common, keyPrefix: 'person_code_client', points: limits.perClient });
  }

  /**
   * E-mails a code to the address (whether or not the index holds it: the answer is the same), or,
   * for a profile link, to the e-mail addresses that profile holds (at most 3, shown masked).
   */
  async requestCode(claim: PersonClaim, clientKey: string): Promise<{ message: string }> {
    const profile = claimedProfile(claim);
    const addresses = profile ? await this.addressesOfProfile(profile) : [addressOf(claim.email)];
    await consumeRateLimit(this.perClient, clientKey, 'codes requested');
    for (const email of addresses) await consumeRateLimit(this.perMailbox, email, 'codes requested for this address');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.ds.transaction(async (manager) => {
      const codes = new OtpCodesRepository(manager);
      for (const email of addresses) {
        await codes.voidOpen(email, PURPOSE, now);
        await codes.insert({
          email,
          purpose: PURPOSE,
          codeHash: this.hash(email, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
        });
      }
    });
    for (const email of addresses)
      await this.mail({
        to: email,
        subject: 'Your code to see what TalentLens holds about you',
        text: `Your code is ${code}. It works for ${CODE_TTL_MINUTES} minutes.\n\nWith it you can see what TalentLens holds about ${profile ? 'your profile' : email}, download it, correct it, or have it removed. If you did not ask for it, you can ignore this e-mail.`,
      });
    return { message: profile ? PROFILE_CODE_SENT(addresses.map(maskEmail)) : PERSON_CODE_SENT(addresses[0]) };
  }

  /**
   * The code exchanged for a proof of the address, valid 30 minutes (for a profile link: of the
   * profile's address the code was sent to). Five wrong tries end a code. Recorded as an access
   * request answered at once.
   */
  async verifyCode(claim: PersonClaim, rawCode: unknown): Promise<{ token: string; expiresAt: Date }> {
    const profile = claimedProfile(claim);
    const addresses = profile ? await this.addressesOfProfile(profile) : [addressOf(claim.email)];
    const code = String(typeof rawCode === 'string' ? rawCode : '').trim();
    const now = this.clock.now();
    const outcome = await this.ds.transaction(async (manager) => {
      const codes = new OtpCodesRepository(manager);
      let refusal: string = OTP_ERRORS.invalid;
      for (const email of addresses) {
        const open = await codes.findNewestOpenForUpdate(email, PURPOSE);
        if (!open) continue;
        if (open.expiresAt.getTime() <= now.getTime()) {
          refusal = OTP_ERRORS.expired;
          continue;
        }
        if (open.failedAttempts >= MAX_FAILED_ATTEMPTS) {
          refusal = OTP_ERRORS.tooManyAttempts;
          continue;
        }
        if (open.codeHash !== this.hash(email, code)) {
          await codes.setFailedAttempts(open.id, open.failedAttempts + 1);
          refusal = open.failedAttempts + 1 >= MAX_FAILED_ATTEMPTS ? OTP_ERRORS.tooManyAttempts : OTP_ERRORS.wrong;
          continue;
        }
        await codes.consume(open.id, now);
        // The other addresses of the profile got the same code: it is used up for them too.
        for (const other of addresses) if (other !== email) await codes.voidOpen(other, PURPOSE, now);
        await this.requests.answered('access', email, 'Shown to the person at once, with a copy to download.', manager);
        return { email, refusal: null };
      }
      return { email: null, refusal };
    });
    if (outcome.email === null) throw AppError.badInput(outcome.refusal);
    const expiresAt = new Date(now.getTime() + ACCESS_MINUTES * 60_000);
    const token = jwt.sign(
      { email: outcome.email, exp: Math.floor(expiresAt.getTime() / 1000), iat: Math.floor(now.getTime() / 1000) },
      this.secret,
      { algorithm: 'HS256', audience: 'person-access' },
    );
    return { token, expiresAt };
  }

  /** Everything the index holds about the person of the token's address, and who revealed their contacts. */
  async dataOf(token: string): Promise<PersonData> {
    const email = this.emailOf(token);
    const repo = new PersonAccessRepository(this.ds);
    const profiles = await repo.held(await repo.profileIdsOf(emailKey(email), [email]));
    const keys = [`email:${emailKey(email)}`, ...profiles.flatMap((p) => contactKeys(p.contacts))];
    const revealedBy = await new RevealLogRepository(this.ds).seen(
      profiles.map((p) => p.id),
      [...new Set(keys)],
    );
    return { email, at: this.clock.now().toISOString(), profiles, revealedBy };
  }

  /** A correction of one of the person's profiles, for staff to make (PrivacyRequestsService.correct). */
  async correct(token: string, input: { profileId: unknown; field: unknown; value: unknown; note?: unknown }) {
    const email = this.emailOf(token);
    const repo = new PersonAccessRepository(this.ds);
    return this.requests.correct(email, await repo.profileIdsOf(emailKey(email), [email]), input);
  }

  /**
   * Removes the person of the token's address: every profile the address names, as PrivacyService
   * does (placeholders in lists, keys kept out), and the address itself kept out even when no
   * profile holds it yet. A confirmation is mailed.
   */
  async removeMe(token: string): Promise<{ message: string; removedProfiles: number }> {
    const email = this.emailOf(token);
    const reason = 'The person asked to be removed (verified by e-mail code)';
    const done = await this.privacy.suppress({ emails: [email] }, 'person_request', reason, async (manager, result) => {
      await this.requests.closeOpenOf(manager, email);
      await this.requests.answered(
        'removal',
        email,
        `Removed at once: ${result.removedProfiles} ${result.removedProfiles === 1 ? 'profile' : 'profiles'}, the address kept out.`,
        manager,
      );
    });
    await this.mail({
      to: email,
      subject: 'You have been removed from TalentLens',
      text: `As you asked, TalentLens has removed what it held about ${email} (${done.removedProfiles} ${done.removedProfiles === 1 ? 'profile' : 'profiles'}), and keeps only a one-way code of your address so that you are not added again.`,
    }).catch(() => undefined); // the removal stands even if the confirmation cannot be sent now
    return { message: PERSON_REMOVED, removedProfiles: done.removedProfiles };
  }

  /** The addresses a code for this profile goes to (BAD_USER_INPUT when there is no such profile, or it holds none). */
  private async addressesOfProfile(ref: string): Promise<string[]> {
    const profile = await findProfileByUsername(this.ds, ref, { id: true }).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'NOT_FOUND') throw AppError.badInput(PROFILE_NOT_HELD);
      if (err instanceof AppError) throw AppError.badInput(PROFILE_LINK_MESSAGE);
      throw err;
    });
    const emails = (await new PersonAccessRepository(this.ds).emailsOf(profile.id))
      .map((e) => normaliseEmail(e))
      .filter((e): e is string => e !== null);
    const distinct = [...new Set(emails)].slice(0, PROFILE_ADDRESSES_MAX);
    if (!distinct.length) throw AppError.badInput(PROFILE_WITHOUT_EMAIL);
    return distinct;
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

/** The profile link of a claim that names one ('' or absent: the claim is an address). */
function claimedProfile(claim: PersonClaim): string | null {
  if (claim.profile === undefined || claim.profile === null || claim.profile === '') return null;
  if (typeof claim.profile !== 'string' || claim.profile.length > 300) throw AppError.badInput(PROFILE_LINK_MESSAGE);
  return claim.profile.trim() || null;
}

/** An address as shown to someone who may not own it: 'j•••@a•••.io'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return `${local.slice(0, 1)}•••@${domain.slice(0, 1)}•••${dot > 0 ? domain.slice(dot) : ''}`;
}

/** The address as the person typed it, normalised; BAD_USER_INPUT when it is not one. */
function addressOf(raw: unknown): string {
  const email = normaliseEmail(typeof raw === 'string' ? raw : '');
  if (!email) throw AppError.badInput(PERSON_EMAIL_MESSAGE);
  return email;
}
