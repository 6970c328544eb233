import { codeIn, HOUR, MINUTE, signUp, startTestServer, TestServer, uniqueClientIp, uniqueEmail } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const sendOtp = (body: object, opts?: { clientIp?: string }) => t.rest('POST', '/api/users/email-otp', body, opts);
const verifyOtp = (body: object) => t.rest('POST', '/api/users/verify-otp', body);

describe('sign-up over REST', () => {
  it('e-mails a code, creates the account on Starter and opens a session', async () => {
    const email = uniqueEmail('ann');
    const sent = await sendOtp({ userEmail: email, type: 'register', termsAccepted: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: 'success', message: 'OTP sent successfully! Please check your email.' });

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toMatch(/sign-up code/);
    const verified = await verifyOtp({
      userEmail: email,
      otp: codeIn(mail!.text),
      type: 'register',
      termsAccepted: true,
      newsUpdates: true,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('success');
    expect(verified.body.message).toBe('Registration successful! Redirecting to dashboard...');
    const user = verified.body.data;
    expect(user).toMatchObject({
      email,
      firstName: null,
      lastName: null,
      company: null,
      phone: null,
      designation: null,
      profilePicture: null,
      remainingCredits: 5,
      totalCredits: 5,
      plan: 'starter',
    });
    expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof user.token).toBe('string');
    const expiry = new Date(user.planExpiry).getTime();
    expect(Math.abs(expiry - (t.clock.now().getTime() + 5 * 24 * HOUR))).toBeLessThan(MINUTE);

    const cookie = verified.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tl_session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // The starter credits went through the ledger, in the same transaction as the balance.
    const ledger = await t.ds.query('SELECT change, reason, balance_after FROM credit_ledger WHERE user_id = $1', [user._id]);
    expect(ledger).toEqual([{ change: 5, reason: 'signup_bonus', balance_after: 5 }]);
    const [stored] = await t.ds.query('SELECT news_updates, terms_accepted_at FROM users WHERE id = $1', [user._id]);
    expect(stored.news_updates).toBe(true);
    expect(stored.terms_accepted_at).not.toBeNull();

    // The session works for the account route, by bearer token and by cookie alike.
    const byToken = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { token: user.token });
    expect(byToken.body.data.email).toBe(email);
    const byCookie = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { cookie: cookie.split(';')[0] });
    expect(byCookie.body.data.email).toBe(email);
  });

  it('signs an existing user in when they try to register again, without a second account', async () => {
    const { email, user } = await signUp(t);
    await sendOtp({ userEmail: email, type: 'register', termsAccepted: true });
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe('You already have a TalentLens account');
    const again = await verifyOtp({ userEmail: email, otp: codeIn(mail!.text), type: 'register', termsAccepted: true });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Login successful! Redirecting to dashboard...');
    expect(again.body.data._id).toBe(user._id);
    expect(again.body.data.remainingCredits).toBe(5);
  });
});

