import { codeIn, startTestServer, uniqueEmail } from './helpers';
import { refusedSmtpUrl, startSmtpBlackHole, startSmtpSink, type SmtpSink } from './smtp-sink';

describe('e-mail through SMTP when SMTP_URL is set', () => {
  let sink: SmtpSink;
  let received: SmtpSink['received'];
  beforeAll(async () => {
    sink = await startSmtpSink();
    received = sink.received;
  });
  afterAll(() => sink.close());

  it('sends the code to a real SMTP server, from MAIL_FROM, and keeps nothing in the outbox', async () => {
    const t = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'TalentLens <codes@talentlens.test>' });
    try {
      const email = uniqueEmail('smtp');
      const sent = await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
      expect(sent.status).toBe(200);
      const mail = received.find((m) => m.to.includes(email));
      expect(mail).toBeDefined();
      expect(mail!.raw).toMatch(/^From: TalentLens <codes@talentlens\.test>/m);
      const otp = codeIn(mail!.raw);
      expect(await t.lastMailTo(email)).toBeUndefined();
      const verified = await t.rest('POST', '/api/users/verify-otp', { userEmail: email, otp, type: 'register', termsAccepted: true });
      expect(verified.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('in production (which needs SMTP_URL) serves no outbox', async () => {
    const t = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), SMTP_URL: sink.url });
    try {
      const email = uniqueEmail('prod');
      expect((await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true })).status).toBe(200);
      expect(received.some((m) => m.to.includes(email))).toBe(true);
      for (const path of ['/dev/outbox', '/dev/outbox.json', `/dev/outbox.json?to=${email}`]) {
        const r = await fetch(t.url + path, { headers: { accept: 'text/html,*/*' } });
        expect(r.status).toBe(404);
        expect(await r.text()).not.toContain(email);
      }
    } finally {
      await t.close();
    }
  });
});

describe('a mail server that is away', () => {
  const MAIL_MESSAGE = 'We could not send the e-mail right now. Please try again in a few minutes.';
  const TIMEOUT_MS = 1500;
  /** What a slow machine may add to the time limit: connecting, the database, the answer. */
  const MARGIN_MS = 2000;

  async function codeRequestAgainst(smtpUrl: string) {
    const t = await startTestServer({ SMTP_URL: smtpUrl, SMTP_TIMEOUT_MS: String(TIMEOUT_MS) });
    try {
      const started = Date.now();
      const rest = await t.rest('POST', '/api/users/email-otp', { userEmail: uniqueEmail('away'), type: 'register', termsAccepted: true });
      const restMs = Date.now() - started;
      const again = Date.now();
      const gql = await t.gql('mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { message } }', {
        input: { userEmail: uniqueEmail('away'), type: 'login' },
      });
      return { rest, restMs, gql, gqlMs: Date.now() - again };
    } finally {
      await t.close();
    }
  }

  function expectMailUnavailable(answer: Awaited<ReturnType<typeof codeRequestAgainst>>) {
    expect(answer.rest.status).toBe(503);
    expect(answer.rest.body).toEqual({ status: 'error', message: MAIL_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    expect(answer.rest.headers.get('retry-after')).toBe('60');
    expect(answer.restMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(answer.gql.body.errors[0]).toMatchObject({ message: MAIL_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(answer.gqlMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  }

  it('answers 503 with the mail message within SMTP_TIMEOUT_MS when the server accepts and never answers', async () => {
    const hole = await startSmtpBlackHole();
    try {
      const answer = await codeRequestAgainst(hole.url);
      expectMailUnavailable(answer);
      expect(hole.connections()).toBeGreaterThanOrEqual(2);
      // It waited for the mail server (not for something else) and gave up at the limit.
      expect(answer.restMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    } finally {
      await hole.close();
    }
  });

  it('answers 503 with the mail message at once when the connection is refused', async () => {
    expectMailUnavailable(await codeRequestAgainst(await refusedSmtpUrl()));
  });
});
