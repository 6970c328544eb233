import fc from 'fast-check';
import {
  bodyOf,
  deepArb,
  flag,
  encodeForUrl,
  hostileJson,
  hostileNumber,
  hostileString,
  hostileText,
  numberText,
  sometimes,
  textField,
  urlEncoding,
  type FieldSpec,
  type UrlEncoding,
} from './fuzz-arbitraries';
import { authPlanArb } from './fuzz-auth';
import {
  type BodyPlan,
  jsonBodyArb,
  oversizeBodyArb,
  pools,
  printable,
  queryString,
  rawBodyArb,
  type RequestPlan,
  SENIORITIES,
  WORDS,
} from './fuzz-requests';
import type { Fixtures } from './fuzz-targets';
import { TEAM_ROUTES } from './fuzz-rest-teams';

/** The REST requests of the fuzz: every route of the REST table in docs/api.md (fuzz.rest.test.ts checks that the two agree), fuzzed. */

type Pools = (fx: Fixtures) => fc.Arbitrary<string>;

export interface RestRoute {
  method: string;
  /** As in the REST table of docs/api.md: {name} for a path parameter. */
  path: string;
  /** Valid values of each path parameter (the fuzz mixes them with hostile ones). */
  params?: Record<string, Pools>;
  /** The fields of the JSON body, with the values that make sense for each. */
  body?: (fx: Fixtures) => Record<string, FieldSpec>;
  /** Query parameters as [name, value] pairs. */
  query?: (fx: Fixtures) => fc.Arbitrary<Array<[string, string]>>;
  endsSession?: boolean;
}

const customerIds = () => fc.constantFrom('cus_test_local_' + '0'.repeat(48), 'cus_x', '..');
const providerPool = () => fc.constantFrom('google', 'linkedin', 'sso', 'facebook', 'GOOGLE', '');

/** A social token body: a token that is not the provider's (nothing here can sign as it), beside the spec's profile fields. */
function socialTokenBody(): Record<string, FieldSpec> {
  const jwtish = `${Buffer.from('{"alg":"RS256","kid":"x"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.c2ln`;
  return {
    idToken: textField(fc.constantFrom(jwtish, 'x.y.z', 'a'.repeat(9000)), true),
    accessToken: textField(fc.constantFrom('opaque-token', ''), true),
    provider: textField(fc.constantFrom('google', 'linkedin', 'sso'), true),
    source: textField(fc.constant('google'), true),
    email: textField(fc.constant('ceo@acme.io'), true),
    termsAccepted: flag(true),
  };
}

function socialStartQueryArb(): fc.Arbitrary<Array<[string, string]>> {
  return fc
    .tuple(
      fc.constantFrom('login', 'register', 'link', ''),
      fc.constantFrom('true', 'false', '1'),
      fc.option(hostileString, { nil: undefined }),
    )
    .map(([intent, terms, extra]): Array<[string, string]> => [
      ['intent', intent],
      ['termsAccepted', terms],
      ...(extra !== undefined ? [['newsUpdates', extra] as [string, string]] : []),
    ]);
}

function socialCallbackQueryArb(): fc.Arbitrary<Array<[string, string]>> {
  return fc
    .tuple(fc.oneof(fc.constant('A'.repeat(43)), hostileString), fc.oneof(fc.constant('code-123'), hostileString), fc.boolean())
    .map(([state, code, error]): Array<[string, string]> => [
      ['state', state],
      ['code', code],
      ...(error ? [['error', 'access_denied'] as [string, string]] : []),
    ]);
}

const SEARCH_LIST_PARAMS = ['titles', 'seniorities', 'locations', 'currentCompanies', 'pastCompanies', 'industries', 'skills', 'schools'];

/**
 * The search's query parameters: a valid ai, build or persona search (build filters as repeated
 * parameters) with one or two values made hostile, sometimes extra parameters (repeated, bracketed,
 * unknown).
 */
