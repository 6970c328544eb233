/**
 * Lists shared with the team on My Lists (ListsTable, seen as on a phone in Node): a shared list is
 * marked, with its owner when a teammate's; its owner may share or make it private, a team admin a
 * teammate's shared list too, a member only works in it (no share, no delete); outside a team
 * nothing offers sharing. The rules themselves: sharingText.
 */
import type { MockedResponse } from '@apollo/client/testing';
import { ListsTable } from '../src/features/lists/ListsTable';
import { canManageList, entryAttribution, offersSharing, sharedMessage, shortDate } from '../src/features/lists/sharingText';
import { type ListsTableRowFragment, ListSharingTeamDocument, type TeamRole } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';
import dayjs from 'dayjs';

const list = (over: Partial<ListsTableRowFragment>): ListsTableRowFragment => ({
  __typename: 'ProfileList',
  id: 'l1',
  name: 'Backend Berlin',
  description: null,
  profileCount: 3,
  updatedAt: '2026-11-27T12:00:00.000Z',
  shared: false,
  ownerName: 'You Yourself',
  ownedByYou: true,
  ...over,
});

const mine = list({});
const mineShared = list({ id: 'l2', name: 'Sales leads', shared: true });
const teammates = list({ id: 'l3', name: 'Design hires', shared: true, ownedByYou: false, ownerName: 'Ann Lee' });

function team(role: TeamRole | null): MockedResponse[] {
  return [
    {
      request: { query: ListSharingTeamDocument },
      result: { data: { __typename: 'Query', myTeam: role ? { __typename: 'Team', id: 't1', myRole: role } : null } },
    },
  ];
}

const render = async (lists: ListsTableRowFragment[], role: TeamRole | null) => {
  const html = await renderHtml(<ListsTable lists={lists} />, team(role));
  return { html, text: textOf(html) };
};

describe('My Lists with a team', () => {
  it("marks shared lists, and names a teammate's list's owner", async () => {
    const { text } = await render([mine, mineShared, teammates], 'member');
    expect(text).toContain('Backend Berlin');
    expect(text.match(/Shared with team/g)).toHaveLength(2);
    expect(text).toContain('Owner: Ann Lee');
    expect(text).not.toContain('Owner: You Yourself');
  });

  it('lets a member share their own lists, but neither share nor delete a teammate’s', async () => {
    const { html } = await render([mine, mineShared, teammates], 'member');
    expect(html).toContain('aria-label="Share with team: Backend Berlin"');
    expect(html).toContain('aria-label="Make private: Sales leads"');
    expect(html).not.toContain('Make private: Design hires');
    expect(html).toContain('aria-label="Delete list Backend Berlin"');
    expect(html).not.toContain('Delete list Design hires');
  });

  it("lets a team admin make a teammate's shared list private, and delete it", async () => {
    const { html } = await render([teammates], 'admin');
    expect(html).toContain('aria-label="Make private: Design hires"');
    expect(html).toContain('aria-label="Delete list Design hires"');
  });

  it('offers no sharing outside a team', async () => {
    const { html, text } = await render([mine], null);
    expect(html).not.toContain('Share with team');
    expect(text).not.toContain('Shared with team');
    expect(html).toContain('aria-label="Delete list Backend Berlin"');
  });
});

describe('the rules and words of sharing', () => {
  it('who may change who sees a list', () => {
    expect(canManageList(mine, null)).toBe(true);
    expect(canManageList(teammates, 'member')).toBe(false);
    expect(canManageList(teammates, 'admin')).toBe(true);
    expect(canManageList(teammates, 'owner')).toBe(true);
    expect(canManageList({ shared: false, ownedByYou: false }, 'admin')).toBe(false);
    // A list shared before its owner left the team can still be made private by them.
    expect(offersSharing(mineShared, null)).toBe(true);
    expect(offersSharing(mine, null)).toBe(false);
  });

  it('says what changed', () => {
    expect(sharedMessage(mineShared)).toBe('“Sales leads” is now shared with your team.');
    expect(sharedMessage(mine)).toBe('“Backend Berlin” is now private to you.');
    expect(sharedMessage({ ...teammates, shared: false })).toBe('“Design hires” is now private to Ann Lee.');
  });

  it('dates a stage change briefly this year, with the year before', () => {
    const now = dayjs('2026-12-01T12:00:00.000Z');
    expect(shortDate('2026-11-27T12:00:00.000Z', now)).toBe('Nov 27');
    expect(shortDate('2025-11-27T12:00:00.000Z', now)).toBe('Nov 27, 2025');
    expect(entryAttribution({ addedBy: 'Ann Lee', stageChangedBy: 'Ben Roe', stageChangedAt: '2026-11-27T12:00:00.000Z' }, now)).toEqual([
      'Added by Ann Lee',
      'Stage set by Ben Roe · Nov 27',
    ]);
    expect(entryAttribution({ addedBy: null, stageChangedBy: null, stageChangedAt: null }, now)).toEqual([]);
  });
});
