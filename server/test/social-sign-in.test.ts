import { randomUUID } from 'node:crypto';
import { signUp, startTestServer, type TestServer, uniqueEmail } from './helpers';
import { TEST_APP_URL, TEST_OIDC_CLIENTS } from './oidc-accounts';
import {
  arriveAtCallback,
  authorizeAtProvider,
  OIDC_ISSUER,
  OTHER_APP,
  signIdToken,
  socialEnv,
  SSO_DOMAIN,
  startAndAuthorize,
  tokensFor,
} from './oidc-kit';
import { ownDatabase, type OwnDatabase } from './own-database';

/**
 * Google, LinkedIn and company sign-in against a real OpenID Connect provider (oidc-provider,
 * started by global-setup.ts): the person signs in on the provider's own login and consent pages.
 * On a database of its own: "creating nothing" counts every user, which other files running
 * meanwhile would change in the shared one.
 */
let own: OwnDatabase;
let t: TestServer;
beforeAll(async () => {
  own = await ownDatabase('social_sign_in');
  t = await startTestServer({ ...socialEnv(), DATABASE_URL: own.url });
});
afterAll(async () => {
  await t?.close();
  await own?.drop();
});

const LINKEDIN_FAILED = 'LinkedIn authentication failed. Please try again.';
const GOOGLE_FAILED = 'Google login failed';

const usersWithEmail = async (email: string) =>
  Number((await t.ds.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]))[0].n);
const userCount = async () => Number((await t.ds.query('SELECT count(*)::int AS n FROM users'))[0].n);
const meWith = (cookie: string) =>
  t.gql('{ me { id email firstName lastName company phone remainingCredits totalCredits plan } }', {}, { cookie });
const sessionCookie = (jar: { get(name: string): string | undefined }) => `tl_session=${jar.get('tl_session') ?? ''}`;

