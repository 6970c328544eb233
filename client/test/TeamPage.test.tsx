/**
 * The team pages (issue 33), rendered with MockedProvider answering their queries (see render.tsx:
 * in Node antd's breakpoints are unknown, so tables are seen as on a phone, lists of cards): /team
 * for a user in no team, a member, an admin and the owner (what each may do), the members' use of
 * the pool with their limits, the pool's history, company sign-in; /team/join with and without a
 * usable invitation; the header's pool; and the small rules behind them (teamText.ts).
 */
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { JoinTeam } from '../src/features/teams/JoinTeam';
import { TeamPage } from '../src/features/teams/TeamPage';
import { TeamPoolIndicator, useTeamPool } from '../src/features/teams/TeamPool';
import { memberPermissions, monthText, poolWhat, poolWho, transferProblem } from '../src/features/teams/teamText';
import {
  JoinTeamPreviewDocument,
  type JoinTeamPreviewQuery,
  MeDocument,
  type MeQuery,
  MyTeamDocument,
  type MyTeamFieldsFragment,
  type MyTeamMemberFragment,
  TeamPoolCreditsDocument,
  TeamPoolLedgerDocument,
  type TeamPoolRowFragment,
  type TeamRole,
} from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const me: MeQuery['me'] = {
  __typename: 'User',
  id: 'u-me',
  email: 'me@acme.io',
  firstName: 'Mia',
  lastName: 'Moss',
  company: 'Acme',
  phone: null,
  designation: null,
  profilePicture: null,
  remainingCredits: 7,
  totalCredits: 12,
  plan: 'pro',
  planExpiry: '2099-01-01T00:00:00.000Z',
};

const member = (over: Partial<MyTeamMemberFragment>): MyTeamMemberFragment => ({
  __typename: 'TeamMember',
  userId: 'u-x',
  name: 'Someone',
  email: 'someone@acme.io',
  role: 'member',
  joinedAt: '2026-03-02T12:00:00.000Z',
  monthlyCap: null,
  spentThisMonth: 0,
  spentTotal: 0,
  reveals: 0,
  isYou: false,
  ...over,
});

/** The team as `myRole` sees it: Olga owns it, Mia (the user) has `myRole` unless she is the owner, Bob is a member with a limit. */
function teamAs(myRole: TeamRole, over: Partial<MyTeamFieldsFragment> = {}): MyTeamFieldsFragment {
  const owner = member({ userId: 'u-owner', name: 'Olga Owner', email: 'olga@acme.io', role: 'owner', spentTotal: 30, reveals: 25 });
  const mia = member({ userId: 'u-me', name: 'Mia Moss', email: 'me@acme.io', role: myRole, spentThisMonth: 2, spentTotal: 5, reveals: 5 });
  const bob = member({
    userId: 'u-bob',
    name: 'Bob Brown',
    email: 'bob@acme.io',
    monthlyCap: 10,
    spentThisMonth: 3,
    spentTotal: 12,
    reveals: 9,
  });
  const members =
    myRole === 'owner'
      ? [{ ...owner, userId: 'u-me', name: 'Mia Moss', email: 'me@acme.io', isYou: true }, bob]
      : [owner, { ...mia, isYou: true }, bob];
  return {
    __typename: 'Team',
    id: 't1',
    name: 'Acme Recruiting',
    seats: 5,
    seatsUsed: 4,
    remainingCredits: 40,
    totalCredits: 120,
    requireSso: false,
    domains: ['acme.io'],
    myRole,
    createdAt: '2026-03-01T12:00:00.000Z',
    members,
    invitations:
      myRole === 'member'
        ? []
        : [
            {
              __typename: 'TeamInvitation',
              id: 'i1',
              email: 'new@acme.io',
              role: 'member',
              invitedBy: 'Olga Owner',
              createdAt: '2026-03-04T12:00:00.000Z',
              expiresAt: '2026-03-11T12:00:00.000Z',
            },
          ],
    companySignIn: { __typename: 'CompanySignIn', name: 'Acme SSO', allowedDomains: ['acme.io'] },
    ...over,
  };
}

const entry = (over: Partial<TeamPoolRowFragment>): TeamPoolRowFragment => ({
  __typename: 'TeamLedgerEntry',
  id: 'l1',
  createdAt: '2026-03-05T09:05:00.000Z',
  change: -1,
  balanceAfter: 40,
  reason: 'contact_reveal',
  reference: 'grace-hopper',
  memberName: 'Bob Brown',
  userId: 'u-bob',
  ...over,
});

