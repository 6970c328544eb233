import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import dayjs from 'dayjs';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { PostgresRateLimiter } from '../../common/rate-limiter';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { type AuthService, consumeRateLimit, type SignIn } from './auth.service';
import { MESSAGES } from './auth.types';
import {
  type IdentityClaims,
  type IdentityProvider,
  type IdentityProviderId,
  IdentityProviderUnavailable,
  IdentityRejected,
} from './identity-provider';
import type { OtpPurpose } from './otp-code.entity';
import { SocialSignInRepository } from './social-sign-in.repository';
import type { SignInMethod, StartSocialSignInInput, SocialTokenSignInInput } from './social.types';
import { workEmailProblem } from './work-email';

export const SOCIAL_ATTEMPT_TTL_MINUTES = 10;
/** Attempts that ended (used or expired) are deleted after this long. */
const ATTEMPT_RETENTION_HOURS = 24;
/** The names of providers that were linked once, for the account page, also when no longer configured. */
const DEFAULT_NAMES: Record<IdentityProviderId, string> = { google: 'Google', linkedin: 'LinkedIn', sso: 'Company SSO' };

/** The product's message when a provider's sign-in fails (docs/product-spec.md §8), whatever the reason. */
export function socialFailureMessage(provider: { id: string; name: string }): string {
  if (provider.id === 'linkedin') return 'LinkedIn authentication failed. Please try again.';
  if (provider.id === 'google') return 'Google login failed';
  return `${provider.name} sign-in failed. Please try again.`;
}

export const SOCIAL_MESSAGES = {
  /** docs/product-spec.md §8: no authUrl could be made. */
  startFailed: (name: string) => `Failed to initiate ${name} authentication`,
  notConfigured: (id: string) => `${DEFAULT_NAMES[id as IdentityProviderId] ?? id} sign-in is not configured on this server.`,
  noEmail: (name: string) =>
    `Your ${name} account did not share an e-mail address, so you cannot sign in with it. Please use your work e-mail instead.`,
  unverified: (name: string) =>
    `${name} has not verified the e-mail address of this account, so you cannot sign in with it. Please verify it at ${name} or use your work e-mail instead.`,
  noAccount: (name: string) => `There is no TalentLens account for this ${name} account yet. Please sign up first.`,
  linkedToAnother: (name: string) => `Your TalentLens account is already linked to another ${name} account.`,
  tokenRequired:
    "Send the provider's ID token (idToken) or an access token it issued to this server (accessToken): a profile alone is not accepted.",
  oneToken: 'Send either idToken or accessToken, not both.',
  outsideDomains: (name: string, email: string | null) =>
    email
      ? `${name} can only sign in addresses of its own company, and ${email} is not one of them. Please sign in with an e-mail code instead.`
      : `Your ${name} account did not share an e-mail address, so you cannot sign in with it. Please use your work e-mail instead.`,
} as const;

/** What a provider's callback came to: a session, or the message the callback page shows. */
export type CallbackOutcome = { signIn: SignIn } | { error: string };

export interface SocialSignInSettings {
  /** The public address; each provider's redirect URI is `${appUrl}/api/users/auth/{provider}/callback`. */
  appUrl: string;
  /** Starts and token sign-ins per client in each window (the limits of sign-in codes per client). */
  perClient: number;
  windowMinutes: number;
}

function tokenHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether an address is at one of the domains (exactly: a subdomain must be listed itself). */
export function isAtDomain(email: string | null, domains: readonly string[]): boolean {
  if (!email) return false;
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '');
  return domains.includes(domain);
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';
}

/**
 * Signing in and up with Google, LinkedIn or a company's OpenID Connect provider
 * (docs/decisions.md, "Social and company sign-in"). The server runs the code flow itself
 * (state bound to the browser by an httpOnly cookie and kept here as a hash, nonce and PKCE
 * verifier, each attempt used once within 10 minutes) or verifies a token a client holds; it never
 * takes a profile the browser posts. Accounts: a provider's subject is linked to one user
 * (user_identities); an unknown subject joins the account of the e-mail the provider verified, or,
 * signing up, makes a new account with the same plan and once-per-mailbox bonus as e-mail sign-up.
 * Free-mail and disposable addresses are refused here as everywhere.
 */
