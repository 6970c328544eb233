import { codeIn, HOUR, MINUTE, signUp, startTestServer, TestServer, uniqueEmail } from './helpers';

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
    limited = await startTestServer({ OTP_LIMIT_PER_ADDRESS: '3', OTP_LIMIT_PER_CLIENT: '6', OTP_LIMIT_WINDOW_MINUTES: '15' });
  });
  afterAll(() => limited.close());

  it('limits sending per address, whoever asks', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      const ok = await limited.rest(
        'POST',
        '/api/users/email-otp',
        { userEmail: email, type: 'login' },
        { clientIp: `203.0.113.${i + 1}` },
      );
      expect(ok.status).toBe(200);
    }
    const refused = await limited.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'login' }, { clientIp: '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe('error');
    expect(refused.body.message).toMatch(/^Too many codes requested\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.ds.query('SELECT 1 FROM otp_codes WHERE email = $1', [email])).toHaveLength(3);
  });

  it('limits sending per client, whatever the address', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await limited.rest('POST', '/api/users/email-otp', { userEmail: uniqueEmail(), type: 'login' }, { clientIp: ip });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Another client is not affected.
    const other = await limited.rest(
      'POST',
      '/api/users/email-otp',
      { userEmail: uniqueEmail(), type: 'login' },
      { clientIp: '192.0.2.78' },
    );
    expect(other.status).toBe(200);
  });
});
