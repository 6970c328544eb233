import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/data-source';

/** Every environment variable the server reads, parsed once at boot. */
const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number({ message: 'expected a number' }).int('expected a whole number').positive('expected a positive number');

/** An OpenID Connect issuer: https, or http only on this machine (a local or test provider). */
const issuerUrl = z
  .url({ message: 'expected the issuer URL of an OpenID Connect provider, such as https://accounts.google.com' })
  .refine((value) => /^https:\/\//i.test(value) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i.test(value), {
    message: 'expected an https URL (plain http only for localhost)',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ message: 'expected a number' }).int().min(0).max(65535).default(4000),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number({ message: 'expected a number' }).int().min(0).max(65535).default(0),
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.every((u) => /^postgres(ql)?:\/\//.test(u)), 'expected postgres:// or postgresql:// URLs separated by commas')
    .refine((urls) => urls.length <= 16, 'expected at most 16 replicas'),
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce
    .number({ message: 'expected a number' })
    .int('expected a whole number')
    .min(100, 'expected at least 100 (milliseconds)')
    .max(3_600_000, 'expected at most 3600000 (milliseconds)')
    .default(2000),
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'expected a number' })
    .int('expected a whole number')
    .min(1, 'expected at least 1')
    .max(64, 'expected at most 64')
    .default(1),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'expected a number' })
    .int('expected a whole number')
    .min(500, 'expected at least 500 (milliseconds)')
    .max(600_000, 'expected at most 600000 (milliseconds)')
    .default(5000),
  APP_URL: z.url({ message: 'expected an absolute URL such as https://app.example.com' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: positiveInt.default(168),
  COOKIE_SECURE: boolean.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('TalentLens <no-reply@talentlens.local>'),
  SMTP_TIMEOUT_MS: positiveInt.min(500, 'expected at least 500').max(60_000, 'expected at most 60000').default(5000),
  OTP_LIMIT_PER_ADDRESS: positiveInt.default(5),
  OTP_LIMIT_PER_MAILBOX: positiveInt.default(10),
  OTP_LIMIT_PER_CLIENT: positiveInt.default(30),
  OTP_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/, -]+)$/, 'expected true, false, a hop count or a list of addresses')
    .default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10000),
  CLIENT_DIST: z.string().optional(),
  SEED_PROFILES: z.coerce.number({ message: 'expected a number' }).int().min(0).max(5_000_000).default(20_000),
  SEED: z.coerce.number({ message: 'expected a number' }).int().min(0).default(42),
  SEARCH_CACHE_SECONDS: z.coerce.number({ message: 'expected a number' }).int().min(0).max(86_400).default(300),
  IMPORT_UPLOAD_MAX_MB: z.coerce.number({ message: 'expected a number' }).int().min(1).max(100_000).default(1024),
  ANALYSIS_LLM_URL: z.url({ message: 'expected the base URL of an OpenAI-compatible API, such as https://api.openai.com/v1' }).optional(),
  ANALYSIS_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ANALYSIS_LLM_API_KEY: z.string().min(1).optional(),
  ANALYSIS_LLM_TIMEOUT_MS: positiveInt.default(8000),
  PDL_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{64}$/, "expected People Data Labs' API key (64 letters and digits)")
    .optional(),
  PDL_BASE_URL: z
    .url({ message: 'expected the base URL of the PDL API with its version, such as https://api.peopledatalabs.com/v5' })
    .default('https://api.peopledatalabs.com/v5'),
  PDL_MIN_LIKELIHOOD: z.coerce.number({ message: 'expected a number' }).int().min(1).max(10).default(6),
  PDL_REQUESTS_PER_MINUTE: positiveInt.max(100_000, 'expected at most 100000').default(10),
  HUNTER_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{20,64}$/, "expected Hunter's API key (letters and digits)")
    .optional(),
  HUNTER_BASE_URL: z
    .url({ message: 'expected the base URL of the Hunter API with its version, such as https://api.hunter.io/v2' })
    .default('https://api.hunter.io/v2'),
  HUNTER_REQUESTS_PER_MINUTE: positiveInt.max(100_000, 'expected at most 100000').default(300),
  CONTACT_STALE_DAYS: positiveInt.max(3650, 'expected at most 3650').default(90),
  CONTACT_HIDE_DAYS: positiveInt.max(3650, 'expected at most 3650').default(365),
  PROFILE_STALE_DAYS: positiveInt.max(3650, 'expected at most 3650').default(365),
  REVEAL_LOG_DAYS: positiveInt.max(3650, 'expected at most 3650').default(730),
  PRIVACY_OPERATOR_NAME: z.string().trim().min(1).max(200, 'expected at most 200 characters').default('TalentLens'),
  PRIVACY_CONTACT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('privacy@talentlens.example'),
  PROVIDER_TIMEOUT_MS: positiveInt.min(500, 'expected at least 500').max(60_000, 'expected at most 60000').default(8000),
  PROVIDER_CACHE_HOURS: positiveInt.max(8760, 'expected at most 8760 (a year)').default(720),
  PROVIDER_USER_DAILY_BUDGET: z.coerce.number({ message: 'expected a number' }).int().min(0).max(1_000_000).default(25),
  PROVIDER_MONTHLY_BUDGET: z.coerce.number({ message: 'expected a number' }).int().min(0).max(100_000_000).default(1000),
  PROVIDER_CIRCUIT_MIN_CALLS: positiveInt.max(1000).default(5),
  PROVIDER_CIRCUIT_OPEN_SECONDS: positiveInt.max(3600).default(30),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'expected a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "expected the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  STRIPE_PRICE_PRO_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, 'expected a Stripe price id (price_...)')
    .optional(),
  STRIPE_PRICE_PRO_YEARLY: z
    .string()
    .regex(/^price_\w+$/, 'expected a Stripe price id (price_...)')
    .optional(),
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number({ message: 'expected a number' }).int().min(0).max(60).default(7),
  PAYMENTS_LOCAL_CHECKOUT: boolean.optional(),
  PAYMENTS_RECONCILE_SECONDS: z.coerce.number({ message: 'expected a number' }).int().min(0).max(86_400).default(60),
  ADMIN_EMAIL: z.email({ message: 'expected an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,64}$/, 'expected 3 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).max(512).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  GOOGLE_ISSUER: issuerUrl.default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: z.string().min(1).max(512).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  LINKEDIN_ISSUER: issuerUrl.default('https://www.linkedin.com/oauth'),
  OIDC_ISSUER: issuerUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(512).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  OIDC_BUTTON_LABEL: z.string().min(1).max(40, 'must be at most 40 characters').default('Company SSO'),
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase().replace(/\.+$/, ''))
        .filter((d) => d !== ''),
    )
    .refine((list) => list.length > 0 && list.every((d) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(d)), {
      message: 'expected a comma-separated list of e-mail domains, such as acme.com,acme.co.uk',
    })
    .optional(),
  ADMIN_SESSION_TTL_HOURS: positiveInt.default(8),
  ADMIN_LOGIN_LIMIT_PER_ACCOUNT: positiveInt.default(5),
  ADMIN_LOGIN_LIMIT_PER_CLIENT: positiveInt.default(20),
  ADMIN_LOGIN_LIMIT_UNTRUSTED_PER_ACCOUNT: positiveInt.default(20),
  STAFF_PASSWORD_COST: z.coerce.number().int().min(14).max(20).default(17),
  ADMIN_LOGIN_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
  API_KEY_RATE_LIMIT_PER_MINUTE: positiveInt.max(100_000, 'expected at most 100000').default(120),
  API_KEYS_PER_USER: positiveInt.max(1000, 'expected at most 1000').default(10),
  API_KEY_FAILURES_PER_CLIENT: positiveInt.default(20),
  LISTS_PER_USER: positiveInt.max(10_000, 'expected at most 10000').default(100),
  LIST_ENTRIES_MAX: positiveInt.max(10_000, 'expected at most 10000').default(1000),
  SAVED_SEARCHES_PER_USER: positiveInt.max(10_000, 'expected at most 10000').default(200),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  /** The largest file the staff imports page takes, in bytes (IMPORT_UPLOAD_MAX_MB); the command line has no limit. */
  importUploadMaxBytes: number;
  databaseUrl?: string;
  /**
   * The primary without a pooler, when DATABASE_URL goes through one in transaction mode (PgBouncer):
   * what needs a session of its own (migrations, LISTEN, the job queue, session locks) connects here.
   */
  databaseDirectUrl?: string;
  /** Read replicas (streaming standbys of the primary) for searches, counts, explanations and suggestions. */
  databaseReplicaUrls: string[];
  /** A replica further behind the primary than this is left out until it catches up. */
  databaseReplicaMaxLagMs: number;
  /** How many server processes `npm start` runs on this machine, sharing its port (node:cluster). */
  webConcurrency: number;
  embeddedPgPort: number;
  /** Time limits on the request pool's statements (db/data-source.ts); migrations and the bulk loader run without them. */
  databaseTimeouts: DatabaseTimeouts;
  appUrl: string;
  /** Undefined until resolved: production requires it, otherwise a secret is kept in DATA_DIR. */
  jwtSecret?: string;
  sessionTtlHours: number;
  cookieSecure: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** The time limit of each step of an SMTP send and of the whole send. */
  smtpTimeoutMs: number;
  /**
   * Codes sent in each window of `windowMinutes`: per mailbox and client (or mailbox and signed-in device),
   * per mailbox from clients without that mailbox's device cookie, and per client (docs/decisions.md, "Sign-in codes").
   */
  otpLimits: { perAddress: number; perMailbox: number; perClient: number; windowMinutes: number };
  trustProxy: boolean | number | string;
  logLevel: string;
  /** JSON lines, or pino-pretty's readable lines (development on a terminal, unless said). */
  logFormat: 'json' | 'pretty';
  shutdownTimeoutMs: number;
  clientDist: string;
  /** Profiles generated into an empty index at start (0: none). */
  seedProfiles: number;
  seed: number;
  /** How long search answers (pages, totals) are kept in memory; 0: not at all. */
  searchCacheSeconds: number;
  /** The AI analysis engine (an OpenAI-compatible chat-completions endpoint); unset: the rules engine only. */
  analysisLlm?: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
  /** People Data Labs (PDL_API_KEY); unset: no live provider, the index alone. */
  pdl?: { apiKey: string; baseUrl: string; minLikelihood: number; requestsPerMinute: number };
  /** Hunter's Email Verifier (HUNTER_API_KEY); unset: contacts are shown as stored. */
  hunter?: { apiKey: string; baseUrl: string; requestsPerMinute: number };
  /** An e-mail checked longer ago than this (or never) is checked again before a reveal charges for it, when a verifier is configured. */
  contactStaleDays: number;
  /** A contact no one confirmed for this long (its last check, else when it was read) is hidden from previews and reveals until checked again. */
  contactHideDays: number;
  /** A profile not read from its source for this long is marked out of date on cards and in exports. */
  profileStaleDays: number;
  /** How long the reveal log (who saw which contacts, for a person's access request) keeps an entry. */
  revealLogDays: number;
  /** Who holds the data of the people in the index, and where they write about it (the public notice, /people-privacy). */
  privacyOperator: { name: string; contactEmail: string };
  /** How every live provider call is bounded (modules/people-data/provider-guard.ts). */
  providerLimits: {
    timeoutMs: number;
    cacheHours: number;
    userDailyBudget: number;
    monthlyBudget: number;
    circuit: { minCalls: number; openMs: number };
  };
  /** Stripe Checkout, when both keys are set. */
  stripe?: { secretKey: string; webhookSecret: string; prices: { month?: string; year?: string } };
  /** How long a Pro plan whose renewal failed keeps running before it ends (days). */
  subscriptionGraceDays: number;
  /** The local test checkout when Stripe is not set: on outside production unless turned off, off in production unless turned on. */
  localCheckout: boolean;
  /** How often the payments reconciler runs (seconds); 0 runs none. */
  paymentsReconcileSeconds: number;
  /** The first superadmin, made at start while there is no staff account (ADMIN_EMAIL and ADMIN_PASSWORD). */
  firstAdmin?: { email: string; password: string; username: string };
  adminSessionTtlHours: number;
  /** scrypt's cost for staff passwords, as log2 N (17: 128 MiB a hash). */
  staffPasswordCost: number;
  /** The OpenID Connect providers people may sign in with (Google, LinkedIn, a company's); empty: none. */
  identityProviders: IdentityProviderSettings[];
  /**
   * Staff sign-in attempts allowed in each window (docs/decisions.md, "Staff"): per account from one
   * client (and per trusted device), per client, and per account from all untrusted clients together.
   */
  adminLoginLimits: { perAccount: number; perClient: number; untrustedPerAccount: number; windowMinutes: number };
  /** Requests one API key may make per minute, in each server process. */
  apiKeyRateLimitPerMinute: number;
  /** Working API keys one user may hold at once. */
  apiKeysPerUser: number;
  /** Requests with an unknown or revoked API key allowed per client in each 15 minutes. */
  apiKeyFailuresPerClient: number;
  /** How much one account may keep (docs/decisions.md, "Collection sizes"): lists, people in one list, saved searches. */
  collectionLimits: CollectionLimits;
}

