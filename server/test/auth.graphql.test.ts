import { codeIn, startTestServer, TestServer, uniqueEmail } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const REQUEST = `mutation Request($input: RequestOtpInput!) { requestOtp(input: $input) { message } }`;
const VERIFY = `mutation Verify($input: VerifyOtpInput!) {
  verifyOtp(input: $input) { message token user { id email firstName remainingCredits totalCredits plan planExpiry } }
}`;
const ME = `query { me { id email remainingCredits totalCredits planExpiry } }`;
const LOGOUT = `mutation { logout { message } }`;

async function gqlSignUp(email = uniqueEmail()) {
  const sent = await t.gql(REQUEST, { input: { userEmail: email, type: 'register', termsAccepted: true } });
  expect(sent.body).toEqual({ data: { requestOtp: { message: 'OTP sent successfully! Please check your email.' } } });
  const otp = codeIn((await t.lastMailTo(email))!.text);
  const verified = await t.gql(VERIFY, { input: { userEmail: email, otp, type: 'register', termsAccepted: true } });
  expect(verified.body.errors).toBeUndefined();
  return { email, verified };
}

describe('sign-up and sign-in over GraphQL', () => {
  it('signs up with the code from the outbox, then signs in again', async () => {
    const { email, verified } = await gqlSignUp();
    const payload = verified.body.data.verifyOtp;
    expect(payload.message).toBe('Registration successful! Redirecting to dashboard...');
    expect(payload.user).toMatchObject({ email, firstName: null, remainingCredits: 5, totalCredits: 5, plan: 'starter' });
    expect(verified.headers.get('set-cookie')).toMatch(/^tl_session=.+HttpOnly/i);

    const me = await t.gql(ME, {}, { token: payload.token });
    expect(me.body.data.me).toMatchObject({ id: payload.user.id, email, remainingCredits: 5 });

    await t.gql(REQUEST, { input: { userEmail: email, type: 'login' } });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    const login = await t.gql(VERIFY, { input: { userEmail: email, otp, type: 'login' } });
    expect(login.body.data.verifyOtp.message).toBe('Login successful! Redirecting to dashboard...');
    expect(login.body.data.verifyOtp.user.id).toBe(payload.user.id);
  });

  it('the REST and GraphQL flows share one service: a REST code works over GraphQL', async () => {
    const email = uniqueEmail();
    await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    const verified = await t.gql(VERIFY, { input: { userEmail: email, otp, type: 'register', termsAccepted: true } });
    expect(verified.body.data.verifyOtp.user.email).toBe(email);
  });

  it('logout revokes the session for the token and the cookie', async () => {
    const { verified } = await gqlSignUp();
    const token = verified.body.data.verifyOtp.token;
    const cookie = verified.headers.get('set-cookie')!.split(';')[0];
    const out = await t.gql(LOGOUT, {}, { cookie });
    expect(out.body.data.logout.message).toBe('You have been signed out.');
    expect(out.headers.get('set-cookie')).toMatch(/tl_session=;/);
    const after = await t.gql(ME, {}, { token });
    expect(after.body.errors[0]).toMatchObject({
      message: 'Your session has ended. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers known and unknown addresses identically', async () => {
    const { email } = await gqlSignUp();
    const a = await t.gql(REQUEST, { input: { userEmail: email, type: 'login' } });
    const b = await t.gql(REQUEST, { input: { userEmail: uniqueEmail(), type: 'login' } });
    expect(a.body).toEqual(b.body);
  });
});

describe('validation over GraphQL', () => {
  const cases: Array<[string, object, string]> = [
    ['an empty address', { userEmail: '', type: 'login' }, 'Please enter your email address'],
    ['a free-mail address', { userEmail: 'me@yahoo.com', type: 'login' }, 'Please use a official email address'],
    ['register without terms', { userEmail: 'me@acme.io', type: 'register' }, 'Please accept the Terms & Conditions and Privacy Policy'],
  ];
  it.each(cases)('requestOtp refuses %s with BAD_USER_INPUT', async (_n, input, message) => {
    const r = await t.gql(REQUEST, { input });
    expect(r.body.data).toBeNull();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('verifyOtp refuses a code that is not 6 digits', async () => {
    const r = await t.gql(VERIFY, { input: { userEmail: 'me@acme.io', otp: '12a45', type: 'login' } });
    expect(r.body.errors[0]).toMatchObject({ message: 'Please enter a valid 6-digit OTP', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('verifyOtp maps a wrong code to BAD_USER_INPUT with the user-facing message', async () => {
    const email = uniqueEmail();
    await t.gql(REQUEST, { input: { userEmail: email, type: 'register', termsAccepted: true } });
    const otp = codeIn((await t.lastMailTo(email))!.text);
    const wrong = otp === '111111' ? '222222' : '111111';
    const r = await t.gql(VERIFY, { input: { userEmail: email, otp: wrong, type: 'register', termsAccepted: true } });
    expect(r.body.errors[0]).toMatchObject({
      message: 'Incorrect OTP. Please check the code and try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('an unknown enum value is refused by GraphQL itself, without a stack trace', async () => {
    const r = await t.gql(REQUEST, { input: { userEmail: 'me@acme.io', type: 'signup' } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(r.body)).not.toMatch(/stacktrace|at .*\.js/);
  });

  it('me without a session is UNAUTHENTICATED', async () => {
    const r = await t.gql(ME);
    expect(r.body.errors[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('code rules over GraphQL', () => {
  async function requestCode(email: string, type: 'login' | 'register' = 'register') {
    await t.gql(REQUEST, { input: { userEmail: email, type, termsAccepted: true } });
    return codeIn((await t.lastMailTo(email))!.text);
  }
  const verify = (email: string, otp: string) => t.gql(VERIFY, { input: { userEmail: email, otp, type: 'register', termsAccepted: true } });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const otp = await requestCode(email);
    t.clock.advance(11 * 60_000);
    const r = await verify(email, otp);
    expect(r.body.errors[0]).toMatchObject({
      message: 'This OTP has expired. Please request a new code.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a reused code', async () => {
    const email = uniqueEmail();
    const otp = await requestCode(email);
    expect((await verify(email, otp)).body.errors).toBeUndefined();
    const r = await verify(email, otp);
    expect(r.body.errors[0].message).toBe('Invalid or expired OTP. Please request a new code.');
  });

  it('locks the code after 5 wrong tries with RATE_LIMITED', async () => {
    const email = uniqueEmail();
    const otp = await requestCode(email);
    const wrong = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await verify(email, wrong);
    const r = await verify(email, otp);
    expect(r.body.errors[0]).toMatchObject({
      message: 'Too many incorrect attempts. Please request a new code.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('rate-limits sending per address', async () => {
    const limited = await startTestServer({ OTP_LIMIT_PER_ADDRESS: '2' });
    try {
      const email = uniqueEmail();
      const input = { userEmail: email, type: 'login' };
      expect((await limited.gql(REQUEST, { input })).body.errors).toBeUndefined();
      expect((await limited.gql(REQUEST, { input })).body.errors).toBeUndefined();
      const third = await limited.gql(REQUEST, { input });
      expect(third.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(third.body.errors[0].message).toMatch(/^Too many codes requested/);
    } finally {
      await limited.close();
    }
  });
});
