import fc from 'fast-check';
import { flag, hostileJson, hostileNumber, hostileString, hostileText, textField } from './fuzz-arbitraries';
import { pools } from './fuzz-requests';
import type { RestRoute } from './fuzz-rest-requests';

/** The teams' routes of the REST table in docs/api.md, fuzzed (part of REST_ROUTES). */
export const TEAM_ROUTES: RestRoute[] = [
  { method: 'GET', path: '/api/team' },
  { method: 'POST', path: '/api/team', body: () => ({ name: textField(fc.constantFrom('Talent Partners', ' ', 'A'.repeat(101))) }) },
  {
    method: 'PATCH',
    path: '/api/team',
    body: () => ({
      name: textField(fc.constantFrom('Renamed', ''), true),
      requireSso: flag(fc.option(fc.boolean(), { nil: undefined })),
      domains: {
        valid: fc.option(fc.constantFrom(['acme.io'], ['gmail.com'], []), { nil: undefined }),
        hostile: fc.oneof(hostileText, hostileJson),
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/team/ledger',
    query: () =>
      fc.array(fc.tuple(fc.constantFrom('page', 'pageSize'), fc.oneof(fc.constantFrom('1', '0', '-1', '1e9', 'x'), hostileString)), {
        maxLength: 2,
      }),
  },
  {
    method: 'POST',
    path: '/api/team/invitations',
    body: (fx) => ({ email: textField(pools.email(fx)), role: textField(fc.constantFrom('member', 'admin', 'owner'), true) }),
  },
  { method: 'DELETE', path: '/api/team/invitations/{id}', params: { id: pools.userId } },
  {
    method: 'GET',
    path: '/api/team/invitations/preview',
    query: () =>
      fc.array(fc.tuple(fc.constant('token'), fc.oneof(fc.constantFrom('', 'x'.repeat(300), 'abc'), hostileString)), { maxLength: 1 }),
  },
  { method: 'POST', path: '/api/team/invitations/accept', body: () => ({ token: textField(fc.constantFrom('abc', 'x'.repeat(300))) }) },
  {
    method: 'PATCH',
    path: '/api/team/members/{userId}',
    params: { userId: pools.userId },
    body: () => ({
      role: textField(fc.constantFrom('admin', 'member', 'owner'), true),
      monthlyCap: {
        valid: fc.option(fc.constantFrom(0, 10, null, 100_001), { nil: undefined }),
        hostile: fc.oneof(hostileNumber, hostileText),
      },
    }),
  },
  { method: 'DELETE', path: '/api/team/members/{userId}', params: { userId: pools.userId } },
  { method: 'POST', path: '/api/team/leave' },
  { method: 'POST', path: '/api/team/owner', body: (fx) => ({ userId: textField(pools.userId(fx)) }) },
  {
    method: 'POST',
    path: '/api/team/credits',
    body: () => ({ amount: { valid: fc.constantFrom(1, 0, 100_001, 2.5), hostile: fc.oneof(hostileNumber, hostileText, hostileJson) } }),
  },
];