function searchQueryArb(fx: Fixtures): fc.Arbitrary<Array<[string, string]>> {
  const word = fc.constantFrom(...WORDS);
  const page = fc.option(
    fc.constantFrom('1', '1', '2').map((p) => ['page', p] as [string, string]),
    { nil: undefined },
  );
  const ai = fc.tuple(word, page).map(([w, p]): Array<[string, string]> => [['type', 'ai'], ['searchterm', w], ...(p ? [p] : [])]);
  const build = fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...SEARCH_LIST_PARAMS.filter((n) => n !== 'seniorities')), word), { minLength: 1, maxLength: 3 }),
      fc.option(fc.constantFrom(...SENIORITIES), { nil: undefined }),
      fc.option(fc.constantFrom('all', 'any'), { nil: undefined }),
      fc.option(fc.tuple(fc.constantFrom('0', '2', '5'), fc.constantFrom('10', '30', '60')), { nil: undefined }),
      fc.option(word, { nil: undefined }),
      page,
    )
    .map(([lists, seniority, match, years, keywords, p]): Array<[string, string]> => [
      ['type', 'build'],
      ...lists,
      ...(seniority ? [['seniorities', seniority] as [string, string]] : []),
      ...(match ? [['skillsMatch', match] as [string, string]] : []),
      ...(years ? [['yearsFrom', years[0]] as [string, string], ['yearsTo', years[1]] as [string, string]] : []),
      ...(keywords ? [['keywords', keywords] as [string, string]] : []),
      ...(p ? [p] : []),
    ]);
  const persona = fc
    .tuple(fc.constantFrom(...fx.personas), fc.option(word, { nil: undefined }), page)
    .map(([id, w, p]): Array<[string, string]> => [
      ['type', 'persona'],
      ['persona', id],
      ...(w ? [['searchterm', w] as [string, string]] : []),
      ...(p ? [p] : []),
    ]);
  const hostileValue = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: numberText });
  const extra: fc.Arbitrary<[string, string]> = fc.oneof(
    fc.tuple(
      fc.constantFrom(
        'searchterm',
        'q',
        'query',
        'keywords',
        'persona',
        'type',
        'page',
        'yearsFrom',
        'yearsTo',
        'skillsMatch',
        'openWeb',
        ...SEARCH_LIST_PARAMS,
      ),
      hostileValue,
    ),
    fc.tuple(
      fc.constantFrom('titles[]', 'titles[0]', 'page[x]', 'type[]', 'filters[titles]', 'searchterm[]', '__proto__', 'constructor', ''),
      hostileString,
    ),
    fc.tuple(hostileString, hostileString),
  );
  return fc
    .tuple(
      fc.oneof(ai, build, persona),
      fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 2 }),
      sometimes(hostileString, 8),
      fc.array(extra, { maxLength: 2 }),
    )
    .map(([base, changes, badType, extras]) => {
      const pairs = base.map((p) => [...p] as [string, string]);
      // The type is pairs[0]: changed once in a while only, so that most runs reach the search with their hostile value.
      for (const [at, value] of changes) if (pairs.length > 1) pairs[1 + (at % (pairs.length - 1))][1] = value;
      if (badType !== undefined) pairs[0][1] = badType;
      return [...pairs, ...extras];
    });
}

/** Saved search ids: none of the fixtures' (their lists' ids and the zero uuid answer NOT_FOUND), and malformed ones. */
const savedSearchIds = (fx: Fixtures) => fc.constantFrom(...fx.listIds, '00000000-0000-0000-0000-000000000000', '0', 'saved');

/** A run's query: page, onlyNew and since, each sometimes hostile. */
function savedRunQueryArb(): fc.Arbitrary<Array<[string, string]>> {
  return fc
    .tuple(
      fc.oneof(fc.constantFrom('1', '2', '1001'), hostileString),
      fc.oneof(fc.constantFrom('true', 'false', '1'), hostileString),
      fc.oneof(fc.constantFrom('2026-11-24T06:00:00.000Z', '1970-01-01T00:00:00Z', '-271821-04-20T00:00:00Z'), hostileString),
    )
    .map(([page, onlyNew, since]): Array<[string, string]> => [
      ['page', page],
      ['onlyNew', onlyNew],
      ['since', since],
    ]);
}

/** One query parameter (or another name), valid or hostile. */
const oneParam = (name: string, valid: string[]) =>
  fc.array(fc.tuple(fc.constantFrom(name, 'x'), fc.oneof(fc.constantFrom(...valid), hostileString)), { maxLength: 2 });