const ledger = [
  entry({}),
  entry({ id: 'l2', change: 20, balanceAfter: 41, reason: 'member_transfer', reference: null, memberName: 'Mia Moss', userId: 'u-me' }),
  entry({ id: 'l3', change: 100, balanceAfter: 21, reason: 'admin_adjustment', reference: null, memberName: null, userId: null }),
];

function mocks(team: MyTeamFieldsFragment | null): MockedResponse[] {
  return [
    { request: { query: MyTeamDocument }, result: { data: { __typename: 'Query', myTeam: team } } },
    { request: { query: MeDocument }, result: { data: { __typename: 'Query', me } } },
    {
      request: { query: TeamPoolLedgerDocument, variables: { page: 1, pageSize: 10 } },
      result: {
        data: {
          __typename: 'Query',
          teamLedger: { __typename: 'TeamLedgerPage', total: ledger.length, page: 1, pageSize: 10, hasMore: false, items: ledger },
        },
      },
    },
  ];
}

async function teamPage(team: MyTeamFieldsFragment | null): Promise<{ html: string; text: string }> {
  const html = await renderHtml(<TeamPage />, mocks(team));
  return { html, text: textOf(html) };
}

describe('/team', () => {
  it('in no team: what a team gives and the create form, nothing of a team', async () => {
    const { html, text } = await teamPage(null);
    expect(text).toContain('You are not in a team yet.');
    expect(text).toContain('One pool of credits');
    expect(text).toContain('A contact revealed by any member is free for every member');
    expect(text).toContain('Shared lists');
    expect(text).toContain('Team name');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Create a team/);
    expect(text).not.toContain('Members');
    expect(text).not.toContain('Pool history');
  });

  it('a member: the members with their use of the pool, the history, moving credits and leaving; no admin controls', async () => {
    const { html, text } = await teamPage(teamAs('member'));
    expect(text).toContain('Acme Recruiting');
    expect(text).toContain('You are a member');
    expect(text).toContain('Pool credits 40 120 credits added in all');
    expect(text).toContain('Seats 4 / 5 4 of 5 seats used: 3 members');
    // The members: Mia is 'You'; Bob's month against his limit; roles as words, not selects.
    expect(text).toContain('Mia Moss You');
    expect(text).toContain('Bob Brown bob@acme.io Role: Member This month: 3 of 10 Total spent: 12 · Reveals: 9');
    expect(text).toContain('Olga Owner olga@acme.io Role: Owner This month: 0 (no limit)');
    expect(html).not.toContain('aria-label="Role of');
    expect(html).not.toContain('Set the monthly limit');
    expect(text).not.toContain('Make owner');
    expect(html).not.toContain('aria-label="Remove');
    expect(text).not.toContain('Invite a colleague');
    expect(text).not.toContain('Open invitations');
    expect(text).not.toContain('Company sign-in');
    // What every member has.
    expect(text).toContain('Add your credits to the pool You have 7 credits of your own.');
    expect(text).toContain('Move into the pool');
    expect(text).toContain('Leave team');
    // The pool's history: what each change was and whom it names.
    expect(text).toContain('Reveal of grace-hopper −1 Mar 5, 2026 9:05 AM · Bob Brown · balance 40');
    expect(text).toContain('Credits moved in by Mia Moss +20');
    expect(text).toContain('Adjustment by our staff +100 Mar 5, 2026 9:05 AM · TalentLens staff · balance 21');
  });

  it('an admin: role selects, limits and removal for others, the invite form, open invitations and company sign-in', async () => {
    const { html, text } = await teamPage(teamAs('admin'));
    expect(html).toContain('aria-label="Role of Bob Brown"');
    // Not for the owner, nor for oneself.
    expect(html).not.toContain('aria-label="Role of Olga Owner"');
    expect(html).not.toContain('aria-label="Role of Mia Moss"');
    expect(html).toContain('aria-label="Set the monthly limit of Bob Brown"');
    expect(html).toContain('aria-label="Set the monthly limit of Olga Owner"');
    expect(html).toContain('aria-label="Remove Bob Brown"');
    expect(html).not.toContain('aria-label="Remove Olga Owner"');
    expect(html).not.toContain('aria-label="Remove Mia Moss"');
    expect(text).not.toContain('Make owner');
    // Inviting, with the seats counted.
    expect(text).toContain('Invite a colleague');
    expect(text).toContain('Work e-mail');
    expect(text).toContain('Send invitation');
    expect(text).toContain('The link in the e-mail works once, for 7 days');
    expect(text).toContain('Seats 4 / 5 4 of 5 seats used: 3 members, 1 open invitation');
    expect(text).toContain('new@acme.io Member · sent by Olga Owner, Mar 4, 2026 · expires Mar 11, 2026 Withdraw');
    expect(html).toContain('aria-label="Withdraw the invitation to new@acme.io"');
    // Company sign-in.
    expect(text).toContain("Company sign-in Your team's domains acme.io Company provider Acme SSO Acme SSO signs in acme.io");
    expect(text).toContain('Require sign-in with Acme SSO');
    expect(html).toMatch(/role="switch"[^>]*aria-checked="false"/);
    expect(text).toContain('Leave team');
  });

  it('the owner: hands ownership over, and cannot leave before that', async () => {
    const { html, text } = await teamPage(teamAs('owner'));
    expect(text).toContain("You are the team's owner");
    expect(html).toContain('aria-label="Make owner: Bob Brown"');
    expect(html).not.toContain('aria-label="Make owner: Mia Moss"');
    expect(html).not.toContain('aria-label="Remove Mia Moss"');
    expect(text).toContain('You own this team. To leave it, first make another member the owner');
    expect(text).not.toContain('Leave team');
    expect(text).not.toContain('Disband team');
  });

  it('the owner alone: leaving disbands the team, and the page says what that does', async () => {
    const alone = teamAs('owner');
    const { text } = await teamPage({ ...alone, members: alone.members.filter((m) => m.isYou), seatsUsed: 1 });
    expect(text).toContain("You are the team's only member: leaving disbands it.");
    expect(text).toContain('Disband team');
    expect(text).not.toContain('You own this team. To leave it');
  });

  it('says when a member used their whole limit, and when every seat is taken', async () => {
    const team = teamAs('admin', { seatsUsed: 5 });
    const members = team.members.map((m) => (m.userId === 'u-bob' ? { ...m, spentThisMonth: 10 } : m));
    const { html, text } = await teamPage({ ...team, members });
    expect(text).toContain('This month: 10 of 10 (limit reached)');
    expect(text).toContain('Every seat is taken');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Send invitation/);
  });

  it('without a company provider on the server: says company sign-in is not set up', async () => {
    const { text } = await teamPage(teamAs('owner', { companySignIn: null }));
    expect(text).toContain('Company sign-in is not set up on this server, so your team cannot require it.');
    expect(text).not.toContain('Require sign-in with');
  });

  it('a required sign-in shows in the header and the switch is on', async () => {
    const { html, text } = await teamPage(teamAs('admin', { requireSso: true }));
    expect(text).toContain('Sign-in with Acme SSO required');
    expect(text).toContain('Members sign in only with Acme SSO.');
    expect(text).toContain('Your team signs in through its company');
    expect(html).toMatch(/role="switch"[^>]*aria-checked="true"/);
  });

  it('a failure to load says so in the server’s words, with Retry', async () => {
    const failed: MockedResponse = { request: { query: MyTeamDocument }, result: { errors: [new GraphQLError('Sign in again.')] } };
    const text = textOf(await renderHtml(<TeamPage />, [failed]));
    expect(text).toContain('Your team could not be loaded Sign in again. Retry');
  });
});

