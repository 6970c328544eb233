import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { newList, newProfile, newUser, type NewUser } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { newStaff, type Staff } from './staff-kit';
import { limit } from './time-limits';

/**
 * The schema's hygiene (docs/api.md, "Deprecated names and fields"; docs/decisions.md): every field
 * or mutation it replaces is marked deprecated in introspection with a reason and still answers as
 * before; the fields and payloads that replace them answer; the closed sets now typed as enums
 * answer the same strings as before.
 */
jest.setTimeout(limit(60_000));

let t: TestServer;
let user: NewUser;
let staff: Staff;
beforeAll(async () => {
  t = await startTestServer();
  user = await newUser(t);
  staff = await newStaff(t);
});
afterAll(() => t?.close());

interface IntrospectedField {
  name: string;
  isDeprecated: boolean;
  deprecationReason: string | null;
  type: { kind: string; name: string | null; ofType: { kind: string; name: string | null } | null };
}

async function fieldsOf(typeName: string): Promise<Map<string, IntrospectedField>> {
  const r = await t.gql(
    `query ($name: String!) { __type(name: $name) { fields(includeDeprecated: true) { name isDeprecated deprecationReason type { kind name ofType { kind name } } } } }`,
    { name: typeName },
  );
  expect(r.body.errors).toBeUndefined();
  return new Map((r.body.data.__type.fields as IntrospectedField[]).map((f) => [f.name, f]));
}

/** The named type of a field, through one NON_NULL. */
const namedType = (f: IntrospectedField) => (f.type.kind === 'NON_NULL' ? f.type.ofType! : f.type);

const DEPRECATED: Array<[type: string, field: string, replacement: RegExp]> = [
  ['ProfileDetail', 'match', /always null/i],
  ['ProfileDetail', 'isNew', /always null/i],
  ['ProfileList', 'added', /addProfileToList/],
  ['Mutation', 'addToList', /addProfileToList/],
  ['Mutation', 'deleteList', /deleteProfileList/],
  ['Query', 'staffDashboard', /staffFigures/],
  ['SearchResult', 'profiles', /hits \{ person match isNew \}/],
  ['ProfileCard', 'match', /hits \{ person match isNew \}/],
  ['ProfileCard', 'isNew', /hits \{ person match isNew \}/],
];

describe('introspection', () => {
  it.each(DEPRECATED)('marks %s.%s deprecated, naming what replaces it and that it goes next release', async (type, field, says) => {
    const f = (await fieldsOf(type)).get(field);
    expect(f).toMatchObject({ isDeprecated: true });
    expect(f!.deprecationReason).toMatch(says);
    expect(f!.deprecationReason).toMatch(/removed in the next release/);
  });

  it('keeps the fields that replace them, and the fields of a search hit, undeprecated', async () => {
    const mutation = await fieldsOf('Mutation');
    expect(mutation.get('addProfileToList')).toMatchObject({ isDeprecated: false, type: { ofType: { name: 'AddToListPayload' } } });
    expect(mutation.get('deleteProfileList')).toMatchObject({ isDeprecated: false, type: { ofType: { name: 'DeleteListPayload' } } });
    expect((await fieldsOf('Query')).get('staffFigures')).toMatchObject({
      isDeprecated: false,
      type: { ofType: { name: 'StaffDashboard' } },
    });
    const hit = await fieldsOf('SearchHit');
    for (const field of ['person', 'match', 'isNew']) expect(hit.get(field)?.isDeprecated).toBe(false);
    expect((await fieldsOf('SearchResult')).get('hits')).toMatchObject({ isDeprecated: false, type: { kind: 'NON_NULL' } });
  });

  it('types the checkout status fields and the sign-in providers as enums, the dashboard days as LocalDate', async () => {
    const status = await fieldsOf('PaymentStatus');
    expect(namedType(status.get('status')!)).toEqual({ kind: 'ENUM', name: 'CheckoutStatus' });
    expect(namedType(status.get('paymentStatus')!)).toEqual({ kind: 'ENUM', name: 'CheckoutPaymentStatus' });
    expect(namedType((await fieldsOf('DashboardDay')).get('date')!)).toEqual({ kind: 'SCALAR', name: 'LocalDate' });
    expect(namedType((await fieldsOf('AuthProviderInfo')).get('id')!)).toEqual({ kind: 'ENUM', name: 'SignInProvider' });
    expect(namedType((await fieldsOf('ConstraintCheck')).get('kind')!)).toEqual({ kind: 'ENUM', name: 'ConstraintKind' });
  });
});

describe("the project's own operations", () => {
  const ROOT = path.resolve(__dirname, '..', '..');
  const graphqlFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return graphqlFiles(full);
      return e.name.endsWith('.graphql') ? [full] : [];
    });

  it.each([
    ['the web client', graphqlFiles(path.join(ROOT, 'client', 'src'))],
    ['the integrator example', [path.join(ROOT, 'examples', 'integrator', 'operations.graphql')]],
  ])('%s asks for no deprecated field', (_who, files) => {
    const schema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
    const document = parse(files.map((f) => fs.readFileSync(f, 'utf8')).join('\n'));
    expect(validate(schema, document, [NoDeprecatedCustomRule]).map((e) => e.message)).toEqual([]);
  });
});

