import jwt from 'jsonwebtoken';
import { HOUR, signUp, startTestServer, TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SESSION_TTL_HOURS: '24' });
});
afterAll(() => t.close());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Every refused token answers 401 with a clear message on REST, and UNAUTHENTICATED on GraphQL. */
async function expectRefused(token: string, message: string, userId: string) {
  const rest = await t.rest('GET', `/api/users/profile/${userId}`, undefined, { token });
  expect(rest.status).toBe(401);
  expect(rest.body).toEqual({ status: 'error', code: 'UNAUTHENTICATED', message });
  const gql = await t.gql('{ me { id } }', {}, { token });
  expect(gql.body.errors[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
}

describe('session tokens', () => {
  it('a valid token is accepted', async () => {
    const { user, token } = await signUp(t);
    const r = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { token });
    expect(r.status).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const { user, token } = await signUp(t);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const forged = jwt.sign(claims, 'not-the-server-secret-but-long-enough-to-look-real', { algorithm: 'HS256' });
    await expectRefused(forged, 'Your session is not valid. Please sign in again.', user._id);
  });

  it('refuses a token with a tampered payload', async () => {
    const { user: victim } = await signUp(t);
    const { token } = await signUp(t);
    const [header, , signature] = token.split('.');
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const tampered = `${header}.${b64({ ...claims, sub: victim._id })}.${signature}`;
    await expectRefused(tampered, 'Your session is not valid. Please sign in again.', victim._id);
  });

  it('refuses alg none', async () => {
    const { user, token } = await signUp(t);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    await expectRefused(unsigned, 'Your session is not valid. Please sign in again.', user._id);
  });

  it('refuses another algorithm even with the right secret', async () => {
    const { user, token } = await signUp(t);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    const hs512 = jwt.sign(claims, t.secret, { algorithm: 'HS512' });
    await expectRefused(hs512, 'Your session is not valid. Please sign in again.', user._id);
  });

  it('refuses an expired token', async () => {
    const { user, token } = await signUp(t);
    t.clock.advance(25 * HOUR);
    await expectRefused(token, 'Your session has expired. Please sign in again.', user._id);
  });

  it('refuses a token after logout (REST), and logout clears the cookie', async () => {
    const { user, token } = await signUp(t);
    const out = await t.rest('POST', '/api/users/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'success', message: 'You have been signed out.' });
    expect(out.headers.get('set-cookie')).toMatch(/tl_session=;.*Expires=Thu, 01 Jan 1970/i);
    await expectRefused(token, 'Your session has ended. Please sign in again.', user._id);
  });

  it('logout of one session leaves the others open', async () => {
    const first = await signUp(t);
    // A second sign-in of the same user is a second session.
    await t.rest('POST', '/api/users/email-otp', { userEmail: first.email, type: 'login' });
    const mail = await t.lastMailTo(first.email);
    const second = await t.rest('POST', '/api/users/verify-otp', {
      userEmail: first.email,
      otp: /\d{6}/.exec(mail!.text)![0],
      type: 'login',
    });
    await t.rest('POST', '/api/users/logout', undefined, { token: first.token });
    const stillIn = await t.rest('GET', `/api/users/profile/${first.user._id}`, undefined, { token: second.body.data.token });
    expect(stillIn.status).toBe(200);
  });

  it('refuses a malformed Authorization header and a garbage token', async () => {
    const { user } = await signUp(t);
    await expectRefused('garbage', 'Your session is not valid. Please sign in again.', user._id);
    const r = await fetch(`${t.url}/api/users/profile/${user._id}`, { headers: { authorization: 'Token abc' } });
    expect(r.status).toBe(401);
  });

  it('a refused token does not block public routes', async () => {
    const r = await t.rest('POST', '/api/users/email-otp', { userEmail: 'someone@acme-public.io', type: 'login' }, { token: 'garbage' });
    expect(r.status).toBe(200);
  });
});