const preview = (over: Partial<JoinTeamPreviewQuery['teamInvitation']>): JoinTeamPreviewQuery['teamInvitation'] => ({
  __typename: 'TeamInvitationPreview',
  teamName: 'Acme Recruiting',
  email: 'me@acme.io',
  role: 'admin',
  invitedBy: 'Olga Owner',
  expiresAt: '2099-03-11T12:00:00.000Z',
  status: 'open',
  ...over,
});

async function joinPage(token: string | null, answer: MockedResponse['result']): Promise<string> {
  const meMock: MockedResponse = { request: { query: MeDocument }, result: { data: { __typename: 'Query', me } } };
  const mocks = token ? [meMock, { request: { query: JoinTeamPreviewDocument, variables: { token } }, result: answer }] : [meMock];
  return textOf(await renderHtml(<JoinTeam token={token} />, mocks));
}

describe('/team/join', () => {
  it('an open invitation: the team, who sent it, the role, the address, until when, and Accept', async () => {
    const text = await joinPage('tok', { data: { __typename: 'Query', teamInvitation: preview({}) } });
    expect(text).toContain('Join Acme Recruiting');
    expect(text).toContain('Invited by Olga Owner Role Admin For the address me@acme.io Expires Mar 11, 2099 12:00 PM');
    expect(text).toContain('As an admin you invite colleagues');
    expect(text).toContain('This invitation can be accepted until Mar 11, 2099 12:00 PM.');
    expect(text).toContain('Accept invitation');
    expect(text).not.toContain('You are signed in as');
  });

  it('an invitation for another address: says which one, before the server refuses', async () => {
    const text = await joinPage('tok', { data: { __typename: 'Query', teamInvitation: preview({ email: 'other@acme.io' }) } });
    expect(text).toContain('You are signed in as me@acme.io This invitation is for other@acme.io. Sign out and sign in with that address');
  });

  it('an expired, used or withdrawn invitation: why, and no Accept', async () => {
    const expired = await joinPage('tok', {
      data: { __typename: 'Query', teamInvitation: preview({ status: 'expired', expiresAt: '2026-03-11T12:00:00.000Z' }) },
    });
    expect(expired).toContain('This invitation expired on Mar 11, 2026 12:00 PM. Ask your team for a new one.');
    expect(expired).not.toContain('Accept invitation');
    const used = await joinPage('tok', { data: { __typename: 'Query', teamInvitation: preview({ status: 'used' }) } });
    expect(used).toContain('This invitation has already been used.');
    const revoked = await joinPage('tok', { data: { __typename: 'Query', teamInvitation: preview({ status: 'revoked' }) } });
    expect(revoked).toContain('This invitation was withdrawn.');
    expect(revoked).not.toContain('Accept invitation');
  });

  it('a link the server does not know, and a link without a token', async () => {
    const unknown = await joinPage('nope', {
      errors: [new GraphQLError('This invitation link is not valid. Ask your team for a new one.')],
    });
    expect(unknown).toContain('This invitation cannot be opened This invitation link is not valid. Ask your team for a new one.');
    expect(unknown).not.toContain('Accept invitation');
    const none = await joinPage(null, undefined);
    expect(none).toContain('This link holds no invitation');
  });
});