describe('search hits', () => {
  it('answer the people, matches and isNew the deprecated cards answer, in the same order', async () => {
    const MATCH = 'match { exact highlights constraints { kind label met detail } }';
    const r = await t.gql(
      `query ($i: SearchInput!) { searchProfiles(input: $i) { profiles { id linkedinUsername listCount isNew ${MATCH} } hits { person { id linkedinUsername listCount } isNew ${MATCH} } } }`,
      { i: { type: 'ai', query: 'software engineer in London' } },
      { token: user.token },
    );
    expect(r.body.errors).toBeUndefined();
    const { profiles, hits } = r.body.data.searchProfiles;
    expect(profiles.length).toBeGreaterThan(0);
    expect(profiles.some((p: { match: unknown }) => p.match !== null)).toBe(true);
    expect(hits).toEqual(profiles.map(({ match, isNew, ...person }: { match: unknown; isNew: unknown }) => ({ person, match, isNew })));
  });

  it("name each constraint's kind with the strings the String field answered (the ConstraintKind enum)", async () => {
    const r = await t.gql(
      'query ($i: SearchInput!) { searchProfiles(input: $i) { hits { match { constraints { kind label } } } } }',
      { i: { type: 'ai', query: 'senior python developers in London at Arc Software with a degree' } },
      { token: user.token },
    );
    expect(r.body.errors).toBeUndefined();
    const kinds = new Set<string>(
      r.body.data.searchProfiles.hits.flatMap((h: { match: { constraints: Array<{ kind: string }> } }) =>
        h.match.constraints.map((c) => c.kind),
      ),
    );
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['location', 'seniority', 'skill']));
    for (const kind of kinds) expect(kind).toMatch(/^[a-z][A-Za-z]*$/); // plain strings on the wire, as before
  });
});