describe('sign-in over REST', () => {
  it('signs in with the e-mailed code; addresses are case-insensitive', async () => {
    const { email, user } = await signUp(t);
    const sent = await sendOtp({ userEmail: `  ${email.toUpperCase()} `, type: 'login' });
    expect(sent.body.message).toBe('OTP sent successfully! Please check your email.');
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toMatch(/sign-in code/);
    const verified = await verifyOtp({ userEmail: email, otp: codeIn(mail!.text), type: 'login' });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Login successful! Redirecting to dashboard...');
    expect(verified.body.data._id).toBe(user._id);
    expect(verified.body.data.token).not.toBe(user.token);
  });

  it('answers a known and an unknown address identically; the e-mail tells the stranger to sign up', async () => {
    const { email: known } = await signUp(t);
    const unknown = uniqueEmail('stranger');
    const a = await sendOtp({ userEmail: known, type: 'login' });
    const b = await sendOtp({ userEmail: unknown, type: 'login' });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);

    const strangerMail = await t.lastMailTo(unknown);
    expect(strangerMail?.text).toMatch(/no account/);
    expect(strangerMail?.text).toMatch(/\/register/);
    expect(strangerMail?.text).not.toMatch(/\b\d{6}\b/);

    // Wrong codes behave the same way too, up to and including the lock-out.
    for (let i = 0; i < 6; i++) {
      const x = await verifyOtp({ userEmail: known, otp: '000000', type: 'login' });
      const y = await verifyOtp({ userEmail: unknown, otp: '000000', type: 'login' });
      expect([x.status, x.body]).toEqual([y.status, y.body]);
    }
  });

  it('refuses a code that was already used', async () => {
    const { email } = await signUp(t);
    await sendOtp({ userEmail: email, type: 'login' });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    expect((await verifyOtp({ userEmail: email, otp, type: 'login' })).status).toBe(200);
    const reused = await verifyOtp({ userEmail: email, otp, type: 'login' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Invalid or expired OTP. Please request a new code.' });
  });

  it('refuses a code after 10 minutes', async () => {
    const { email } = await signUp(t);
    await sendOtp({ userEmail: email, type: 'login' });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    t.clock.advance(10 * MINUTE + 1000);
    const late = await verifyOtp({ userEmail: email, otp, type: 'login' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This OTP has expired. Please request a new code.');
  });

  it('accepts a code just inside its 10 minutes', async () => {
    const { email } = await signUp(t);
    await sendOtp({ userEmail: email, type: 'login' });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    t.clock.advance(9 * MINUTE);
    expect((await verifyOtp({ userEmail: email, otp, type: 'login' })).status).toBe(200);
  });

  it('voids the older code when a new one is sent', async () => {
    const { email } = await signUp(t);
    await sendOtp({ userEmail: email, type: 'login' });
    const first = codeIn((await t.lastMailTo(email))!.text);
    await sendOtp({ userEmail: email, type: 'login' });
    const second = codeIn((await t.lastMailTo(email))!.text);
    const active = await t.ds.query(
      'SELECT count(*)::int AS n FROM otp_codes WHERE email = $1 AND purpose = $2 AND voided_at IS NULL AND consumed_at IS NULL',
      [email, 'login'],
    );
    expect(active[0].n).toBe(1);
    // (Two random codes coincide once in a million; only then could the old one still pass.)
    if (first !== second) {
      const old = await verifyOtp({ userEmail: email, otp: first, type: 'login' });
      expect(old.status).toBe(400);
    }
    expect((await verifyOtp({ userEmail: email, otp: second, type: 'login' })).status).toBe(200);
  });

  it('binds a code to its purpose', async () => {
    const { email } = await signUp(t);
    await sendOtp({ userEmail: email, type: 'login' });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    const wrongPurpose = await verifyOtp({ userEmail: email, otp, type: 'register', termsAccepted: true });
    expect(wrongPurpose.status).toBe(400);
    expect((await verifyOtp({ userEmail: email, otp, type: 'login' })).status).toBe(200);
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const { email } = await signUp(t);
    await sendOtp({ userEmail: email, type: 'login' });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    const wrong = otp === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i++) {
      const r = await verifyOtp({ userEmail: email, otp: wrong, type: 'login' });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Incorrect OTP. Please check the code and try again.');
    }
    const fifth = await verifyOtp({ userEmail: email, otp: wrong, type: 'login' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Too many incorrect attempts. Please request a new code.');
    const right = await verifyOtp({ userEmail: email, otp, type: 'login' });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many incorrect attempts. Please request a new code.');

    // A new code starts afresh.
    await sendOtp({ userEmail: email, type: 'login' });
    const fresh = codeIn((await t.lastMailTo(email))!.text);
    expect((await verifyOtp({ userEmail: email, otp: fresh, type: 'login' })).status).toBe(200);
  });

  it('stores codes only as hashes', async () => {
    const email = uniqueEmail();
    await sendOtp({ userEmail: email, type: 'register', termsAccepted: true });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    const rows: Array<{ code_hash: string }> = await t.ds.query('SELECT code_hash FROM otp_codes WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(otp);
  });
});

describe('validation over REST', () => {
  const cases: Array<[string, object, string]> = [
    ['an empty address', { userEmail: '', type: 'register', termsAccepted: true }, 'Please enter your email address'],
    ['a blank address', { userEmail: '   ', type: 'login' }, 'Please enter your email address'],
    ['a missing address', { type: 'login' }, 'Please enter your email address'],
    ['gmail', { userEmail: 'someone@gmail.com', type: 'login' }, 'Please use a official email address'],
    ['hotmail', { userEmail: 'someone@Hotmail.co.uk', type: 'login' }, 'Please use a official email address'],
    ['yahoo', { userEmail: 'someone@yahoo.fr', type: 'register', termsAccepted: true }, 'Please use a official email address'],
    ['outlook', { userEmail: 'someone@outlook.com', type: 'login' }, 'Please use a official email address'],
    ['aol', { userEmail: 'someone@aol.com', type: 'login' }, 'Please use a official email address'],
    ['not an address', { userEmail: 'not-an-address', type: 'login' }, 'Please enter a valid email address'],
    ['register without terms', { userEmail: 'x@acme.io', type: 'register' }, 'Please accept the Terms & Conditions and Privacy Policy'],
    [
      'register with terms refused',
      { userEmail: 'x@acme.io', type: 'register', termsAccepted: false },
      'Please accept the Terms & Conditions and Privacy Policy',
    ],
    ['an unknown type', { userEmail: 'x@acme.io', type: 'signup' }, "type must be 'login' or 'register'"],
  ];

  it.each(cases)('email-otp refuses %s', async (_name, body, message) => {
    const r = await sendOtp(body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message });
  });

  it('does not limit the free-mail rule to .com domains but only to the first label', async () => {
    const r = await sendOtp({ userEmail: uniqueEmail().replace('@', '@gmailers-'), type: 'login' });
    expect(r.status).toBe(200);
  });

  const otpCases: Array<[string, unknown]> = [
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['letters', 'abcdef'],
    ['empty', ''],
    ['a number', 123456],
  ];
  it.each(otpCases)('verify-otp refuses a code of %s', async (_name, otp) => {
    const r = await verifyOtp({ userEmail: 'x@acme.io', otp, type: 'login' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Please enter a valid 6-digit OTP' });
  });

  it('verify-otp for register needs accepted terms, and creates nothing without them', async () => {
    const email = uniqueEmail();
    await sendOtp({ userEmail: email, type: 'register', termsAccepted: true });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    const r = await verifyOtp({ userEmail: email, otp, type: 'register' });
    expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Please accept the Terms & Conditions and Privacy Policy' });
    expect(await t.ds.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    // The code was not spent by the refused request.
    expect((await verifyOtp({ userEmail: email, otp, type: 'register', termsAccepted: true })).status).toBe(200);
  });

  it('answers a body that is not JSON with a clear 400', async () => {
    const r = await t.rest('POST', '/api/users/email-otp', '{"userEmail": ');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers an unknown API route with a 404 in the envelope', async () => {
    const r = await t.rest('GET', '/api/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body.status).toBe('error');
  });
});

describe('rate limits on sending codes', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      OTP_LIMIT_PER_ADDRESS: '3',
      OTP_LIMIT_PER_MAILBOX: '5',
      OTP_LIMIT_PER_CLIENT: '6',
      OTP_LIMIT_WINDOW_MINUTES: '15',
    });
  });
  afterAll(() => limited.close());

  const ORDINARY = /^Too many codes requested\. Please wait \d+ minutes? and try again\.$/;
  const MAILBOX =
    /^Too many codes were requested for this address\. Please wait \d+ minutes? and try again, or ask for the code in a browser where you have signed in to TalentLens before\.$/;
  /** A client address of its own for each call site, so clients never share a bucket by accident. */
  const newIp = uniqueClientIp;
  const ask = (userEmail: string, clientIp: string, cookie?: string) =>
    limited.rest('POST', '/api/users/email-otp', { userEmail, type: 'login' }, { clientIp, cookie });
  const parts = (email: string) => ({ local: email.slice(0, email.indexOf('@')), domain: email.slice(email.indexOf('@') + 1) });
  const deviceCookieOf = (res: { headers: Headers }) => {
    const line = res.headers.getSetCookie().find((c) => c.startsWith('tl_device='));
    if (!line) throw new Error('no device cookie');
    return line.split(';')[0];
  };

  it('counts plus-tags and letter case of one mailbox as one mailbox (a+1@, a+2@, A@)', async () => {
    const { local, domain } = parts(uniqueEmail('tags'));
    const ip = newIp();
    for (const address of [`${local}+1@${domain}`, `${local}+2@${domain}`, `${local.toUpperCase()}@${domain.toUpperCase()}`]) {
      expect((await ask(address, ip)).status).toBe(200);
    }
    const fourth = await ask(`${local}+4@${domain}`, ip);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(ORDINARY);
    // Another mailbox from the same client is not affected.
    expect((await ask(`other.${local}@${domain}`, ip)).status).toBe(200);
  });

  it('limits one client per mailbox, and all clients together per mailbox, with a message that says what to do', async () => {
    const email = uniqueEmail('bombed');
    const first = newIp();
    for (let i = 0; i < 3; i++) expect((await ask(email, first)).status).toBe(200);
    const slowed = await ask(email, first);
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(ORDINARY);
    const second = newIp();
    for (let i = 0; i < 2; i++) expect((await ask(email, second)).status).toBe(200);
    // Five codes to this mailbox in the window: nobody else gets one sent there.
    for (const ip of [second, newIp()]) {
      const refused = await ask(email.replace('@', '+again@'), ip);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(MAILBOX);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await limited.ds.query('SELECT 1 FROM otp_codes WHERE email IN ($1, $2)', [email, email.replace('@', '+again@')])).toHaveLength(
      5,
    );
  });

  it('still sends the owner a code in a browser that signed in before, after others exhausted the mailbox', async () => {
    const { email, response } = await signUp(limited, uniqueEmail('victim'));
    const device = deviceCookieOf(response);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('tl_device='))).toMatch(/HttpOnly/i);
    // An attacker from many addresses fills the mailbox-wide bucket (plus-tags included).
    const refusals: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await ask(email.replace('@', `+x${i}@`), newIp());
      if (r.status === 429) refusals.push(r.body.message);
    }
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((m) => MAILBOX.test(m))).toBe(true);
    // Without the mark, even the owner from a new address is refused; a tampered mark or another mailbox's does not help.
    expect((await ask(email, newIp())).status).toBe(429);
    const tampered = device.slice(0, -2) + (device.endsWith('AA') ? 'BB' : 'AA');
    expect((await ask(email, newIp(), tampered)).status).toBe(429);
    const other = await signUp(limited, uniqueEmail('other'));
    expect((await ask(email, newIp(), deviceCookieOf(other.response))).status).toBe(429);

    // The owner's browser, from any network: its own bucket of OTP_LIMIT_PER_ADDRESS, the code arrives and works.
    const sent = await ask(email, newIp(), device);
    expect(sent.status).toBe(200);
    const otp = codeIn((await limited.lastMailTo(email))!.text);
    const verified = await limited.rest('POST', '/api/users/verify-otp', { userEmail: email, otp, type: 'login' });
    expect(verified.status).toBe(200);
    // Over GraphQL too.
    const gql = await limited.gql(
      'mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { message } }',
      {
        input: { userEmail: email.toUpperCase(), type: 'login' },
      },
      { cookie: device, clientIp: newIp() },
    );
    expect(gql.body.errors).toBeUndefined();
    // The device's own bucket has a limit too.
    expect((await ask(email, newIp(), device)).status).toBe(200);
    const slowed = await ask(email, newIp(), device);
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(ORDINARY);
  });

  it("lets the owner's browser use its code after others spent the code's wrong tries, with tries of its own", async () => {
    const { email, response } = await signUp(limited, uniqueEmail('owner'));
    const device = deviceCookieOf(response);
    const verify = (otp: string, opts: { clientIp: string; cookie?: string }) =>
      limited.rest('POST', '/api/users/verify-otp', { userEmail: email, otp, type: 'login' }, opts);
    const codeFor = async () => {
      expect((await ask(email, newIp(), device)).status).toBe(200);
      return codeIn((await limited.lastMailTo(email))!.text);
    };
    const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

    const otp = await codeFor();
    // Someone else spends the code's five wrong tries (at once); the right code is then refused to anyone without the mark.
    const attacker = newIp();
    const burst = await Promise.all(Array.from({ length: 5 }, () => verify(wrong(otp), { clientIp: attacker })));
    expect(burst.filter((r) => r.status === 429)).toHaveLength(1);
    const stranger = await verify(otp, { clientIp: attacker });
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe('Too many incorrect attempts. Please request a new code.');
    // The owner's browser still signs in with it.
    expect((await verify(otp, { clientIp: newIp(), cookie: device })).status).toBe(200);

    // The owner's own wrong tries are limited too: five, then even the right code waits.
    const next = await codeFor();
    for (let i = 0; i < 5; i++) expect((await verify(wrong(next), { clientIp: newIp(), cookie: device })).status).toBe(400);
    const sixth = await verify(next, { clientIp: newIp(), cookie: device });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many incorrect attempts. Please request a new code.');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts N concurrent requests as N, before any mail is sent', async () => {
    const { local, domain } = parts(uniqueEmail('burst'));
    const ip = newIp();
    const oneClient = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(`${local}+${i}@${domain}`, ip)));
    expect(oneClient.filter((r) => r.status === 200)).toHaveLength(3);
    expect(oneClient.filter((r) => r.status === 429)).toHaveLength(9);
    const mails = async (pattern: string) =>
      Number((await limited.ds.query('SELECT count(*)::int AS n FROM mail_outbox WHERE to_address LIKE $1', [pattern]))[0].n);
    expect(await mails(`${local}+%@${domain}`)).toBe(3);

    const other = parts(uniqueEmail('burst.many'));
    const manyClients = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(`${other.local}+${i}@${other.domain}`, newIp())));
    expect(manyClients.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await mails(`${other.local}+%@${other.domain}`)).toBe(5);

    const client = newIp();
    const perClient = await Promise.all(Array.from({ length: 10 }, () => ask(uniqueEmail('spread'), client)));
    expect(perClient.filter((r) => r.status === 200)).toHaveLength(6);
  });
});