/** The header's use of the pool: the indicator when the user is in a team, nothing otherwise. */
function HeaderPool() {
  const pool = useTeamPool();
  return pool === null ? <span>no pool</span> : <TeamPoolIndicator credits={pool} />;
}

describe("the header's team pool", () => {
  const poolMock = (myTeam: unknown): MockedResponse => ({
    request: { query: TeamPoolCreditsDocument },
    result: { data: { __typename: 'Query', myTeam } },
  });

  it('shows the pool of a member, linking to /team', async () => {
    const html = await renderHtml(<HeaderPool />, [poolMock({ __typename: 'Team', id: 't1', remainingCredits: 40 })]);
    expect(textOf(html)).toBe('Team pool: 40');
    expect(html).toContain('href="/team"');
  });

  it('shows nothing for a user in no team', async () => {
    expect(textOf(await renderHtml(<HeaderPool />, [poolMock(null)]))).toBe('no pool');
  });
});

describe('the team rules', () => {
  it('who may do what to whom', () => {
    const bob = { role: 'member' as const, isYou: false };
    const owner = { role: 'owner' as const, isYou: false };
    const self = { role: 'admin' as const, isYou: true };
    expect(memberPermissions('member', bob)).toEqual({ role: false, cap: false, remove: false, makeOwner: false });
    expect(memberPermissions('admin', bob)).toEqual({ role: true, cap: true, remove: true, makeOwner: false });
    expect(memberPermissions('admin', owner)).toEqual({ role: false, cap: true, remove: false, makeOwner: false });
    expect(memberPermissions('admin', self)).toEqual({ role: false, cap: true, remove: false, makeOwner: false });
    expect(memberPermissions('owner', bob)).toEqual({ role: true, cap: true, remove: true, makeOwner: true });
  });

  it('the month against the limit, and the pool history in words', () => {
    expect(monthText({ spentThisMonth: 3, monthlyCap: 10 })).toBe('3 of 10');
    expect(monthText({ spentThisMonth: 3, monthlyCap: null })).toBe('3 (no limit)');
    expect(poolWhat({ reason: 'contact_reveal', reference: 'ada', memberName: 'Bob' })).toBe('Reveal of ada');
    expect(poolWhat({ reason: 'member_transfer', reference: null, memberName: 'Bob' })).toBe('Credits moved in by Bob');
    expect(poolWhat({ reason: 'admin_adjustment', reference: null, memberName: null })).toBe('Adjustment by our staff');
    expect(poolWho({ reason: 'contact_reveal', memberName: null })).toBe('A former member');
  });

  it('moving credits: a whole number from 1, at most what the user has', () => {
    expect(transferProblem(5, 7)).toBeNull();
    expect(transferProblem(0, 7)).toBe('Choose a whole number of credits from 1 to 100,000.');
    expect(transferProblem(2.5, 7)).toBe('Choose a whole number of credits from 1 to 100,000.');
    expect(transferProblem(8, 7)).toBe('You have 7 credits of your own.');
  });
});
