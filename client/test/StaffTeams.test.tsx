/**
 * The staff teams pages' parts, rendered with MockedProvider answering their queries (see
 * render.tsx: in Node antd's breakpoints are unknown, so the tables are seen as on a phone, lists):
 * the teams table loading, failed, empty and with teams (members / seats, pool, sign-in, the link to
 * the team); one team's page with its members, its pool's changes and the two actions; a team that
 * is not found; and the dialogs' checks, which keep a request from the server until it is right.
 */
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { StaffTeamDetail } from '../src/features/staff/teams/StaffTeamDetail';
import { PAGE_SIZE, StaffTeamsTable } from '../src/features/staff/teams/StaffTeamsTable';
import {
  poolAdjustedText,
  poolReasonLabel,
  poolRequest,
  poolWho,
  seatsProblem,
  seatsRequest,
  seatsSetText,
  spentWithCap,
} from '../src/features/staff/teams/teamsText';
import {
  StaffTeamDetailDocument,
  type StaffTeamDetailQuery,
  type StaffTeamRowFragment,
  StaffTeamsDocument,
} from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const team = (over: Partial<StaffTeamRowFragment> = {}): StaffTeamRowFragment => ({
  __typename: 'StaffTeam',
  id: 't1',
  name: 'Acme Recruiting',
  ownerEmail: 'ada@acme.io',
  members: 4,
  seats: 5,
  remainingCredits: 120,
  totalCredits: 300,
  requireSso: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

const listRequest = { query: StaffTeamsDocument, variables: { page: 1, pageSize: PAGE_SIZE, search: null } };

function listMock(items: StaffTeamRowFragment[]): MockedResponse {
  return {
    request: listRequest,
    result: {
      data: {
        __typename: 'Query',
        staffTeams: { __typename: 'StaffTeamPage', total: items.length, hasMore: false, items },
      },
    },
  };
}

describe('the staff teams table', () => {
  it('says it is loading before the answer comes', () => {
    const html = renderToString(
      <MockedProvider mocks={[listMock([])]}>
        <MemoryRouter>
          <App>
            <StaffTeamsTable />
          </App>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(html).toContain('role="status" aria-label="Loading the teams"');
    expect(html).toContain('aria-label="Find teams"');
  });

  it('shows a failure in the server’s words, with Retry', async () => {
    const failed: MockedResponse = { request: listRequest, result: { errors: [new GraphQLError('Sign in to the staff area.')] } };
    const text = textOf(await renderHtml(<StaffTeamsTable />, [failed]));
    expect(text).toContain('The teams could not be loaded');
    expect(text).toContain('Sign in to the staff area.');
    expect(text).toContain('Retry');
  });

  it('says when there are none yet', async () => {
    const text = textOf(await renderHtml(<StaffTeamsTable />, [listMock([])]));
    expect(text).toContain('No teams yet');
    expect(text).toContain('Teams that customers create appear here.');
  });

  it('lists each team: its name linking to its page, the owner, members / seats, the pool, the sign-in rule and when it was made', async () => {
    const items = [team(), team({ id: 't2', name: 'Bo & Co', ownerEmail: null, members: 1, seats: 1, requireSso: false })];
    const html = await renderHtml(<StaffTeamsTable />, [listMock(items)]);
    const text = textOf(html);
    expect(html).toContain('aria-label="Teams"');
    expect(html).toContain('href="/admin/teams/t1"');
    expect(html).toContain('href="/admin/teams/t2"');
    expect(text).toContain(
      'Acme Recruiting Owner ada@acme.io Members / seats 4 / 5 · Pool 120 / 300 Company sign-in required · Created Mar 1, 2026 12:00 PM',
    );
    expect(text).toContain('Bo & Co Owner — Members / seats 1 / 1 · Pool 120 / 300 Any sign-in method');
  });
});

describe('one team’s page', () => {
  const detail: StaffTeamDetailQuery['staffTeam'] = {
    __typename: 'StaffTeamDetail',
    team: team(),
    domains: ['acme.io', 'acme.com'],
    members: [
      {
        __typename: 'TeamMember',
        userId: 'u1',
        name: 'Ada Lovelace',
        email: 'ada@acme.io',
        role: 'owner',
        joinedAt: '2026-03-01T12:00:00.000Z',
        monthlyCap: null,
        spentThisMonth: 12,
        spentTotal: 40,
        reveals: 9,
      },
      {
        __typename: 'TeamMember',
        userId: 'u2',
        name: 'bo@acme.io',
        email: 'bo@acme.io',
        role: 'member',
        joinedAt: '2026-03-02T12:00:00.000Z',
        monthlyCap: 50,
        spentThisMonth: 3,
        spentTotal: 3,
        reveals: 1,
      },
    ],
    ledger: [
      {
        __typename: 'TeamLedgerEntry',
        id: 'l2',
        createdAt: '2026-03-03T12:00:00.000Z',
        change: -3,
        balanceAfter: 120,
        reason: 'contact_reveal',
        reference: 'grace-hopper',
        userId: 'u2',
        memberName: 'bo@acme.io',
      },
      {
        __typename: 'TeamLedgerEntry',
        id: 'l1',
        createdAt: '2026-03-02T12:00:00.000Z',
        change: 100,
        balanceAfter: 123,
        reason: 'admin_adjustment',
        reference: null,
        userId: null,
        memberName: null,
      },
    ],
  };
  const request = { query: StaffTeamDetailDocument, variables: { teamId: 't1' } };

  it('shows the facts, the two actions, the members with their usage and the pool’s newest changes', async () => {
    const html = await renderHtml(<StaffTeamDetail teamId="t1" />, [
      { request, result: { data: { __typename: 'Query', staffTeam: detail } } },
    ]);
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Acme Recruiting<\/h1>/);
    expect(text).toContain('Domains acme.io, acme.com');
    expect(text).toContain('Sign-in Company sign-in required');
    expect(text).toContain('Seats Set seats 4 members in 5 seats');
    expect(text).toContain('Pool credits Adjust pool credits 120 left of 300 ever added');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(text).toContain('Ada Lovelace Owner ada@acme.io This month 12 (no cap) · Total spent 40 · 9 reveals');
    expect(text).toContain('bo@acme.io Member bo@acme.io This month 3 of 50 · Total spent 3 · 1 reveal');
    expect(html).toContain('href="/admin/users/u2"');
    expect(text).toContain('Contacts revealed: grace-hopper −3 By bo@acme.io Mar 3, 2026 12:00 PM · balance 120');
    expect(text).toContain('Adjustment by our staff +100 By our staff Mar 2, 2026 12:00 PM · balance 123');
  });

  it('says plainly when there is no such team, with the way back to the list', async () => {
    const missing: MockedResponse = {
      request: { query: StaffTeamDetailDocument, variables: { teamId: 'nope' } },
      result: { errors: [new GraphQLError('Team not found', { extensions: { code: 'NOT_FOUND' } })] },
    };
    const html = await renderHtml(<StaffTeamDetail teamId="nope" />, [missing]);
    expect(html).toMatch(/<h1[^>]*>Team not found<\/h1>/);
    expect(html).toContain('href="/admin/teams"');
    expect(textOf(html)).toContain('Back to the teams');
    expect(textOf(html)).not.toContain('Retry');
  });

  it('offers Retry when the team could not be loaded for another reason', async () => {
    const failed: MockedResponse = { request, result: { errors: [new GraphQLError('The server is busy.')] } };
    const text = textOf(await renderHtml(<StaffTeamDetail teamId="t1" />, [failed]));
    expect(text).toContain('The team could not be loaded');
    expect(text).toContain('The server is busy.');
    expect(text).toContain('Retry');
  });
});

describe('the dialogs’ checks', () => {
  it("'Set seats' sends nothing without a reason, below the members, or out of range", () => {
    expect(seatsRequest('t1', 4, { seats: 6, reason: '   ' })).toEqual({ problem: 'Please give a reason.' });
    expect(seatsRequest('t1', 4, { seats: 6, reason: 'ok' })).toEqual({ problem: 'A reason needs at least 3 characters.' });
    expect(seatsRequest('t1', 4, { seats: 3, reason: 'Contract renewed' })).toEqual({
      problem: 'The team has 4 members: it needs at least as many seats.',
    });
    expect(seatsProblem(null, 1)).toBe('Please enter a number of seats.');
    expect(seatsProblem(0, 0)).toBe('Enter from 1 to 10,000 seats.');
    expect(seatsProblem(2.5, 1)).toBe('Please enter a whole number of seats.');
    expect(seatsRequest('t1', 4, { seats: 6, reason: '  Contract renewed ' })).toEqual({
      variables: { teamId: 't1', seats: 6, reason: 'Contract renewed' },
    });
    expect(seatsSetText('Acme', 1)).toBe('Acme has 1 seat now.');
  });

  it("'Adjust pool credits' sends nothing without a reason or credits, and signs the amount by the change chosen", () => {
    expect(poolRequest('t1', { direction: 'grant', credits: 50, reason: '' })).toEqual({ problem: 'Please give a reason.' });
    expect(poolRequest('t1', { direction: 'grant', credits: null, reason: 'Goodwill' })).toEqual({
      problem: 'Please enter a number of credits.',
    });
    expect(poolRequest('t1', { direction: 'remove', credits: 5, reason: ' Refunded order ' })).toEqual({
      variables: { teamId: 't1', amount: -5, reason: 'Refunded order' },
    });
    expect(poolRequest('t1', { direction: 'grant', credits: 50, reason: 'Goodwill' })).toEqual({
      variables: { teamId: 't1', amount: 50, reason: 'Goodwill' },
    });
    expect(poolAdjustedText(50, 'Acme')).toBe('Added 50 credits to the pool of Acme.');
    expect(poolAdjustedText(-1, 'Acme')).toBe('Removed 1 credit from the pool of Acme.');
  });

  it('words the members’ usage and the pool’s changes', () => {
    expect(spentWithCap({ spentThisMonth: 0, monthlyCap: 0 })).toBe('0 of 0');
    expect(poolReasonLabel({ reason: 'member_transfer', reference: null })).toBe('Moved in from their own credits');
    expect(poolWho({ userId: 'u9', memberName: null })).toBe('A former member');
  });
});
