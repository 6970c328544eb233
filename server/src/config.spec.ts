import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for one machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 4000, host: '127.0.0.1', dataDir: path.resolve('.data'), cookieSecure: false });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.appUrl).toBe('http://localhost:4000');
    expect(c.otpLimits).toEqual({ perAddress: 5, perMailbox: 10, perClient: 30, windowMinutes: 15 });
    expect(c.smtpTimeoutMs).toBe(5000);
    expect(c.apiKeyRateLimitPerMinute).toBe(120);
    expect(c.apiKeysPerUser).toBe(10);
    expect(c.apiKeyFailuresPerClient).toBe(20);
    expect(loadConfig({ API_KEY_RATE_LIMIT_PER_MINUTE: '600' }).apiKeyRateLimitPerMinute).toBe(600);
  });

  it('sizes every collection of an account', () => {
    expect(loadConfig({}).collectionLimits).toEqual({ listsPerUser: 100, listEntriesMax: 1000, savedSearchesPerUser: 200 });
    expect(loadConfig({ LISTS_PER_USER: '5', LIST_ENTRIES_MAX: '2000', SAVED_SEARCHES_PER_USER: '10' }).collectionLimits).toEqual({
      listsPerUser: 5,
      listEntriesMax: 2000,
      savedSearchesPerUser: 10,
    });
  });

  it('honours PORT, DATA_DIR and the rest', () => {
    const c = loadConfig({
      PORT: '5050',
      DATA_DIR: '/var/lib/talentlens',
      TRUST_PROXY: '1',
      COOKIE_SECURE: 'true',
      APP_URL: 'https://app.example.com/',
    });
    expect(c).toMatchObject({
      port: 5050,
      dataDir: '/var/lib/talentlens',
      trustProxy: 1,
      cookieSecure: true,
      appUrl: 'https://app.example.com',
    });
  });

  it("limits the pool's statements to 5 s, the client's wait a second more, and takes another limit", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 5000, queryMs: 6000, idleInTransactionMs: 60_000 });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '20000' }).databaseTimeouts).toMatchObject({ statementMs: 20_000, queryMs: 21_000 });
  });

  it('runs the payments reconciler every minute unless PAYMENTS_RECONCILE_SECONDS says otherwise (0: never)', () => {
    expect(loadConfig({}).paymentsReconcileSeconds).toBe(60);
    expect(loadConfig({ PAYMENTS_RECONCILE_SECONDS: '0' }).paymentsReconcileSeconds).toBe(0);
    expect(loadConfig({ PAYMENTS_RECONCILE_SECONDS: '300' }).paymentsReconcileSeconds).toBe(300);
    expect(() => loadConfig({ PAYMENTS_RECONCILE_SECONDS: '-1' })).toThrow(/PAYMENTS_RECONCILE_SECONDS: /);
    expect(() => loadConfig({ PAYMENTS_RECONCILE_SECONDS: 'often' })).toThrow(/PAYMENTS_RECONCILE_SECONDS: /);
  });

  it('hides contacts and marks profiles out of date after a year unless CONTACT_HIDE_DAYS and PROFILE_STALE_DAYS say otherwise', () => {
    expect(loadConfig({})).toMatchObject({ contactStaleDays: 90, contactHideDays: 365, profileStaleDays: 365 });
    expect(loadConfig({ CONTACT_HIDE_DAYS: '180', PROFILE_STALE_DAYS: '730' })).toMatchObject({
      contactHideDays: 180,
      profileStaleDays: 730,
    });
    expect(() => loadConfig({ CONTACT_HIDE_DAYS: '0' })).toThrow(/CONTACT_HIDE_DAYS: /);
    expect(() => loadConfig({ PROFILE_STALE_DAYS: '4000' })).toThrow(/PROFILE_STALE_DAYS: /);
  });

  it('runs one process on the primary alone unless told of replicas, a pooler or more processes', () => {
    const plain = loadConfig({});
    expect(plain).toMatchObject({ databaseReplicaUrls: [], databaseReplicaMaxLagMs: 2000, webConcurrency: 1 });
    expect(plain.databaseDirectUrl).toBeUndefined();
    const scaled = loadConfig({
      DATABASE_URL: 'postgres://app:pw@pgbouncer:6432/talentlens',
      DATABASE_DIRECT_URL: 'postgres://app:pw@primary:5432/talentlens',
      DATABASE_REPLICA_URLS: ' postgres://app:pw@replica-1:5432/talentlens , postgresql://app:pw@replica-2/talentlens,',
      DATABASE_REPLICA_MAX_LAG_MS: '500',
      WEB_CONCURRENCY: '4',
    });
    expect(scaled).toMatchObject({
      databaseDirectUrl: 'postgres://app:pw@primary:5432/talentlens',
      databaseReplicaUrls: ['postgres://app:pw@replica-1:5432/talentlens', 'postgresql://app:pw@replica-2/talentlens'],
      databaseReplicaMaxLagMs: 500,
      webConcurrency: 4,
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://a/b,mysql://c/d' })).toThrow(/DATABASE_REPLICA_URLS: expected postgres/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://app:pw@primary/talentlens' })).toThrow(
      /DATABASE_DIRECT_URL: set it only with DATABASE_URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY: /);
    expect(() => loadConfig({ DATABASE_REPLICA_MAX_LAG_MS: '10' })).toThrow(/DATABASE_REPLICA_MAX_LAG_MS: /);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 4000, databaseUrl: undefined });
  });

  const invalid: Array<[string, Record<string, string>]> = [
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/app' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['OTP_LIMIT_PER_ADDRESS', { OTP_LIMIT_PER_ADDRESS: '0' }],
    ['COOKIE_SECURE', { COOKIE_SECURE: 'maybe' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['API_KEY_RATE_LIMIT_PER_MINUTE', { API_KEY_RATE_LIMIT_PER_MINUTE: '0' }],
    ['SMTP_TIMEOUT_MS', { SMTP_TIMEOUT_MS: '100' }],
    ['SMTP_TIMEOUT_MS', { SMTP_TIMEOUT_MS: '600000' }],
    ['OTP_LIMIT_PER_MAILBOX', { OTP_LIMIT_PER_MAILBOX: '0' }],
    ['API_KEYS_PER_USER', { API_KEYS_PER_USER: '0' }],
    ['API_KEY_FAILURES_PER_CLIENT', { API_KEY_FAILURES_PER_CLIENT: 'many' }],
    ['DATABASE_STATEMENT_TIMEOUT_MS', { DATABASE_STATEMENT_TIMEOUT_MS: '0' }],
    ['DATABASE_STATEMENT_TIMEOUT_MS', { DATABASE_STATEMENT_TIMEOUT_MS: '100' }],
    ['DATABASE_STATEMENT_TIMEOUT_MS', { DATABASE_STATEMENT_TIMEOUT_MS: 'never' }],
    ['LISTS_PER_USER', { LISTS_PER_USER: '0' }],
    ['LIST_ENTRIES_MAX', { LIST_ENTRIES_MAX: '20000' }],
    ['SAVED_SEARCHES_PER_USER', { SAVED_SEARCHES_PER_USER: 'many' }],
  ];
  it.each(invalid)('stops on an invalid %s and names it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587' }).cookieSecure).toBe(
      true,
    );
  });

  it('hashes staff passwords at scrypt cost 17 unless told otherwise, and never below 17 in production', () => {
    expect(loadConfig({}).staffPasswordCost).toBe(17);
    expect(loadConfig({ STAFF_PASSWORD_COST: '14' }).staffPasswordCost).toBe(14);
    expect(() => loadConfig({ STAFF_PASSWORD_COST: '12' })).toThrow(/STAFF_PASSWORD_COST/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig({ ...production, STAFF_PASSWORD_COST: '16' })).toThrow(
      /STAFF_PASSWORD_COST: at least 17 when NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, STAFF_PASSWORD_COST: '18' }).staffPasswordCost).toBe(18);
  });

  it('requires SMTP_URL in production, so sign-in codes are never only logged', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /^Invalid configuration:\n {2}SMTP_URL: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: '  ' })).toThrow(/SMTP_URL: required/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
  });

  describe('sign-in providers', () => {
    it('offers none by default', () => {
      expect(loadConfig({}).identityProviders).toEqual([]);
    });

    it('takes Google and LinkedIn by client id and secret, at their own issuers unless pointed elsewhere', () => {
      const c = loadConfig({
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        LINKEDIN_CLIENT_ID: 'l-id',
        LINKEDIN_CLIENT_SECRET: 'l-secret',
        LINKEDIN_ISSUER: 'http://127.0.0.1:4010/',
      });
      expect(c.identityProviders).toEqual([
        { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret' },
        { id: 'linkedin', name: 'LinkedIn', issuer: 'http://127.0.0.1:4010', clientId: 'l-id', clientSecret: 'l-secret' },
      ]);
    });

    it('takes a company provider with its issuer and button label', () => {
      const c = loadConfig({
        OIDC_ISSUER: 'https://acme.okta.com',
        OIDC_CLIENT_ID: 'o-id',
        OIDC_CLIENT_SECRET: 'o-secret',
        OIDC_BUTTON_LABEL: 'Acme SSO',
        OIDC_ALLOWED_DOMAINS: ' Acme.com, acme.co.uk. ,',
      });
      expect(c.identityProviders).toEqual([
        {
          id: 'sso',
          name: 'Acme SSO',
          issuer: 'https://acme.okta.com',
          clientId: 'o-id',
          clientSecret: 'o-secret',
          allowedDomains: ['acme.com', 'acme.co.uk'],
        },
      ]);
      expect(
        loadConfig({ OIDC_ISSUER: 'https://acme.okta.com', OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's', OIDC_ALLOWED_DOMAINS: 'acme.com' })
          .identityProviders[0].name,
      ).toBe('Company SSO');
    });

    it('refuses to start a company provider without the domains it may vouch for, or with something else in their place', () => {
      const sso = { OIDC_ISSUER: 'https://acme.okta.com', OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' };
      expect(() => loadConfig(sso)).toThrow(/OIDC_ALLOWED_DOMAINS: required with OIDC_ISSUER/);
      for (const bad of ['@acme.com', 'acme', 'https://acme.com', 'acme.com;evil.com', ', ,']) {
        expect(() => loadConfig({ ...sso, OIDC_ALLOWED_DOMAINS: bad })).toThrow(/OIDC_ALLOWED_DOMAINS: expected a comma-separated list/);
      }
      // Google and LinkedIn keep their own rules: no domain list.
      expect(loadConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).identityProviders[0].allowedDomains).toBeUndefined();
    });

    it.each([
      [{ GOOGLE_CLIENT_ID: 'g-id' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set all or none/],
      [{ LINKEDIN_CLIENT_SECRET: 's' }, /LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET: set all or none/],
      [{ OIDC_ISSUER: 'https://idp.acme.io', OIDC_CLIENT_ID: 'x' }, /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all or none/],
      [
        { GOOGLE_ISSUER: 'http://accounts.example.com', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' },
        /GOOGLE_ISSUER: expected an https URL/,
      ],
      [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, /OIDC_ISSUER: expected the issuer URL/],
    ])('refuses half a provider or an insecure issuer (%o)', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });
});