describe('lists', () => {
  const LIST = 'id name profileCount';

  it('addProfileToList answers the list and whether this call added the profile; addToList still answers the list with `added`', async () => {
    const listId = await newList(t, user.token, 'Hygiene adds');
    const [a, b] = [await newProfile(t.ds), await newProfile(t.ds)];
    const NEW = `mutation ($l: ID!, $p: String!) { addProfileToList(listId: $l, profileId: $p) { added list { ${LIST} added } } }`;
    const OLD = `mutation ($l: ID!, $p: String!) { addToList(listId: $l, profileId: $p) { ${LIST} added } }`;

    const first = await t.gql(NEW, { l: listId, p: a.linkedinUsername }, { token: user.token });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.addProfileToList).toEqual({
      added: true,
      list: { id: listId, name: 'Hygiene adds', profileCount: 1, added: null },
    });
    const again = await t.gql(NEW, { l: listId, p: a.linkedinUsername }, { token: user.token });
    expect(again.body.data.addProfileToList).toMatchObject({ added: false, list: { profileCount: 1 } });

    const old = await t.gql(OLD, { l: listId, p: b.linkedinUsername }, { token: user.token });
    expect(old.body.errors).toBeUndefined();
    expect(old.body.data.addToList).toEqual({ id: listId, name: 'Hygiene adds', profileCount: 2, added: true });
    const oldAgain = await t.gql(OLD, { l: listId, p: b.linkedinUsername }, { token: user.token });
    expect(oldAgain.body.data.addToList).toMatchObject({ profileCount: 2, added: false });
  });

  it('addProfileToList answers NOT_FOUND for a list that is not yours, as addToList does', async () => {
    const other = await newUser(t);
    const listId = await newList(t, other.token, 'Not yours');
    const p = await newProfile(t.ds);
    for (const field of ['addProfileToList(listId: $l, profileId: $p) { added }', 'addToList(listId: $l, profileId: $p) { id }']) {
      const r = await t.gql(`mutation ($l: ID!, $p: String!) { ${field} }`, { l: listId, p: p.linkedinUsername }, { token: user.token });
      expect(r.body.errors?.[0]).toMatchObject({ message: 'List not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('deleteProfileList answers { id }; deleteList still answers the bare id; a deleted list is gone', async () => {
    const a = await newList(t, user.token, 'Hygiene delete A');
    const b = await newList(t, user.token, 'Hygiene delete B');
    const fresh = await t.gql('mutation ($id: ID!) { deleteProfileList(id: $id) { id } }', { id: a }, { token: user.token });
    expect(fresh.body).toEqual({ data: { deleteProfileList: { id: a } } });
    const old = await t.gql('mutation ($id: ID!) { deleteList(id: $id) }', { id: b }, { token: user.token });
    expect(old.body).toEqual({ data: { deleteList: b } });
    const gone = await t.gql('mutation ($id: ID!) { deleteProfileList(id: $id) { id } }', { id: a }, { token: user.token });
    expect(gone.body.errors?.[0]).toMatchObject({ message: 'List not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('payments', () => {
  it('the checkout status enums answer the same strings as before, and the deprecated result fields still answer null', async () => {
    const buyer = await newUser(t);
    const created = await t.rest('POST', '/api/payment/create-checkout-session', { packageId: 1 }, { token: buyer.token });
    expect(created.status).toBe(200);
    const { sessionId } = created.body.data as { sessionId: string };
    const STATUS = `query ($s: String!) { paymentStatus(sessionId: $s) { sessionId status paymentStatus } }`;

    const open = await t.gql(STATUS, { s: sessionId }, { token: buyer.token });
    expect(open.body).toEqual({ data: { paymentStatus: { sessionId, status: 'open', paymentStatus: 'unpaid' } } });

    const paid = await fetch(`${t.url}/checkout/test/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', card: 'success' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    const done = await t.gql(STATUS, { s: sessionId }, { token: buyer.token });
    expect(done.body).toEqual({ data: { paymentStatus: { sessionId, status: 'complete', paymentStatus: 'paid' } } });

    const confirmed = await t.gql(
      'mutation ($s: String!) { confirmPayment(sessionId: $s) { result { creditsAdded subscriptionId creditsTransferred orderStatus } } }',
      { s: sessionId },
      { token: buyer.token },
    );
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data.confirmPayment.result).toEqual({
      creditsAdded: 2,
      subscriptionId: null,
      creditsTransferred: null,
      orderStatus: true,
    });
  });
});

describe('profiles', () => {
  it('ProfileDetail.match and isNew still answer null', async () => {
    const p = await newProfile(t.ds);
    const r = await t.gql(
      'query ($u: String!) { profile(linkedinUsername: $u) { linkedinUsername match { exact } isNew } }',
      { u: p.linkedinUsername },
      { token: user.token },
    );
    expect(r.body).toEqual({ data: { profile: { linkedinUsername: p.linkedinUsername, match: null, isNew: null } } });
  });
});

describe('staff figures', () => {
  const FIGURES = 'from to days { date signUps searches } totals { signUps searches }';
  type Counts = { signUps: number; searches: number };
  type Dashboard = { from: string; to: string; days: Array<Counts & { date: string }>; totals: Counts };
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);

  it('staffFigures (LocalDate) and the deprecated staffDashboard (String) answer the same figures and the same date strings', async () => {
    // The shared database gains users and searches from the other test files while this runs, so
    // the old field's figures are checked to lie between two readings of the new one.
    const figures = async () => {
      const r = await t.gql(
        `query ($f: LocalDate!, $t: LocalDate!) { staffFigures(from: $f, to: $t) { ${FIGURES} } }`,
        { f: weekAgo, t: today },
        {
          token: staff.token,
        },
      );
      expect(r.body.errors).toBeUndefined();
      return r.body.data.staffFigures as Dashboard;
    };
    const before = await figures();
    const r = await t.gql(
      `query ($f: String!, $t: String!) { staffDashboard(from: $f, to: $t) { ${FIGURES} } }`,
      { f: weekAgo, t: today },
      {
        token: staff.token,
      },
    );
    expect(r.body.errors).toBeUndefined();
    const old = r.body.data.staffDashboard as Dashboard;
    const after = await figures();

    expect(before).toMatchObject({ from: weekAgo, to: today });
    expect(before.days).toHaveLength(7);
    expect(before.days[6].date).toBe(today);
    const dates = (d: Dashboard) => [d.from, d.to, ...d.days.map((day) => day.date)];
    expect(dates(old)).toEqual(dates(before));
    expect(dates(after)).toEqual(dates(before));
    const rows = (d: Dashboard) => [...d.days, d.totals];
    rows(old).forEach((row, i) => {
      for (const key of ['signUps', 'searches'] as const) {
        expect(row[key]).toBeGreaterThanOrEqual(rows(before)[i][key]);
        expect(row[key]).toBeLessThanOrEqual(rows(after)[i][key]);
      }
    });
  });

  it('staffFigures refuses a day that is not YYYY-MM-DD or does not exist, and keeps the range rules', async () => {
    const ask = (f: string, to: string) =>
      t.gql(`query ($f: LocalDate!, $t: LocalDate!) { staffFigures(from: $f, to: $t) { from } }`, { f, t: to }, { token: staff.token });
    for (const bad of ['2025-1-31', '31/01/2025', '2025-02-30']) {
      const r = await ask(bad, today);
      expect(r.body.data ?? null).toBeNull();
      expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const backwards = await ask(today, weekAgo);
    expect(backwards.body.errors?.[0]).toMatchObject({
      message: 'The end date must be on or after the start date.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('staffFigures is for staff only, as staffDashboard is', async () => {
    const r = await t.gql(
      `query ($f: LocalDate!, $t: LocalDate!) { staffFigures(from: $f, to: $t) { from } }`,
      { f: today, t: today },
      {
        token: user.token,
      },
    );
    expect(r.body.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