describe('the providers a server offers', () => {
  it('lists only configured providers, with their labels', async () => {
    const res = await t.gql('{ authProviders { id name } }');
    expect(res.body.data.authProviders).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'linkedin', name: 'LinkedIn' },
      { id: 'sso', name: 'Acme SSO' },
    ]);
  });

  it('offers none when none is configured, and its routes say so', async () => {
    const bare = await startTestServer();
    try {
      expect((await bare.gql('{ authProviders { id name } }')).body.data.authProviders).toEqual([]);
      const start = await bare.rest('GET', '/api/users/auth/linkedin');
      expect(start.status).toBe(404);
      expect(start.body.message).toBe('LinkedIn sign-in is not configured on this server.');
      const login = await bare.rest('POST', '/api/users/login', { idToken: 'x.y.z' });
      expect(login.status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('answers the authorization URL with PKCE, state and nonce, and binds the state to the browser', async () => {
    const res = await t.rest('GET', '/api/users/auth/linkedin');
    expect(res.status).toBe(200);
    const url = new URL(res.body.authUrl);
    expect(res.body.data.authUrl).toBe(res.body.authUrl);
    expect(url.origin + url.pathname).toBe(`${OIDC_ISSUER}/auth`);
    expect(url.searchParams.get('client_id')).toBe(TEST_OIDC_CLIENTS.linkedin.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/api/users/auth/linkedin/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[\w-]{43}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`tl_oidc_state=${state};`);
    expect(cookie).toMatch(/Path=\/api\/users\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // Only a hash of the state is kept.
    const rows = await t.ds.query('SELECT state_hash FROM social_sign_in_attempts WHERE state_hash = encode(sha256($1::bytea), $2)', [
      state,
      'hex',
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a sign-up that has not accepted the terms, and an unknown provider', async () => {
    const terms = await t.rest('GET', '/api/users/auth/google?intent=register');
    expect(terms.status).toBe(400);
    expect(terms.body.message).toBe('Please accept the Terms & Conditions and Privacy Policy');
    const unknown = await t.rest('GET', '/api/users/auth/facebook');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('provider must be one of google, linkedin, sso');
  });
});

describe('signing up and in through the provider', () => {
  it('signs a new person up with LinkedIn: Starter plan, bonus, names from the provider, session cookie only', async () => {
    const email = `lena.berg@acme-${randomUUID().slice(0, 8)}.io`;
    const flow = await startAndAuthorize(t, 'linkedin', email, { intent: 'register', termsAccepted: 'true', newsUpdates: 'true' });
    const back = await arriveAtCallback(t, flow.jar, flow.callback);
    expect(back.status).toBe(303);
    expect(back.location.pathname).toBe('/linkedin-callback');
    expect(back.location.searchParams.get('success')).toBe('true');
    // Nothing secret travels in the address: the user's id only; the session is the httpOnly cookie.
    expect([...back.location.searchParams.keys()].sort()).toEqual(['success', 'userInfo']);
    expect(flow.jar.get('tl_oidc_state')).toBeUndefined();

    const me = await meWith(sessionCookie(flow.jar));
    expect(me.body.data.me).toMatchObject({
      id: back.location.searchParams.get('userInfo'),
      email,
      firstName: 'Lena',
      lastName: 'Berg',
      company: null,
      phone: null,
      remainingCredits: 5,
      totalCredits: 5,
      plan: 'starter',
    });
    // The picture a provider gives is an https image elsewhere: the page's policy lets it show.
    expect((await t.rest('GET', '/healthz')).headers.get('content-security-policy')).toContain("img-src 'self' data: https:");
    const [user] = await t.ds.query('SELECT news_updates, terms_accepted_at FROM users WHERE email = $1', [email]);
    expect(user.news_updates).toBe(true);
    expect(user.terms_accepted_at).not.toBeNull();
    const identities = await t.ds.query('SELECT provider, subject, email FROM user_identities WHERE user_id = $1', [me.body.data.me.id]);
    expect(identities).toEqual([{ provider: 'linkedin', subject: email, email }]);
  });

  it('signs the same person in again with the same account, and grants nothing twice', async () => {
    const email = uniqueEmail('olu');
    const first = await startAndAuthorize(t, 'google', email);
    await arriveAtCallback(t, first.jar, first.callback);
    const again = await startAndAuthorize(t, 'google', email, { intent: 'login' });
    const back = await arriveAtCallback(t, again.jar, again.callback);
    expect(back.location.searchParams.get('success')).toBe('true');
    expect(await usersWithEmail(email)).toBe(1);
    const ledger = await t.ds.query('SELECT count(*)::int AS n FROM credit_ledger l JOIN users u ON u.id = l.user_id WHERE u.email = $1', [
      email,
    ]);
    expect(ledger[0].n).toBe(1);
  });

  it('links an e-mail-code account when the provider vouches for its address, keeping both ways in', async () => {
    const email = uniqueEmail('mira');
    const account = await signUp(t, email);
    const flow = await startAndAuthorize(t, 'google', email, { intent: 'login' });
    const back = await arriveAtCallback(t, flow.jar, flow.callback);
    expect(back.location.searchParams.get('userInfo')).toBe(account.user._id);
    expect(await usersWithEmail(email)).toBe(1);

    const methods = await t.gql('{ signInMethods { method name email linkedAt } }', {}, { cookie: sessionCookie(flow.jar) });
    expect(methods.body.data.signInMethods).toEqual([
      { method: 'email', name: 'E-mail code', email, linkedAt: null },
      { method: 'google', name: 'Google', email, linkedAt: expect.any(String) },
    ]);
    // The e-mail-code session still works.
    expect((await meWith(`tl_session=${account.token}`)).body.data.me.id).toBe(account.user._id);
  });

  it('signs in with the company provider under its own label', async () => {
    const email = `sso.user.${randomUUID().slice(0, 8)}@${SSO_DOMAIN}`;
    const flow = await startAndAuthorize(t, 'sso', email);
    const back = await arriveAtCallback(t, flow.jar, flow.callback);
    expect(back.location.pathname).toBe('/sso-callback');
    // The browser is marked as one that signed in to this account (sign-in codes, device.ts).
    expect(flow.jar.get('tl_device')).toBeDefined();
    const methods = await t.gql('{ signInMethods { method name } }', {}, { cookie: sessionCookie(flow.jar) });
    expect(methods.body.data.signInMethods.map((m: { name: string }) => m.name)).toEqual(['E-mail code', 'Acme SSO']);
  });

  it('gives a second account on the same mailbox no second bonus', async () => {
    const email = uniqueEmail('dana');
    await signUp(t, email);
    const tagged = email.replace('@', '+social@');
    const flow = await startAndAuthorize(t, 'linkedin', tagged);
    await arriveAtCallback(t, flow.jar, flow.callback);
    const me = await meWith(sessionCookie(flow.jar));
    expect(me.body.data.me).toMatchObject({ email: tagged, remainingCredits: 0, totalCredits: 0 });
  });
});

describe('what the callback refuses, creating nothing', () => {
  async function refused(provider: string, login: string, tamper?: (callback: URL, flow: { jar: never }) => void, intent = 'register') {
    const before = await userCount();
    const flow = await startAndAuthorize(t, provider, login, intent === 'register' ? { intent, termsAccepted: 'true' } : { intent });
    tamper?.(flow.callback, flow as never);
    const back = await arriveAtCallback(t, flow.jar, flow.callback);
    expect(back.status).toBe(303);
    expect(back.location.pathname).toBe(`/${provider}-callback`);
    expect(back.location.searchParams.get('success')).toBeNull();
    expect(flow.jar.get('tl_session')).toBeUndefined();
    expect(await userCount()).toBe(before);
    return back.location.searchParams.get('error');
  }

  it('a tampered state', async () => {
    const email = uniqueEmail('tamper');
    const error = await refused('linkedin', email, (callback) => callback.searchParams.set('state', 'A'.repeat(43)));
    expect(error).toBe(LINKEDIN_FAILED);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('a callback in a browser that did not start the sign-in (no state cookie)', async () => {
    const flow = await startAndAuthorize(t, 'linkedin', uniqueEmail('csrf'));
    const stranger = new (flow.jar.constructor as new () => typeof flow.jar)();
    const back = await arriveAtCallback(t, stranger, flow.callback);
    expect(back.location.searchParams.get('error')).toBe(LINKEDIN_FAILED);
  });

  it('a replayed callback, and a used code with a new attempt', async () => {
    const email = uniqueEmail('replay');
    const flow = await startAndAuthorize(t, 'google', email);
    const first = await arriveAtCallback(t, flow.jar, flow.callback);
    expect(first.location.searchParams.get('success')).toBe('true');
    const userId = first.location.searchParams.get('userInfo');

    // The same redirect again, with the state cookie put back: the attempt was used.
    const replayJar = new (flow.jar.constructor as new () => typeof flow.jar)();
    const sessionsBefore = await t.ds.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
    const started = await fetch(`${t.url}/api/users/auth/google?intent=login`, { headers: { 'x-forwarded-for': t.clientIp } });
    replayJar.take(started);
    const replay = new URL(flow.callback);
    replay.searchParams.set('state', replayJar.get('tl_oidc_state') ?? '');
    // The new attempt's state with the old code: the PKCE verifier and nonce are not the code's, and the code is spent.
    const back = await arriveAtCallback(t, replayJar, replay);
    expect(back.location.searchParams.get('error')).toBe(GOOGLE_FAILED);
    const sessionsAfter = await t.ds.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
    expect(sessionsAfter[0].n).toBe(sessionsBefore[0].n);
  });

  it('the same callback twice', async () => {
    const flow = await startAndAuthorize(t, 'linkedin', uniqueEmail('twice'));
    const state = flow.jar.get('tl_oidc_state');
    await arriveAtCallback(t, flow.jar, flow.callback);
    const jar = new (flow.jar.constructor as new () => typeof flow.jar)();
    const cookieBack = new Response(null, { headers: { 'set-cookie': `tl_oidc_state=${state}; Path=/api/users/auth` } });
    jar.take(cookieBack);
    const again = await arriveAtCallback(t, jar, flow.callback);
    expect(again.location.searchParams.get('error')).toBe(LINKEDIN_FAILED);
  });

  it('a person who cancels at the provider', async () => {
    const before = await userCount();
    const flow = await startAndAuthorize(t, 'linkedin', uniqueEmail('cancel'), undefined, { abort: true });
    expect(flow.callback.searchParams.get('error')).toBe('access_denied');
    const back = await arriveAtCallback(t, flow.jar, flow.callback);
    expect(back.location.searchParams.get('error')).toBe(LINKEDIN_FAILED);
    expect(await userCount()).toBe(before);
  });

  it('an address the provider did not verify', async () => {
    const email = `unverified.${randomUUID().slice(0, 8)}@acme-unverified.io`;
    expect(await refused('google', email)).toBe(
      'Google has not verified the e-mail address of this account, so you cannot sign in with it. Please verify it at Google or use your work e-mail instead.',
    );
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('a provider account without an e-mail address', async () => {
    expect(await refused('linkedin', `nomail.${randomUUID().slice(0, 8)}`)).toBe(
      'Your LinkedIn account did not share an e-mail address, so you cannot sign in with it. Please use your work e-mail instead.',
    );
  });

  it.each(['gmail.com', 'yahoo.co.uk', 'mailinator.com'])('a free-mail or disposable address (%s)', async (domain) => {
    const email = `someone.${randomUUID().slice(0, 8)}@${domain}`;
    expect(await refused('google', email)).toBe('Please use a official email address');
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('the company provider vouching for an address outside its domains, even of an existing account', async () => {
    const victim = await signUp(t, uniqueEmail('victim'));
    const outside = `Acme SSO can only sign in addresses of its own company, and ${victim.email} is not one of them. Please sign in with an e-mail code instead.`;
    for (const intent of ['login', 'register']) {
      expect(await refused('sso', victim.email, undefined, intent)).toBe(outside);
    }
    // A new address outside the domains makes no account either.
    const stranger = uniqueEmail('stranger');
    expect(await refused('sso', stranger)).toBe(outside.replace(victim.email, stranger));
    expect(await usersWithEmail(stranger)).toBe(0);
    // The same with an ID token the company provider issued to this app.
    const { id_token } = await tokensFor(victim.email, {
      ...TEST_OIDC_CLIENTS.sso,
      redirectUri: `${TEST_APP_URL}/api/users/auth/sso/callback`,
    });
    const byToken = await t.rest('POST', '/api/users/login', { provider: 'sso', idToken: id_token });
    expect(byToken.status).toBe(400);
    expect(byToken.body.message).toBe(outside);
    expect(byToken.headers.get('set-cookie')).toBeNull();
    // The victim's account was not linked: it still signs in only with e-mail codes.
    const linked = await t.ds.query('SELECT count(*)::int AS n FROM user_identities WHERE user_id = $1', [victim.user._id]);
    expect(linked[0].n).toBe(0);
    const methods = await t.gql('{ signInMethods { method } }', {}, { token: victim.token });
    expect(methods.body.data.signInMethods).toEqual([{ method: 'email' }]);
  });

  it('signing in (not up) without an account', async () => {
    const email = uniqueEmail('nobody');
    expect(await refused('linkedin', email, undefined, 'login')).toBe(
      'There is no TalentLens account for this LinkedIn account yet. Please sign up first.',
    );
  });
});

describe('POST /api/users/login and /register with a provider token', () => {
  it('signs in with a valid ID token, in the spec shape, with the session cookie', async () => {
    const email = uniqueEmail('token');
    const account = await signUp(t, email);
    const { id_token } = await tokensFor(email);
    // The user-info object the spec posts, with the token beside it: the profile part is ignored.
    const res = await t.rest('POST', '/api/users/login', { credential: id_token, email: 'ceo@victim.io', name: 'Not Me' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({ _id: account.user._id, email });
    expect(typeof res.body.data.token).toBe('string');
    expect(res.headers.get('set-cookie')).toMatch(/^tl_session=/);
  });

  it('signs up with /register and source google', async () => {
    const email = uniqueEmail('reg.token');
    const { id_token } = await tokensFor(email);
    const noTerms = await t.rest('POST', '/api/users/register', { idToken: id_token, source: 'google' });
    expect(noTerms.status).toBe(400);
    expect(await usersWithEmail(email)).toBe(0);
    const res = await t.rest('POST', '/api/users/register', { idToken: id_token, source: 'google', termsAccepted: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Registration successful! Redirecting to dashboard...');
    expect(res.body.data).toMatchObject({ email, firstName: 'Reg', remainingCredits: 5 });
  });

  it('accepts an access token the provider issued to this app, checked at the provider', async () => {
    const email = uniqueEmail('access');
    await signUp(t, email);
    const { access_token } = await tokensFor(email);
    const res = await t.rest('POST', '/api/users/login', { accessToken: access_token, provider: 'google' });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(email);
  });

  it('refuses a profile without a token', async () => {
    const email = uniqueEmail('profile.only');
    const before = await userCount();
    const res = await t.rest('POST', '/api/users/register', {
      email,
      email_verified: true,
      name: 'Eve',
      source: 'google',
      termsAccepted: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/a profile alone is not accepted/);
    expect(await userCount()).toBe(before);
  });

  describe('refuses, as Google login failed, with no session and no account', () => {
    let email: string;
    beforeAll(async () => {
      email = uniqueEmail('forged');
      await signUp(t, email);
    });
    const now = () => Math.floor(Date.now() / 1000);
    const cases: Array<[string, () => Promise<string> | string]> = [
      ['a token signed with a key that is not the provider’s', () => signIdToken({ sub: email, email, email_verified: true }, 'foreign')],
      ['an expired token', () => signIdToken({ sub: email, email, email_verified: true, iat: now() - 7200, exp: now() - 3600 })],
      ['a token from another issuer', () => signIdToken({ sub: email, email, email_verified: true, iss: 'https://accounts.evil.test' })],
      ['a token for another audience', () => signIdToken({ sub: email, email, email_verified: true, aud: 'someone-else' })],
      ['a real token the provider issued to another application', async () => (await tokensFor(email, OTHER_APP)).id_token],
      [
        'an unsigned token',
        () =>
          `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
            JSON.stringify({
              iss: OIDC_ISSUER,
              aud: TEST_OIDC_CLIENTS.google.clientId,
              sub: email,
              email,
              email_verified: true,
              exp: now() + 600,
              iat: now(),
            }),
          ).toString('base64url')}.`,
      ],
      ['a token that is not a JWT', () => 'not-a-token'],
    ];
    it.each(cases)('%s', async (_name, make) => {
      const res = await t.rest('POST', '/api/users/login', { idToken: await make() });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(GOOGLE_FAILED);
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('an access token issued to another application', async () => {
      const { access_token } = await tokensFor(email, OTHER_APP);
      const res = await t.rest('POST', '/api/users/login', { accessToken: access_token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(GOOGLE_FAILED);
    });

    it('a valid token without email_verified for a new address', async () => {
      const fresh = `unverified.${randomUUID().slice(0, 8)}@acme-unv.io`;
      const { id_token } = await tokensFor(fresh);
      const res = await t.rest('POST', '/api/users/register', { idToken: id_token, termsAccepted: true });
      expect(res.status).toBe(400);
      expect(await usersWithEmail(fresh)).toBe(0);
    });

    it('a valid token for a free-mail address', async () => {
      const gmail = `someone.${randomUUID().slice(0, 8)}@gmail.com`;
      const { id_token } = await tokensFor(gmail);
      const res = await t.rest('POST', '/api/users/register', { idToken: id_token, termsAccepted: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please use a official email address');
      expect(await usersWithEmail(gmail)).toBe(0);
    });
  });

  it('answers over GraphQL too, with the same checks', async () => {
    const email = uniqueEmail('gql.token');
    const { id_token } = await tokensFor(email);
    const mutation = `mutation($input: SocialTokenSignInInput!) { socialSignIn(input: $input) { message user { email firstName } } }`;
    const forged = await t.gql(mutation, {
      input: { provider: 'google', intent: 'register', termsAccepted: true, idToken: signIdToken({ sub: email, email }, 'foreign') },
    });
    expect(forged.body.errors[0].message).toBe(GOOGLE_FAILED);
    const res = await t.gql(mutation, { input: { provider: 'google', intent: 'register', termsAccepted: true, idToken: id_token } });
    expect(res.body.data.socialSignIn.user).toEqual({ email, firstName: 'Gql' });
  });
});

describe('the browser flow over GraphQL', () => {
  it('startSocialSignIn answers the URL and sets the state cookie', async () => {
    const res = await t.gql('mutation { startSocialSignIn(input: { provider: "google", intent: login }) { authUrl } }');
    const url = new URL(res.body.data.startSocialSignIn.authUrl);
    expect(res.headers.get('set-cookie')).toContain(`tl_oidc_state=${url.searchParams.get('state')};`);
    const back = await authorizeAtProvider(url.toString(), uniqueEmail('gql.flow'));
    expect(back.searchParams.get('code')).toBeTruthy();
  });
});
