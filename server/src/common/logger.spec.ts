import { Writable } from 'node:stream';
import { createLogger, redactUrlPasswords } from './logger';

describe('the logger', () => {
  it('blanks the password of any URL inside a logged error', () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk;
        done();
      },
    });
    const logger = createLogger('info', sink);
    // Node's URL errors keep their input; a driver error may quote its connection string.
    const err = Object.assign(new Error('could not connect to postgres://talentlens:s3cr3t-pw@127.0.0.1:5432/talentlens'), {
      input: 'postgresql://postgres:0ther-pw@db.internal/talentlens',
      cause: new Error('from smtps://mailer:m41l-pw@smtp.example.com:465'),
    });
    logger.error({ err }, 'failed');
    expect(out).toContain('postgres://talentlens:***@127.0.0.1:5432/talentlens');
    expect(out).not.toMatch(/s3cr3t-pw|0ther-pw|m41l-pw/);
  });

  it('leaves text without a URL password alone', () => {
    expect(redactUrlPasswords('postgres://127.0.0.1:5432/talentlens and user@example.com')).toBe(
      'postgres://127.0.0.1:5432/talentlens and user@example.com',
    );
  });
});
