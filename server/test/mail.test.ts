import { codeIn, startTestServer, uniqueEmail } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

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
