import { randomUUID } from 'node:crypto';
import { newUser } from './factories';
import { codeIn, startTestServer, TestServer, uniqueEmail } from './helpers';
import { arriveAtCallback, socialEnv, SSO_DOMAIN, startAndAuthorize } from './oidc-kit';
import { errorOf, M_ACCEPT, M_CREATE_TEAM, M_INVITE, M_UPDATE_TEAM, teamsKit } from './teams-kit';

/**
 * A team that requires its company's OpenID Connect provider (docs/decisions.md, "Teams"), against
 * the real provider the tests start (global-setup.ts): the company provider is configured here to
 * vouch for SSO_DOMAIN only. Turning the rule on ends members' other sessions; from then on they
 * sign in through the provider only.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(socialEnv());
});
afterAll(() => t.close());

const { ok, tokenMailedTo } = teamsKit(() => t);
const ME = `query { me { id } }`;

/** Signs in through the company provider as a browser would: the session's token (the cookie's value). */
async function signInWithCompany(email: string): Promise<string> {
  const flow = await startAndAuthorize(t, 'sso', email, { intent: 'login' });
  const back = await arriveAtCallback(t, flow.jar, flow.callback);
  const token = flow.jar.get('tl_session');
  if (!token) throw new Error(`no session: ${back.location}`);
  return token;
}

/** Signs in with an e-mail code: the answer of verify-otp. */
async function signInWithCode(email: string) {
  await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'login' });
  const mail = await t.lastMailTo(email);
  return t.rest('POST', '/api/users/verify-otp', { userEmail: email, otp: codeIn(mail!.text), type: 'login' });
}

describe('requiring the company sign-in', () => {
  it('only through the provider, signed in through it, for the domains it vouches for; then members sign in only that way', async () => {
    const id = randomUUID().slice(0, 8);
    const owner = await newUser(t, { email: `owner.${id}@${SSO_DOMAIN}` });
    await ok(M_CREATE_TEAM, { name: 'Acme recruiting' }, owner.token);
    const memberEmail = `member.${id}@${SSO_DOMAIN}`;
    await ok(M_INVITE, { email: memberEmail }, owner.token);
    const invitation = await tokenMailedTo(memberEmail);
    const member = await newUser(t, { email: memberEmail });
    await ok(M_ACCEPT, { token: invitation }, member.token);

    // Signed in with a code, the owner could lock themselves out: refused.
    expect(errorOf(await t.gql(M_UPDATE_TEAM, { input: { requireSso: true } }, { token: owner.token }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Sign in with Acme SSO yourself first, so that requiring it does not lock you out.',
    });
    // The provider vouches for its one domain only.
    expect(
      errorOf(await t.gql(M_UPDATE_TEAM, { input: { domains: [SSO_DOMAIN, 'elsewhere.io'], requireSso: true } }, { token: owner.token })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Acme SSO signs in only addresses at ${SSO_DOMAIN}: the team's domains must be among them.`,
    });

    const ownerSso = await signInWithCompany(owner.email);
    const turnedOn = await t.gql(M_UPDATE_TEAM, { input: { requireSso: true } }, { token: ownerSso });
    expect(turnedOn.body.errors).toBeUndefined();
    expect(turnedOn.body.data.updateTeam).toMatchObject({ requireSso: true, domains: [SSO_DOMAIN] });

    // Every session signed in otherwise ended at once; the owner's company session goes on.
    expect(errorOf(await t.gql(ME, {}, { token: owner.token }))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await t.gql(ME, {}, { token: member.token }))?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, { token: ownerSso })).body.data.me.id).toBe(owner.id);

    // A member signs in through the provider only.
    const byCode = await signInWithCode(memberEmail);
    expect([byCode.status, byCode.body.message]).toEqual([403, 'Your team requires signing in with Acme SSO.']);
    const memberSso = await signInWithCompany(memberEmail);
    expect((await t.gql(ME, {}, { token: memberSso })).body.data.me.id).toBe(member.id);

    // A newcomer accepts signed in through the provider.
    const newcomerEmail = `newcomer.${id}@${SSO_DOMAIN}`;
    await ok(M_INVITE, { email: newcomerEmail }, ownerSso);
    const link = await tokenMailedTo(newcomerEmail);
    const newcomer = await newUser(t, { email: newcomerEmail });
    expect(errorOf(await t.gql(M_ACCEPT, { token: link }, { token: newcomer.token }))).toEqual({
      code: 'FORBIDDEN',
      message: 'This team requires signing in with Acme SSO. Sign in with it, then open the invitation link again.',
    });
    const newcomerSso = await signInWithCompany(newcomerEmail);
    expect((await t.gql(M_ACCEPT, { token: link }, { token: newcomerSso })).body.data.acceptTeamInvitation.myRole).toBe('member');

    // Invitations go to the team's domains only now.
    expect(errorOf(await t.gql(M_INVITE, { email: uniqueEmail('outside') }, { token: ownerSso }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Your team signs in through its company's provider: invite an address at ${SSO_DOMAIN}.`,
    });
  });

  it('refuses while a member is at another domain', async () => {
    const id = randomUUID().slice(0, 8);
    const owner = await newUser(t, { email: `lead.${id}@${SSO_DOMAIN}` });
    await ok(M_CREATE_TEAM, { name: 'Mixed team' }, owner.token);
    const outside = uniqueEmail('contractor');
    await ok(M_INVITE, { email: outside }, owner.token);
    const invitation = await tokenMailedTo(outside);
    const contractor = await newUser(t, { email: outside });
    await ok(M_ACCEPT, { token: invitation }, contractor.token);
    const ownerSso = await signInWithCompany(owner.email);
    expect(errorOf(await t.gql(M_UPDATE_TEAM, { input: { requireSso: true } }, { token: ownerSso }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `${outside} is outside the team's domains: add its domain or remove the member first, or they could not sign in.`,
    });
  });
});