export class SocialSignInService {
  private readonly providersById: Map<string, IdentityProvider>;
  private readonly perClient: RateLimiterPostgres;

  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    private readonly users: UsersService,
    providers: IdentityProvider[],
    private readonly clock: Clock,
    private readonly settings: SocialSignInSettings,
    private readonly logger: Logger,
  ) {
    this.providersById = new Map(providers.map((p) => [p.id, p]));
    this.perClient = new PostgresRateLimiter({
      storeClient: ds,
      storeType: 'typeorm',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'social_client',
      points: settings.perClient,
      duration: settings.windowMinutes * 60,
    });
  }

  /** The configured providers, for the sign-in buttons (an unconfigured one has no button). */
  providers(): Array<{ id: IdentityProviderId; name: string }> {
    return [...this.providersById.values()].map((p) => ({ id: p.id, name: p.name }));
  }

  redirectUri(providerId: string): string {
    return `${this.settings.appUrl}/api/users/auth/${providerId}/callback`;
  }

  /**
   * A new attempt at the provider: the URL to send the browser to, and the state the browser must
   * bring back in its cookie (valid as long as the attempt).
   */
  async start(input: StartSocialSignInInput, clientKey: string): Promise<{ authUrl: string; state: string; expiresAt: Date }> {
    const provider = this.provider(input.provider);
    await consumeRateLimit(this.perClient, clientKey, 'sign-in attempts');
    const checks = { state: this.random(), nonce: this.random(), codeVerifier: this.random() };
    let authUrl: string;
    try {
      authUrl = await provider.authorizationUrl(this.redirectUri(provider.id), checks);
    } catch (err) {
      this.logger.warn({ provider: provider.id, reason: (err as Error).message }, 'social sign-in could not start');
      throw new AppError('SERVICE_UNAVAILABLE', SOCIAL_MESSAGES.startFailed(provider.name));
    }
    const now = this.clock.now();
    const expiresAt = dayjs(now).add(SOCIAL_ATTEMPT_TTL_MINUTES, 'minute').toDate();
    const repo = new SocialSignInRepository(this.ds);
    await repo.deleteAttemptsExpiredBefore(dayjs(now).subtract(ATTEMPT_RETENTION_HOURS, 'hour').toDate());
    await repo.insertAttempt({
      stateHash: tokenHash(checks.state),
      provider: provider.id,
      intent: input.intent,
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      newsUpdates: input.newsUpdates === true,
      expiresAt,
    });
    return { authUrl, state: checks.state, expiresAt };
  }

  /**
   * The provider sent the browser back. `search` is the callback's query string as received;
   * `browserState` the state from the browser's cookie. Every refusal is a message for the
   * callback page, and none leaves an account or a session behind.
   */
  async complete(
    providerId: string,
    search: string,
    browserState: string | undefined,
    meta: { userAgent?: string },
  ): Promise<CallbackOutcome> {
    const provider = this.provider(providerId);
    const params = new URLSearchParams(search);
    try {
      const state = params.get('state') ?? '';
      if (!state || !browserState || !sameText(state, browserState))
        throw new IdentityRejected('the state is not the one this browser started');
      const attempt = await new SocialSignInRepository(this.ds).consumeAttempt(tokenHash(state), provider.id, this.clock.now());
      if (!attempt) throw new IdentityRejected('the attempt is unknown, used or expired');
      if (params.has('error')) throw new IdentityRejected(`the provider answered ${params.get('error')}`);
      const redirectUri = this.redirectUri(provider.id);
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = search;
      const claims = await provider.completeAuthorization(callbackUrl, redirectUri, {
        state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
      });
      const signIn = await this.signInWith(
        provider,
        claims,
        { intent: attempt.intent as OtpPurpose, newsUpdates: attempt.newsUpdates },
        meta,
      );
      return { signIn };
    } catch (err) {
      if (err instanceof IdentityRejected) {
        this.logger.warn({ provider: provider.id, reason: err.reason }, 'social sign-in refused');
        return { error: socialFailureMessage(provider) };
      }
      if (err instanceof AppError && err.httpStatus < 500) return { error: err.message };
      throw err;
    }
  }

  /** POST /api/users/login and /register: a token the client holds, verified at the provider. */
  async signInWithToken(input: SocialTokenSignInInput, clientKey: string, meta: { userAgent?: string }): Promise<SignIn> {
    const provider = this.provider(input.provider);
    if (!input.idToken && !input.accessToken) throw AppError.badInput(SOCIAL_MESSAGES.tokenRequired);
    if (input.idToken && input.accessToken) throw AppError.badInput(SOCIAL_MESSAGES.oneToken);
    await consumeRateLimit(this.perClient, clientKey, 'sign-in attempts');
    let claims: IdentityClaims;
    try {
      claims = input.idToken ? await provider.verifyIdToken(input.idToken) : await provider.verifyAccessToken(input.accessToken ?? '');
    } catch (err) {
      if (err instanceof IdentityProviderUnavailable) {
        this.logger.warn({ provider: provider.id, reason: err.reason }, 'social sign-in provider unavailable');
        throw new AppError('SERVICE_UNAVAILABLE', socialFailureMessage(provider));
      }
      if (err instanceof IdentityRejected) {
        this.logger.warn({ provider: provider.id, reason: err.reason }, 'social sign-in token refused');
        throw AppError.unauthenticated(socialFailureMessage(provider));
      }
      throw err;
    }
    return this.signInWith(provider, claims, { intent: input.intent, newsUpdates: input.newsUpdates === true }, meta);
  }

  /** The account page's list: e-mail codes always, then each linked provider. */
  async signInMethods(userId: string): Promise<SignInMethod[]> {
    const user = await new UsersRepository(this.ds.manager).findById(userId);
    if (!user) throw AppError.notFound('User not found');
    const identities = await new SocialSignInRepository(this.ds).identitiesOf(userId);
    return [
      { method: 'email', name: 'E-mail code', email: user.email, linkedAt: null },
      ...identities.map((i) => ({
        method: i.provider,
        name: this.providersById.get(i.provider)?.name ?? DEFAULT_NAMES[i.provider as IdentityProviderId] ?? i.provider,
        email: i.email,
        linkedAt: i.createdAt,
      })),
    ];
  }

  private provider(id: string): IdentityProvider {
    const provider = this.providersById.get(id);
    if (!provider) throw AppError.notFound(SOCIAL_MESSAGES.notConfigured(id));
    return provider;
  }

  private random(): string {
    return randomBytes(32).toString('base64url');
  }

  /**
   * The account of whom the provider vouched for, in one transaction with its new session. Two
   * first sign-ins of the same person at once: the loser of the unique index tries once more and
   * finds the winner's identity.
   */
  private async signInWith(
    provider: IdentityProvider,
    claims: IdentityClaims,
    request: { intent: OtpPurpose; newsUpdates: boolean },
    meta: { userAgent?: string },
  ): Promise<SignIn> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.ds.transaction(async (manager) => {
          const { user, message } = await this.accountFor(manager, provider, claims, request);
          return this.auth.openSession(manager, user, message, meta, provider.id);
        });
      } catch (err) {
        if (attempt < 2 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  private async accountFor(
    manager: EntityManager,
    provider: IdentityProvider,
    claims: IdentityClaims,
    request: { intent: OtpPurpose; newsUpdates: boolean },
  ): Promise<{ user: User; message: string }> {
    // A company's provider vouches only for its own domains: any other address is refused before
    // anything is looked up, so it is never linked to an account nor makes one (docs/decisions.md, "Social and company sign-in").
    if (provider.allowedDomains && !isAtDomain(claims.email, provider.allowedDomains)) {
      this.logger.warn({ provider: provider.id, domain: claims.email?.split('@').pop() ?? null }, 'provider vouched outside its domains');
      throw AppError.badInput(SOCIAL_MESSAGES.outsideDomains(provider.name, claims.email));
    }
    if (claims.email) {
      const problem = workEmailProblem(claims.email);
      if (problem) throw AppError.badInput(problem);
    }
    const now = this.clock.now();
    const identities = new SocialSignInRepository(manager);
    const users = new UsersRepository(manager);
    const known = await identities.findIdentity(provider.id, claims.subject);
    if (known) {
      const user = await users.findById(known.userId);
      if (!user) throw AppError.unauthenticated(socialFailureMessage(provider)); // deleted users take their identities along
      await identities.touchIdentity(known.id, now, claims.emailVerified ? claims.email : null);
      return { user, message: MESSAGES.loggedIn };
    }
    if (!claims.email) throw AppError.badInput(SOCIAL_MESSAGES.noEmail(provider.name));
    if (!claims.emailVerified) throw AppError.badInput(SOCIAL_MESSAGES.unverified(provider.name));

    let user = await users.findByEmail(claims.email);
    let message: string = MESSAGES.loggedIn;
    if (user) {
      // The provider vouches for the account's own address: link it (the person keeps their e-mail codes too).
      if (await identities.hasIdentity(user.id, provider.id)) {
        throw AppError.badInput(SOCIAL_MESSAGES.linkedToAnother(provider.name));
      }
      if (!user.firstName && !user.lastName && !user.profilePicture) {
        user.firstName = claims.givenName;
        user.lastName = claims.familyName;
        user.profilePicture = claims.picture;
        user = await users.save(user);
      }
    } else {
      if (request.intent === 'login') throw AppError.badInput(SOCIAL_MESSAGES.noAccount(provider.name));
      const created = await this.users.createWithStarterPlan(
        manager,
        claims.email,
        { newsUpdates: request.newsUpdates },
        { firstName: claims.givenName, lastName: claims.familyName, profilePicture: claims.picture },
      );
      user = created.user;
      message = created.bonus === 'already_claimed' ? MESSAGES.registeredWithoutBonus : MESSAGES.registered;
    }
    await identities.insertIdentity({
      userId: user.id,
      provider: provider.id,
      subject: claims.subject,
      email: claims.email,
      lastUsedAt: now,
    });
    return { user, message };
  }
}