export interface CollectionLimits {
  listsPerUser: number;
  listEntriesMax: number;
  savedSearchesPerUser: number;
}

/** A configured sign-in provider: its id in routes ('google', 'linkedin', 'sso'), its button label, and our client at its issuer. */
export interface IdentityProviderSettings {
  id: 'google' | 'linkedin' | 'sso';
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The e-mail domains the provider may vouch for (the company provider); undefined: the provider's own rules (Google, LinkedIn). */
  allowedDomains?: string[];
}

export class ConfigError extends Error {}

type Env = z.infer<typeof schema>;

/** Google, LinkedIn and the company provider: each needs its client id and secret together (the company one its issuer too). */
function identityProviders(e: Env): IdentityProviderSettings[] {
  const pairs: Array<[IdentityProviderSettings['id'], string, string | undefined, string | undefined, string | undefined, string]> = [
    ['google', 'Google', e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE'],
    ['linkedin', 'LinkedIn', e.LINKEDIN_ISSUER, e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, 'LINKEDIN'],
    ['sso', e.OIDC_BUTTON_LABEL, e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, 'OIDC'],
  ];
  const out: IdentityProviderSettings[] = [];
  for (const [id, name, issuer, clientId, clientSecret, prefix] of pairs) {
    const given = id === 'sso' ? [issuer, clientId, clientSecret] : [clientId, clientSecret];
    if (given.every((v) => v === undefined)) continue;
    if (given.some((v) => v === undefined) || !issuer || !clientId || !clientSecret) {
      const names =
        id === 'sso'
          ? `${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`
          : `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`;
      throw new ConfigError(`Invalid configuration:\n  ${names}: set all or none (${name} sign-in)`);
    }
    if (id !== 'sso') {
      out.push({ id, name, issuer, clientId, clientSecret });
      continue;
    }
    // A company's provider vouches only for its own domains (docs/decisions.md, "Social and company sign-in").
    if (!e.OIDC_ALLOWED_DOMAINS) {
      throw new ConfigError(
        'Invalid configuration:\n  OIDC_ALLOWED_DOMAINS: required with OIDC_ISSUER (the e-mail domains the company provider may sign people in for, comma-separated, such as acme.com,acme.co.uk)',
      );
    }
    out.push({ id, name, issuer, clientId, clientSecret, allowedDomains: e.OIDC_ALLOWED_DOMAINS });
  }
  return out;
}

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
function clean(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v.trim() !== '') out[k] = v.trim();
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(clean(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production (at least 32 characters)');
  }
  // Without SMTP, sign-in codes would only reach the log: in production nobody must be able to read them there.
  if (isProduction && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production (smtp://user:pass@host:587 or smtps://...), so sign-in codes are e-mailed and never logged',
    );
  }
  if (isProduction && e.STAFF_PASSWORD_COST < 17) {
    throw new ConfigError("Invalid configuration:\n  STAFF_PASSWORD_COST: at least 17 when NODE_ENV=production (OWASP's scrypt cost)");
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both (Stripe Checkout) or neither (the local test checkout)',
    );
  }
  // The direct URL is the pooled one's way round the pooler: without the pooled one it has nothing to stand beside.
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_DIRECT_URL: set it only with DATABASE_URL (DATABASE_URL through the pooler, DATABASE_DIRECT_URL to the primary itself)',
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both (the first superadmin) or neither');
  }
  const tp = e.TRUST_PROXY;
  const trustProxy = tp === 'true' ? true : tp === 'false' ? false : /^\d+$/.test(tp) ? Number(tp) : tp;
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS,
    databaseReplicaMaxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    databaseTimeouts: databaseTimeouts(e.DATABASE_STATEMENT_TIMEOUT_MS),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    cookieSecure: e.COOKIE_SECURE ?? isProduction,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    otpLimits: {
      perAddress: e.OTP_LIMIT_PER_ADDRESS,
      perMailbox: e.OTP_LIMIT_PER_MAILBOX,
      perClient: e.OTP_LIMIT_PER_CLIENT,
      windowMinutes: e.OTP_LIMIT_WINDOW_MINUTES,
    },
    trustProxy,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(__dirname, '..', '..', 'client', 'dist')),
    seedProfiles: e.SEED_PROFILES,
    seed: e.SEED,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    importUploadMaxBytes: e.IMPORT_UPLOAD_MAX_MB * 1024 * 1024,
    analysisLlm: e.ANALYSIS_LLM_URL
      ? {
          baseUrl: e.ANALYSIS_LLM_URL.replace(/\/+$/, ''),
          model: e.ANALYSIS_LLM_MODEL,
          apiKey: e.ANALYSIS_LLM_API_KEY,
          timeoutMs: e.ANALYSIS_LLM_TIMEOUT_MS,
        }
      : undefined,
    pdl: e.PDL_API_KEY
      ? {
          apiKey: e.PDL_API_KEY,
          baseUrl: e.PDL_BASE_URL.replace(/\/+$/, ''),
          minLikelihood: e.PDL_MIN_LIKELIHOOD,
          requestsPerMinute: e.PDL_REQUESTS_PER_MINUTE,
        }
      : undefined,
    hunter: e.HUNTER_API_KEY
      ? { apiKey: e.HUNTER_API_KEY, baseUrl: e.HUNTER_BASE_URL.replace(/\/+$/, ''), requestsPerMinute: e.HUNTER_REQUESTS_PER_MINUTE }
      : undefined,
    contactStaleDays: e.CONTACT_STALE_DAYS,
    revealLogDays: e.REVEAL_LOG_DAYS,
    contactHideDays: e.CONTACT_HIDE_DAYS,
    profileStaleDays: e.PROFILE_STALE_DAYS,
    privacyOperator: { name: e.PRIVACY_OPERATOR_NAME, contactEmail: e.PRIVACY_CONTACT_EMAIL },
    providerLimits: {
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      cacheHours: e.PROVIDER_CACHE_HOURS,
      userDailyBudget: e.PROVIDER_USER_DAILY_BUDGET,
      monthlyBudget: e.PROVIDER_MONTHLY_BUDGET,
      circuit: { minCalls: e.PROVIDER_CIRCUIT_MIN_CALLS, openMs: e.PROVIDER_CIRCUIT_OPEN_SECONDS * 1000 },
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { month: e.STRIPE_PRICE_PRO_MONTHLY, year: e.STRIPE_PRICE_PRO_YEARLY },
          }
        : undefined,
    subscriptionGraceDays: e.SUBSCRIPTION_GRACE_DAYS,
    localCheckout: e.PAYMENTS_LOCAL_CHECKOUT ?? !isProduction,
    paymentsReconcileSeconds: e.PAYMENTS_RECONCILE_SECONDS,
    firstAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL,
            password: e.ADMIN_PASSWORD,
            username:
              e.ADMIN_USERNAME ??
              (e.ADMIN_EMAIL.split('@')[0]
                .replace(/[^A-Za-z0-9._-]/g, '')
                .slice(0, 64) ||
                'admin'),
          }
        : undefined,
    adminSessionTtlHours: e.ADMIN_SESSION_TTL_HOURS,
    staffPasswordCost: e.STAFF_PASSWORD_COST,
    identityProviders: identityProviders(e),
    adminLoginLimits: {
      perAccount: e.ADMIN_LOGIN_LIMIT_PER_ACCOUNT,
      perClient: e.ADMIN_LOGIN_LIMIT_PER_CLIENT,
      untrustedPerAccount: e.ADMIN_LOGIN_LIMIT_UNTRUSTED_PER_ACCOUNT,
      windowMinutes: e.ADMIN_LOGIN_LIMIT_WINDOW_MINUTES,
    },
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    apiKeysPerUser: e.API_KEYS_PER_USER,
    apiKeyFailuresPerClient: e.API_KEY_FAILURES_PER_CLIENT,
    collectionLimits: {
      listsPerUser: e.LISTS_PER_USER,
      listEntriesMax: e.LIST_ENTRIES_MAX,
      savedSearchesPerUser: e.SAVED_SEARCHES_PER_USER,
    },
  };
}

/**
 * The statement timeout, and the client's own wait a second beyond it: a server that is alive
 * cancels the statement first (a clear error, the connection kept); one that does not answer at
 * all is given up on a second later. A transaction left idle is ended after a minute.
 */
export function databaseTimeouts(statementMs: number): DatabaseTimeouts {
  return { statementMs, queryMs: statementMs + 1000, idleInTransactionMs: 60_000 };
}
