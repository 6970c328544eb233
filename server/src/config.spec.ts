import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for one machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 4000, host: '0.0.0.0', dataDir: path.resolve('.data'), cookieSecure: false });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.appUrl).toBe('http://localhost:4000');
    expect(c.otpLimits).toEqual({ perAddress: 5, perClient: 30, windowMinutes: 15 });
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

  it('requires SMTP_URL in production, so sign-in codes are never only logged', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /^Invalid configuration:\n {2}SMTP_URL: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: '  ' })).toThrow(/SMTP_URL: required/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
  });
});