/** Every route of the REST table in docs/api.md (fuzz.rest.test.ts checks that the two agree). */
export const REST_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/users/email-otp',
    body: (fx) => ({
      userEmail: textField(pools.email(fx)),
      type: textField(fc.constantFrom('login', 'register')),
      termsAccepted: flag(true),
    }),
  },
  {
    method: 'POST',
    path: '/api/users/verify-otp',
    body: (fx) => ({
      userEmail: textField(pools.email(fx)),
      otp: textField(fc.constantFrom('123456', '000000')),
      type: textField(fc.constantFrom('login', 'register')),
      termsAccepted: flag(true),
      newsUpdates: flag(fc.option(fc.boolean(), { nil: undefined })),
    }),
  },
  { method: 'POST', path: '/api/users/login', body: socialTokenBody },
  { method: 'POST', path: '/api/users/register', body: socialTokenBody },
  { method: 'GET', path: '/api/users/auth/{provider}', params: { provider: providerPool }, query: socialStartQueryArb },
  { method: 'GET', path: '/api/users/auth/{provider}/callback', params: { provider: providerPool }, query: socialCallbackQueryArb },
  { method: 'POST', path: '/api/users/logout', endsSession: true },
  { method: 'GET', path: '/api/users/profile/{id}', params: { id: pools.userId } },
  {
    method: 'PUT',
    path: '/api/users/profile/{id}',
    params: { id: pools.userId },
    body: (fx) => ({
      email: textField(fc.constant(fx.user.email)),
      firstName: textField(fc.constantFrom('Ada', 'José')),
      lastName: textField(fc.constant('Lovelace')),
      company: textField(fc.constant('Acme')),
      phone: textField(fc.constantFrom('+44 20 7946 0958', '555')),
      designation: textField(fc.constant('CTO'), true),
    }),
  },
  { method: 'GET', path: '/api/search/profiles', query: searchQueryArb },
  {
    method: 'POST',
    path: '/api/search/job-description',
    body: () => ({ text: textField(fc.constantFrom('Recruiter\nLocation: Berlin\n- Sourcing', 'Lorem ipsum', 'x'.repeat(20_001))) }),
  },
  {
    method: 'GET',
    path: '/api/search/suggestions',
    query: () =>
      fc.array(
        fc.tuple(
          fc.constantFrom('q', 'q', 'kind', 'first', 'text'),
          fc.oneof(fc.constantFrom('recrui', 'Berl', 'kube', 'title', 'location', '8', '0', '21', 'x'.repeat(101)), hostileString),
        ),
        { maxLength: 4 },
      ),
  },
  { method: 'GET', path: '/api/users/searches' },
  { method: 'GET', path: '/api/activity' },
  { method: 'GET', path: '/api/stats' },
  { method: 'GET', path: '/api/searches/saved' },
  {
    method: 'POST',
    path: '/api/searches/saved',
    body: () => ({
      name: textField(fc.constantFrom('Berlin SREs', 'A', 'x'.repeat(100))),
      type: textField(fc.constantFrom('ai', 'build', 'persona')),
      query: textField(fc.constantFrom('software engineers in London', 'recruiters'), true),
      persona: textField(fc.constantFrom('senior-leader', 'nobody'), true),
    }),
  },
  { method: 'GET', path: '/api/searches/saved/{id}', params: { id: savedSearchIds } },
  {
    method: 'PATCH',
    path: '/api/searches/saved/{id}',
    params: { id: savedSearchIds },
    body: () => ({ name: textField(fc.constantFrom('Renamed', ' B ')) }),
  },
  { method: 'DELETE', path: '/api/searches/saved/{id}', params: { id: savedSearchIds } },
  { method: 'GET', path: '/api/searches/saved/{id}/run', params: { id: savedSearchIds }, query: savedRunQueryArb },
  {
    method: 'PUT',
    path: '/api/searches/saved/{id}/alert',
    params: { id: savedSearchIds },
    body: () => ({ alert: textField(fc.constantFrom('off', 'daily', 'weekly', 'hourly', 'WEEKLY')) }),
  },
  { method: 'GET', path: '/api/searches/saved/alerts/unsubscribe', query: () => oneParam('token', ['A'.repeat(43), 'a_b-c']) },
  { method: 'GET', path: '/api/profile/id/{encodedLink}', params: { encodedLink: pools.encodedLink } },
  { method: 'GET', path: '/api/profile/update/{encodedLink}', params: { encodedLink: pools.encodedLink } },
  { method: 'GET', path: '/api/profile/contacts/{linkedinUsername}', params: { linkedinUsername: pools.username } },
  {
    method: 'POST',
    path: '/api/profile/contacts/bulk',
    body: (fx) => ({
      linkedinUsernames: {
        valid: fc.array(pools.username(fx), { minLength: 1, maxLength: 3 }),
        hostile: fc.oneof(hostileText, hostileNumber, hostileJson, fc.array(hostileText, { maxLength: 3 })),
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/profile/list',
    body: () => ({ name: textField(fc.constantFrom('Prospects', 'A')), description: textField(fc.constant('For Q3'), true) }),
  },
  { method: 'GET', path: '/api/profile/list' },
  { method: 'GET', path: '/api/profile/list/{listId}', params: { listId: pools.listId } },
  {
    method: 'PATCH',
    path: '/api/profile/list/{listId}',
    params: { listId: pools.listId },
    body: () => ({ shared: flag(fc.boolean()) }),
  },
  { method: 'DELETE', path: '/api/profile/list/{listId}', params: { listId: pools.spareListId } },
  {
    method: 'POST',
    path: '/api/profile/addtolist',
    body: (fx) => ({
      listId: textField(pools.listId(fx)),
      profileId: {
        valid: fc.oneof(pools.profileRef(fx), fc.constantFrom(...fx.profiles.map((p) => Number(p.id)))),
        hostile: fc.oneof(hostileText, hostileNumber),
      },
      linkedinUsername: textField(pools.username(fx), true),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/profile/list/{listId}/profiles/{linkedinUsername}',
    params: { listId: pools.listId, linkedinUsername: pools.username },
  },
  {
    method: 'POST',
    path: '/api/profile/list/{listId}/profiles',
    params: { listId: pools.listId },
    body: (fx) => ({
      profileIds: { valid: fc.array(pools.profileRef(fx), { minLength: 1, maxLength: 3 }), hostile: fc.oneof(hostileText, hostileJson) },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/profile/list/{listId}/profiles/{linkedinUsername}',
    params: { listId: pools.listId, linkedinUsername: pools.username },
    body: () => ({
      stage: textField(fc.constantFrom('new', 'contacted', 'not_a_fit', 'hired'), true),
      notes: textField(fc.constantFrom('Call back Tuesday', ''), true),
    }),
  },
  { method: 'GET', path: '/api/profile/list/{listId}/export', params: { listId: pools.listId } },
  {
    method: 'POST',
    path: '/api/profile/export',
    body: (fx) => ({
      linkedinUsernames: {
        valid: fc.array(pools.username(fx), { minLength: 1, maxLength: 3 }),
        hostile: fc.oneof(hostileText, hostileJson),
      },
    }),
  },
  { method: 'GET', path: '/api/payment/packages' },
  { method: 'GET', path: '/api/people-privacy' },
  {
    method: 'POST',
    path: '/api/people-privacy/code',
    body: (fx) => ({ email: textField(pools.email(fx)), profile: textField(pools.profileRef(fx), true) }),
  },
  {
    method: 'POST',
    path: '/api/people-privacy/verify',
    body: (fx) => ({
      email: textField(pools.email(fx)),
      profile: textField(pools.profileRef(fx), true),
      code: textField(fc.constantFrom('123456', '000000')),
    }),
  },
  // Without the X-Person-Access proof (a code mailed to the address), these answer 401 whatever comes.
  { method: 'GET', path: '/api/people-privacy/me' },
  { method: 'GET', path: '/api/people-privacy/me/download' },
  { method: 'DELETE', path: '/api/people-privacy/me' },
  {
    method: 'POST',
    path: '/api/people-privacy/me/corrections',
    body: (fx) => ({
      profileId: textField(pools.profileId(fx)),
      field: textField(fc.constantFrom('headline', 'city', 'other', 'salary')),
      value: textField(fc.string()),
    }),
  },
  {
    method: 'POST',
    path: '/api/payment/create-checkout-session',
    body: () => ({
      packageId: { valid: fc.constantFrom(1, 2, 3, 99, 0), hostile: fc.oneof(hostileNumber, hostileText) },
      credits: { valid: fc.option(fc.constantFrom(2, 44, 1_000_000), { nil: undefined }), hostile: fc.oneof(hostileNumber, hostileJson) },
      amount: { valid: fc.option(fc.constantFrom(1, 50, 0.01), { nil: undefined }), hostile: fc.oneof(hostileNumber, hostileJson) },
    }),
  },
  { method: 'GET', path: '/api/payment/status/{sessionId}', params: { sessionId: pools.sessionId } },
  { method: 'GET', path: '/api/payment/plans' },
  {
    method: 'POST',
    path: '/api/payment/create-subscription-session',
    body: () => ({
      interval: { valid: fc.constantFrom('month', 'year', 'week', ''), hostile: fc.oneof(hostileNumber, hostileText, hostileJson) },
    }),
  },
  { method: 'GET', path: '/api/payment/subscription' },
  {
    method: 'POST',
    path: '/api/payment/subscription/switch',
    body: () => ({ interval: { valid: fc.constantFrom('month', 'year'), hostile: fc.oneof(hostileNumber, hostileText, hostileJson) } }),
  },
  { method: 'POST', path: '/api/payment/subscription/cancel' },
  { method: 'POST', path: '/api/payment/subscription/resume' },
  { method: 'POST', path: '/api/payment/subscription/portal' },
  {
    method: 'POST',
    path: '/api/payment/subscription/advance',
    body: () => ({ card: { valid: fc.constantFrom('success', 'decline'), hostile: fc.oneof(hostileNumber, hostileText, hostileJson) } }),
  },
  ...TEAM_ROUTES,
  {
    method: 'POST',
    path: '/api/payment/success',
    body: (fx) => ({
      sessionId: textField(pools.sessionId(fx)),
      credits: { valid: fc.option(fc.constantFrom(44, 1_000_000), { nil: undefined }), hostile: fc.oneof(hostileNumber, hostileJson) },
      amount: { valid: fc.option(fc.constantFrom(50, 0), { nil: undefined }), hostile: fc.oneof(hostileNumber, hostileJson) },
      packageId: { valid: fc.option(fc.constantFrom(1, 2, 3), { nil: undefined }), hostile: fc.oneof(hostileNumber, hostileJson) },
    }),
  },
  {
    method: 'POST',
    path: '/api/payment/webhook',
    body: (fx) => ({
      id: textField(fc.constant('evt_test_1')),
      type: textField(fc.constantFrom('checkout.session.completed', 'checkout.session.expired', 'payment_intent.created')),
      data: { valid: fc.constant({ object: { id: fx.checkoutSessionIds[0], payment_status: 'paid' } }), hostile: hostileJson },
    }),
  },
  { method: 'GET', path: '/checkout/test/{sessionId}', params: { sessionId: pools.sessionId } },
  {
    method: 'POST',
    path: '/checkout/test/{sessionId}',
    params: { sessionId: pools.sessionId },
    body: () => ({
      action: textField(fc.constantFrom('pay', 'cancel', 'refund')),
      card: textField(fc.constantFrom('success', 'decline'), true),
    }),
  },
  { method: 'GET', path: '/checkout/test/portal/{customerId}', params: { customerId: customerIds } },
  {
    method: 'POST',
    path: '/checkout/test/portal/{customerId}',
    params: { customerId: customerIds },
    body: () => ({
      action: textField(fc.constantFrom('cancel', 'resume', 'advance', 'x')),
      card: textField(fc.constantFrom('success', 'decline'), true),
    }),
  },
  {
    method: 'GET',
    path: '/checkout/test/invoice/{invoiceId}',
    params: { invoiceId: () => fc.constantFrom('in_test_local_' + '0'.repeat(32), 'in_x', '') },
  },
  {
    method: 'POST',
    path: '/api/admins/login',
    body: () => ({
      email: textField(fc.constantFrom('nobody@staff.talentlens.test', 'admin', 'ADMIN')),
      password: textField(fc.constantFrom('correct horse battery staple', 'x')),
    }),
  },
  { method: 'POST', path: '/api/admins/logout', endsSession: true },
  { method: 'GET', path: '/api/admins/me' },
  { method: 'GET', path: '/api/admins/admin/list' },
  {
    method: 'POST',
    path: '/api/admins/admin',
    body: () => ({
      username: textField(fc.constantFrom('ops', 'a')),
      email: textField(fc.constantFrom('ops@acme.io', 'nope')),
      password: textField(fc.constantFrom('correct horse battery staple', 'short')),
      role: textField(fc.constantFrom('admin', 'superadmin', 'owner')),
    }),
  },
  {
    method: 'PATCH',
    path: '/api/admins/admin/{id}',
    params: { id: pools.userId },
    body: () => ({ isActive: flag(fc.boolean()) }),
  },
  {
    method: 'POST',
    path: '/api/admin/imports',
    query: () =>
      fc.array(
        fc.tuple(
          fc.constantFrom('fileName', 'format', 'source', 'preset', 'mapping'),
          fc.oneof(fc.constantFrom('people.csv', 'people.jsonl', 'csv', 'pdl', 'ats', 'linkedin', '{"Name":"fullName"}'), hostileString),
        ),
        { maxLength: 5 },
      ),
  },
  { method: 'GET', path: '/api/admin/imports/{id}/rejects', params: { id: pools.userId } },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/dev/outbox' },
  {
    method: 'GET',
    path: '/dev/outbox.json',
    query: (fx) =>
      fc.array(fc.tuple(fc.constantFrom('to', 'to', 'limit', 'x'), fc.oneof(pools.email(fx).map(String), hostileString)), { maxLength: 3 }),
  },
  {
    method: 'POST',
    path: '/dev/saved-search-alerts/run',
    query: () => oneParam('now', ['2026-11-24T06:00:00Z', '-271821-04-20T00:00:00Z']),
  },
];

/** A hostile or valid value for a path parameter, encoded one way or another. */
function segmentArb(valid: fc.Arbitrary<string>): fc.Arbitrary<{ value: string; how: UrlEncoding }> {
  return fc.record({ value: fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: hostileString }), how: urlEncoding });
}

/** One fuzzed request to a route: parameters, query, body, content type, method, credentials. */
export function restRequestArb(route: RestRoute, fx: Fixtures): fc.Arbitrary<RequestPlan> {
  const names = Object.keys(route.params ?? {});
  const segments = fc.tuple(...names.map((n) => segmentArb(route.params![n](fx))));
  const query = route.query
    ? fc.tuple(route.query(fx), fc.array(urlEncoding, { minLength: 1, maxLength: 3 }))
    : sometimes(
        fc.tuple(
          fc.array(fc.tuple(hostileString, hostileString), { minLength: 1, maxLength: 2 }),
          fc.array(urlEncoding, { minLength: 1, maxLength: 2 }),
        ),
        6,
      );
  const body: fc.Arbitrary<BodyPlan> = route.body
    ? fc.oneof(
        { withCrossShrink: true },
        { weight: 10, arbitrary: jsonBodyArb(bodyOf(route.body(fx))) },
        { weight: 2, arbitrary: rawBodyArb },
        { weight: 1, arbitrary: fc.constant({ headers: {} }) },
        { weight: 1, arbitrary: oversizeBodyArb(Object.keys(route.body(fx))[0]) },
      )
    : fc.oneof(
        { withCrossShrink: true },
        { weight: 14, arbitrary: fc.constant({ headers: {} }) },
        { weight: 1, arbitrary: jsonBodyArb(hostileJson) },
        { weight: 1, arbitrary: rawBodyArb },
        { weight: 1, arbitrary: jsonBodyArb(deepArb) },
      );
  const method = fc.oneof(
    { withCrossShrink: true },
    { weight: 12, arbitrary: fc.constant(route.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
  );
  return fc.tuple(segments, query, body, method, authPlanArb).map(([segs, q, b, m, auth]) => {
    let i = 0;
    let p = route.path.replace(/\{(\w+)\}/g, () => {
      const s = segs[i++];
      return encodeForUrl(s.value, s.how);
    });
    if (q) {
      const [pairs, how] = q as [Array<[string, string]>, UrlEncoding[]];
      if (pairs.length) p += `?${queryString(pairs, how)}`;
    }
    return printable({
      label: `${route.method} ${route.path}`,
      method: m,
      path: p,
      headers: { ...b.headers },
      body: b.body,
      shown: b.shown,
      auth,
      endsSession: route.endsSession === true && m === route.method,
    });
  });
}

/**
 * The REST table of docs/api.md (its "## REST" section): the routes it lists, as METHOD /path with
 * {} for each parameter.
 */
export function documentedRoutes(apiDoc: string): string[] {
  const start = apiDoc.indexOf('\n## REST\n');
  if (start < 0) throw new Error('docs/api.md has no "## REST" section');
  const end = apiDoc.indexOf('\n## ', start + 1);
  const api = apiDoc.slice(start, end < 0 ? undefined : end);
  const routes: string[] = [];
  for (const line of api.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1];
    for (const m of firstCell.matchAll(/`([A-Z]+) (\/[^`]*)`/g)) routes.push(normaliseRoute(m[1], m[2]));
  }
  return [...new Set(routes)];
}

export function normaliseRoute(method: string, p: string): string {
  return `${method} ${p.replace(/\[?\?.*$/, '').replace(/\{[^}]*\}/g, '{}')}`;
}
