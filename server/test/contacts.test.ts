import { newProfile, newProfiles, newUser, revealedContactsOf } from './factories';
import { startTestServer, TestServer } from './helpers';

/**
 * Revealing contacts over both transports, of people each test makes (factories): 1 credit the
 * first time a user reveals a profile, free after; the balance and the ledger are read straight
 * from the tables, the contacts compared with those written.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const NO_CREDITS = "You have no credits left. Buy credits to reveal this profile's contacts.";
const REVEAL = `mutation Reveal($linkedinUsername: String!) {
  revealContacts(linkedinUsername: $linkedinUsername) {
    linkedinUsername charged creditsCharged message
    emails { address status type source lastVerifiedAt }
    phoneNumbers { number status type source lastVerifiedAt }
    contactPreview { profileId revealed cost costReason }
    user { id remainingCredits totalCredits }
  }
}`;
const LEDGER = `query ($page: Int! = 1, $pageSize: Int! = 20) {
  creditLedger(page: $page, pageSize: $pageSize) { total page pageSize hasMore items { id createdAt change reason reference balanceAfter } }
}`;

/** The usernames of `n` new people, each with e-mails and phone numbers. */
async function freshProfiles(n: number): Promise<string[]> {
  return (await newProfiles(t.ds, n)).map((p) => p.linkedinUsername);
}

const revealRest = (username: string, token?: string) =>
  t.rest('GET', `/api/profile/contacts/${encodeURIComponent(username)}`, undefined, { token });
const revealGql = (linkedinUsername: string, token?: string) => t.gql(REVEAL, { linkedinUsername }, { token });

async function balance(userId: string) {
  const [row] = await t.ds.query('SELECT remaining_credits, total_credits FROM users WHERE id = $1', [userId]);
  return { remaining: row.remaining_credits as number, total: row.total_credits as number };
}

async function ledgerRows(userId: string) {
  return (await t.ds.query('SELECT change, reason, reference, balance_after FROM credit_ledger WHERE user_id = $1 ORDER BY created_at', [
    userId,
  ])) as Array<{
    change: number;
    reason: string;
    reference: string | null;
    balance_after: number;
  }>;
}

async function revealRows(userId: string): Promise<string[]> {
  const rows: Array<{ linkedin_username: string }> = await t.ds.query(
    'SELECT p.linkedin_username FROM contact_reveals r JOIN profiles p ON p.id = r.profile_id WHERE r.user_id = $1 ORDER BY 1',
    [userId],
  );
  return rows.map((r) => r.linkedin_username);
}

/** A new user whose remaining credits are down to `left`, spent on reveals of other profiles. */
async function userWithCredits(left: number) {
  const signedUp = await newUser(t);
  for (const username of await freshProfiles(5 - left)) expect((await revealRest(username, signedUp.token)).status).toBe(200);
  expect((await balance(signedUp.user._id)).remaining).toBe(left);
  return signedUp;
}

describe('revealing contacts over REST', () => {
  it('charges 1 credit the first time, with its ledger row, and nothing the second time', async () => {
    const { user, token } = await newUser(t);
    const person = await newProfile(t.ds);
    const username = person.linkedinUsername;

    const first = await revealRest(username, token);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('success');
    expect(first.body.data).toMatchObject({ charged: true, creditsCharged: 1, message: null, remainingCredits: 4, totalCredits: 5 });
    const stored = revealedContactsOf(person);
    expect(first.body.data.emails.length).toBeGreaterThan(0);
    expect([...first.body.data.emails].sort(byJson)).toEqual([...stored.emails].sort(byJson));
    expect([...first.body.data.phoneNumbers].sort(byJson)).toEqual([...stored.phoneNumbers].sort(byJson));
    expect(await balance(user._id)).toEqual({ remaining: 4, total: 5 });
    expect(await ledgerRows(user._id)).toEqual([
      { change: 5, reason: 'signup_bonus', reference: 'starter', balance_after: 5 },
      { change: -1, reason: 'contact_reveal', reference: username, balance_after: 4 },
    ]);

    const second = await revealRest(username, token);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ ...first.body.data, charged: false, creditsCharged: 0 });
    expect(await balance(user._id)).toEqual({ remaining: 4, total: 5 });
    expect(await ledgerRows(user._id)).toHaveLength(2);

    const account = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { token });
    expect(account.body.data).toMatchObject({ remainingCredits: 4, totalCredits: 5 });
  });

  it('lists e-mails and phone numbers as objects with their status, type, source and check date, best first', async () => {
    const { token } = await newUser(t);
    // Written worst first, so that the order of the answer is the API's.
    const person = await newProfile(t.ds, {
      contacts: [
        { kind: 'phone', value: '+999 301 5550 1234', status: 'unverified' },
        { kind: 'email', value: 'zorvina@testmail.example', status: 'unverified', type: 'personal', source: 'public_profile' },
        { kind: 'phone', value: '+999 (30) 555-0199', status: 'likely' },
        { kind: 'email', value: 'z.testperson@vexmoor-gizmoworks.example', status: 'likely' },
        { kind: 'phone', value: '+999 301 5550 4321', status: 'verified' },
        { kind: 'email', value: 'zorvina.testperson@vexmoor-gizmoworks.example', status: 'verified' },
      ],
    });
    const r = await revealRest(person.linkedinUsername, token);
    expect(r.status).toBe(200);
    const { emails, phoneNumbers } = r.body.data as {
      emails: Array<{ address: string; status: string }>;
      phoneNumbers: Array<{ number: string; status: string }>;
    };
    expect(emails).toHaveLength(3);
    expect(phoneNumbers).toHaveLength(3);
    const FACTS = ['lastVerifiedAt', 'source', 'status', 'type'];
    for (const e of emails) {
      expect(Object.keys(e).sort()).toEqual(['address', ...FACTS]);
      expect(e.address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(['verified', 'likely', 'unverified']).toContain(e.status);
    }
    for (const p of phoneNumbers) {
      expect(Object.keys(p).sort()).toEqual([...FACTS, 'number'].sort());
      expect(p.number).toMatch(/^\+\d[\d ()-]+$/);
      expect(['verified', 'likely', 'unverified']).toContain(p.status);
    }
    const rank = { verified: 0, likely: 1, unverified: 2 } as Record<string, number>;
    for (const list of [emails, phoneNumbers]) {
      const ranks = list.map((c) => rank[c.status]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('out of credits: 402 with the message, nothing charged and nothing revealed; revealed profiles stay free', async () => {
    const { user, token } = await userWithCredits(0);
    const revealedBefore = await revealRows(user._id);
    const ledgerBefore = await ledgerRows(user._id);
    const [username] = await freshProfiles(1);

    const r = await revealRest(username, token);
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ status: 'error', code: 'INSUFFICIENT_CREDITS', message: NO_CREDITS });
    expect(await balance(user._id)).toEqual({ remaining: 0, total: 5 });
    expect(await revealRows(user._id)).toEqual(revealedBefore);
    expect(await ledgerRows(user._id)).toEqual(ledgerBefore);

    const again = await revealRest(revealedBefore[0], token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ charged: false, remainingCredits: 0 });
  });

  it('answers 404 for an unknown profile and 400 for a blank or malformed one, charging nothing', async () => {
    const { user, token } = await newUser(t);
    const unknown = await revealRest('nobody-by-this-name-000000', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Profile not found' });
    const blank = await revealRest(' ', token);
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Please choose a profile to reveal.' });
    const malformed = await revealRest("x'; DROP TABLE users; --", token);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'That is not a valid profile username.' });
    const long = await revealRest('a'.repeat(101), token);
    expect(long.status).toBe(400);
    expect(await balance(user._id)).toEqual({ remaining: 5, total: 5 });
    expect(await revealRows(user._id)).toEqual([]);
  });

  it('needs a session', async () => {
    const [username] = await freshProfiles(1);
    const r = await revealRest(username);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ status: 'error', code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    expect((await revealRest(username, 'not-a-token')).status).toBe(401);
  });
});

describe('revealing contacts over GraphQL', () => {
  it('charges once and answers the same User as `me`, with the new balance', async () => {
    const { user, token } = await newUser(t);
    const [person, otherPerson] = await newProfiles(t.ds, 2);
    const [username, other] = [person.linkedinUsername, otherPerson.linkedinUsername];

    const first = await revealGql(username, token);
    expect(first.body.errors).toBeUndefined();
    const reveal = first.body.data.revealContacts;
    expect(reveal).toMatchObject({
      linkedinUsername: username,
      charged: true,
      user: { id: user._id, remainingCredits: 4, totalCredits: 5 },
    });
    const stored = revealedContactsOf(person);
    expect([...reveal.emails].sort(byJson)).toEqual([...stored.emails].sort(byJson));
    expect([...reveal.phoneNumbers].sort(byJson)).toEqual([...stored.phoneNumbers].sort(byJson));

    const me = await t.gql('query { me { __typename id remainingCredits } }', {}, { token });
    const typed = await revealGql(username, token);
    expect(me.body.data.me).toEqual({ __typename: 'User', id: user._id, remainingCredits: 4 });
    expect(typed.body.data.revealContacts).toMatchObject({ charged: false, user: { id: user._id, remainingCredits: 4 } });

    // REST and GraphQL share one record of what the user revealed.
    expect((await revealRest(username, token)).body.data.charged).toBe(false);
    expect((await revealRest(other, token)).body.data).toMatchObject({ charged: true, remainingCredits: 3 });
    expect((await revealGql(other, token)).body.data.revealContacts).toMatchObject({ charged: false, user: { remainingCredits: 3 } });
    expect(await ledgerRows(user._id)).toHaveLength(3);
  });

  it('answers INSUFFICIENT_CREDITS, NOT_FOUND, BAD_USER_INPUT and UNAUTHENTICATED with their messages', async () => {
    const { user, token } = await userWithCredits(0);
    const [username] = await freshProfiles(1);
    const broke = await revealGql(username, token);
    expect(broke.body.data).toBeNull();
    expect(broke.body.errors).toEqual([expect.objectContaining({ message: NO_CREDITS, extensions: { code: 'INSUFFICIENT_CREDITS' } })]);
    expect(await revealRows(user._id)).not.toContain(username);
    expect(await balance(user._id)).toEqual({ remaining: 0, total: 5 });

    const unknown = await revealGql('nobody-by-this-name-000000', token);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } })]);
    const blank = await revealGql('   ', token);
    expect(blank.body.errors).toEqual([
      expect.objectContaining({ message: 'Please choose a profile to reveal.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    const signedOut = await revealGql(username);
    expect(signedOut.body.errors).toEqual([
      expect.objectContaining({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
  });
});

describe('concurrent reveals with 1 credit left', () => {
  it('20 different profiles at once: exactly one is charged, the others are refused, the balance ends at 0', async () => {
    const { user, token } = await userWithCredits(1);
    const ledgerBefore = (await ledgerRows(user._id)).length;
    const usernames = await freshProfiles(20);
    const answers = await Promise.all(usernames.map((u, i) => (i % 2 === 0 ? revealRest(u, token) : revealGql(u, token))));

    const charged = answers.filter((a) => a.body.data?.charged === true || a.body.data?.revealContacts?.charged === true);
    const refused = answers.filter((a) => a.status === 402 || a.body.errors?.[0]?.extensions?.code === 'INSUFFICIENT_CREDITS');
    expect(charged).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(await balance(user._id)).toEqual({ remaining: 0, total: 5 });
    const ledger = await ledgerRows(user._id);
    expect(ledger).toHaveLength(ledgerBefore + 1);
    expect(ledger.every((row) => row.balance_after >= 0)).toBe(true);
    expect(ledger.reduce((sum, row) => sum + row.change, 0)).toBe(0);
    const newlyRevealed = (await revealRows(user._id)).filter((u) => usernames.includes(u));
    expect(newlyRevealed).toHaveLength(1);
    expect(ledger[ledger.length - 1]).toEqual({ change: -1, reason: 'contact_reveal', reference: newlyRevealed[0], balance_after: 0 });
  });

  it('the same profile 20 times at once: charged once, free for the other 19', async () => {
    const { user, token } = await userWithCredits(1);
    const ledgerBefore = (await ledgerRows(user._id)).length;
    const [username] = await freshProfiles(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? revealRest(username, token) : revealGql(username, token))),
    );

    const results = answers.map((a) => a.body.data?.revealContacts ?? a.body.data);
    expect(results.every((r) => r && Array.isArray(r.emails) && r.emails.length > 0)).toBe(true);
    expect(results.filter((r) => r.charged === true)).toHaveLength(1);
    expect(await balance(user._id)).toEqual({ remaining: 0, total: 5 });
    const ledger = await ledgerRows(user._id);
    expect(ledger).toHaveLength(ledgerBefore + 1);
    expect(ledger.filter((row) => row.reference === username)).toEqual([
      { change: -1, reason: 'contact_reveal', reference: username, balance_after: 0 },
    ]);
  });
});

describe('the credit ledger query', () => {
  it("lists the user's own changes, newest first, and nobody else's", async () => {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const [first, second, bobs] = await freshProfiles(3);
    await revealRest(first, alice.token);
    await revealGql(second, alice.token);
    await revealRest(first, alice.token); // free: no row
    await revealRest(bobs, bob.token);

    const r = await t.gql(LEDGER, {}, { token: alice.token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.creditLedger).toEqual(expect.objectContaining({ total: 3, page: 1, pageSize: 20, hasMore: false }));
    const rows = r.body.data.creditLedger.items as Array<{
      id: string;
      createdAt: string;
      change: number;
      reason: string;
      reference: string | null;
      balanceAfter: number;
    }>;
    expect(rows.map(({ change, reason, reference, balanceAfter }) => ({ change, reason, reference, balanceAfter }))).toEqual([
      { change: -1, reason: 'contact_reveal', reference: second, balanceAfter: 3 },
      { change: -1, reason: 'contact_reveal', reference: first, balanceAfter: 4 },
      { change: 5, reason: 'signup_bonus', reference: 'starter', balanceAfter: 5 },
    ]);
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);

    const bobRows = (await t.gql(LEDGER, {}, { token: bob.token })).body.data.creditLedger.items as Array<{ reference: string | null }>;
    expect(bobRows.map((row) => row.reference)).toEqual([bobs, 'starter']);

    const signedOut = await t.gql(LEDGER);
    expect(signedOut.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
  });

  it('answers a page at a time: every change on exactly one page, in the same order', async () => {
    const user = await newUser(t);
    for (const username of await freshProfiles(4)) await revealGql(username, user.token);
    const all = (await t.gql(LEDGER, {}, { token: user.token })).body.data.creditLedger;
    expect(all.total).toBe(5);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await t.gql(LEDGER, { page, pageSize: 2 }, { token: user.token })).body.data.creditLedger);
    expect(pages.map(({ page, pageSize, total, hasMore, items }) => ({ page, pageSize, total, hasMore, n: items.length }))).toEqual([
      { page: 1, pageSize: 2, total: 5, hasMore: true, n: 2 },
      { page: 2, pageSize: 2, total: 5, hasMore: true, n: 2 },
      { page: 3, pageSize: 2, total: 5, hasMore: false, n: 1 },
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(all.items);
    // Past the last page: no items, the same total.
    const past = (await t.gql(LEDGER, { page: 4, pageSize: 2 }, { token: user.token })).body.data.creditLedger;
    expect(past).toEqual(expect.objectContaining({ items: [], total: 5, hasMore: false }));
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize must be 1 or more'],
    [{ pageSize: 101 }, 'pageSize must be at most 100'],
    [{ page: 0 }, 'page must be 1 or more'],
    [{ page: 10_001 }, 'page must be at most 10000'],
  ])('refuses a page out of bounds (%j) at the edge', async (variables, message) => {
    const user = await newUser(t);
    const r = await t.gql(LEDGER, variables, { token: user.token });
    expect(r.body.data).toBeNull();
    expect(r.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
  });
});

const PREVIEW_FIELDS = `contactPreview {
  emails { total verified likely unverified outdated } phones { total verified likely unverified outdated }
  revealed cost costReason label
}`;
const OPEN_PREVIEW = `query ($id: ID) { profile(id: $id) { id isFetched ${PREVIEW_FIELDS} } }`;
const NOTHING_USABLE = 'No verified or likely contact found, so no credit was charged.';

/** A former employer's role and a current one, newest first, for workExperiences overrides. */
const role = (company: string, companyDomain: string, start: string, end: string | null) => ({
  title: 'Gizmologist',
  company,
  companyDomain,
  industry: 'Gizmotronics',
  location: 'Testville, Testland',
  start,
  end,
  summary: null,
});

// Reads the seeded index (a search), writing only the new user's own history row.
describe('the preview on search cards', () => {
  it('every card of a page carries the preview contactCost gives for its profile', async () => {
    const { token } = await newUser(t);
    const search = await t.gql(
      `query { searchProfiles(input: { type: ai, query: "engineer" }) { profiles { id linkedinUsername ${PREVIEW_FIELDS.replace('contactPreview {', 'contactPreview { profileId')} } } }`,
      {},
      { token },
    );
    expect(search.body.errors).toBeUndefined();
    const cards = search.body.data.searchProfiles.profiles as Array<{
      id: string;
      linkedinUsername: string;
      contactPreview: { profileId: string };
    }>;
    expect(cards.length).toBeGreaterThan(1);
    const cost = await t.gql(
      `query ($u: [String!]!) { contactCost(linkedinUsernames: $u) { profiles { linkedinUsername preview { profileId emails { total verified likely unverified outdated } phones { total verified likely unverified outdated } revealed cost costReason label } } } }`,
      { u: cards.map((c) => c.linkedinUsername) },
      { token },
    );
    expect(cost.body.errors).toBeUndefined();
    expect(cards.map((c) => c.contactPreview)).toEqual(cost.body.data.contactCost.profiles.map((p: { preview: unknown }) => p.preview));
    expect(cards.every((c) => c.contactPreview.profileId === c.id)).toBe(true);
  });
});

describe('what a reveal shows: each contact with its facts, outdated decided on reading', () => {
  it('a verified work e-mail at a former employer reads outdated, last, and is counted so before the reveal', async () => {
    const { token } = await newUser(t);
    const person = await newProfile(t.ds, {
      contacts: [
        {
          kind: 'email',
          value: 'zorvina@plonkbury-widgetry.example',
          status: 'verified',
          type: 'work',
          source: 'data_partner',
          lastVerifiedAt: '2018-05-02',
        },
        {
          kind: 'email',
          value: 'zorvina@vexmoor-gizmoworks.example',
          status: 'likely',
          type: 'work',
          source: 'company_pattern',
          lastVerifiedAt: '2026-10-01',
        },
        { kind: 'phone', value: '+999 301 5550 7777', status: 'unverified', type: 'personal', source: 'public_profile' },
      ],
    });
    const before = await t.gql(OPEN_PREVIEW, { id: person.id }, { token });
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data.profile.contactPreview).toEqual({
      emails: { total: 2, verified: 0, likely: 1, unverified: 0, outdated: 1 },
      phones: { total: 1, verified: 0, likely: 0, unverified: 1, outdated: 0 },
      revealed: false,
      cost: 1,
      costReason: 'charge',
      label: '2 e-mails · 1 likely, 1 outdated; 1 phone · unverified',
    });

    const r = await revealGql(person.linkedinUsername, token);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.revealContacts).toMatchObject({
      charged: true,
      creditsCharged: 1,
      message: null,
      contactPreview: { profileId: person.id, revealed: true, cost: 0, costReason: 'already_revealed' },
    });
    expect(r.body.data.revealContacts.emails).toEqual([
      {
        address: 'zorvina@vexmoor-gizmoworks.example',
        status: 'likely',
        type: 'work',
        source: 'company_pattern',
        lastVerifiedAt: '2026-10-01T00:00:00.000Z',
      },
      {
        address: 'zorvina@plonkbury-widgetry.example',
        status: 'outdated',
        type: 'work',
        source: 'data_partner',
        lastVerifiedAt: '2018-05-02T00:00:00.000Z',
      },
    ]);
    expect(r.body.data.revealContacts.phoneNumbers).toEqual([
      { number: '+999 301 5550 7777', status: 'unverified', type: 'personal', source: 'public_profile', lastVerifiedAt: null },
    ]);

    const after = await t.gql(OPEN_PREVIEW, { id: person.id }, { token });
    expect(after.body.data.profile).toMatchObject({
      isFetched: true,
      contactPreview: { revealed: true, cost: 0, costReason: 'already_revealed' },
    });
  });

  it('a person with no current role has every work e-mail outdated: a reveal of nothing else costs 0, says so, and leaves a ledger row of 0', async () => {
    const { user, token } = await newUser(t);
    const person = await newProfile(t.ds, {
      workExperiences: [role('Vexmoor Gizmoworks', 'vexmoor-gizmoworks.example', '2019-01', '2025-09')],
      contacts: [
        { kind: 'email', value: 'zorvina@vexmoor-gizmoworks.example', status: 'verified', type: 'work', lastVerifiedAt: '2025-08-01' },
        { kind: 'email', value: 'zorvina.t@testmail.example', status: 'unverified', type: 'personal', source: 'public_profile' },
      ],
    });
    const preview = (await t.gql(OPEN_PREVIEW, { id: person.id }, { token })).body.data.profile.contactPreview;
    expect(preview).toMatchObject({ cost: 0, costReason: 'nothing_usable', emails: { total: 2, outdated: 1, unverified: 1 } });

    const first = await revealRest(person.linkedinUsername, token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ charged: false, creditsCharged: 0, message: NOTHING_USABLE, remainingCredits: 5 });
    expect(first.body.data.emails.map((e: { status: string }) => e.status)).toEqual(['unverified', 'outdated']);
    expect(await balance(user._id)).toEqual({ remaining: 5, total: 5 });
    expect((await ledgerRows(user._id)).slice(1)).toEqual([
      { change: 0, reason: 'contact_reveal', reference: person.linkedinUsername, balance_after: 5 },
    ]);

    // Revealed now: free ever after, without another row or the message.
    const again = await revealGql(person.linkedinUsername, token);
    expect(again.body.data.revealContacts).toMatchObject({
      charged: false,
      creditsCharged: 0,
      message: null,
      user: { remainingCredits: 5 },
    });
    expect(await ledgerRows(user._id)).toHaveLength(2);
  });

  it('a profile with no contacts at all is free too, also with no credits left', async () => {
    const { user, token } = await userWithCredits(0);
    const person = await newProfile(t.ds, { contacts: [] });
    const r = await revealGql(person.linkedinUsername, token);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.revealContacts).toMatchObject({
      charged: false,
      creditsCharged: 0,
      message: NOTHING_USABLE,
      emails: [],
      phoneNumbers: [],
    });
    expect(await ledgerRows(user._id)).toContainEqual({
      change: 0,
      reason: 'contact_reveal',
      reference: person.linkedinUsername,
      balance_after: 0,
    });
  });
});

const BULK = `mutation ($u: [String!]!) {
  revealContactsBulk(linkedinUsernames: $u) {
    charged revealed skipped interrupted
    results { linkedinUsername revealed creditsCharged notRevealedReason message emails { address status } phoneNumbers { number } }
    user { remainingCredits totalCredits }
  }
}`;
const COST = `query ($u: [String!]!) { contactCost(linkedinUsernames: $u) { totalCost charged profiles { linkedinUsername preview { cost costReason label } } } }`;

describe('bulk reveal', () => {
  it('with fewer credits than profiles: charges only what it delivers, in order, and reports the rest', async () => {
    const { user, token } = await userWithCredits(2);
    const [a, b, c, d] = (await newProfiles(t.ds, 4)).map((p) => p.linkedinUsername);
    const empty = (await newProfile(t.ds, { contacts: [] })).linkedinUsername;
    const order = [a, b, empty, c, 'nobody-by-this-name-000000', d];

    const cost = await t.gql(COST, { u: order }, { token });
    expect(cost.body.errors).toBeUndefined();
    expect(cost.body.data.contactCost).toMatchObject({ totalCost: 4, charged: 4 });
    expect(cost.body.data.contactCost.profiles.map((p: { preview: { cost: number } | null }) => p.preview?.cost ?? null)).toEqual([
      1,
      1,
      0,
      1,
      null,
      1,
    ]);
    expect(await balance(user._id)).toEqual({ remaining: 2, total: 5 });

    const ledgerBefore = (await ledgerRows(user._id)).length;
    const r = await t.gql(BULK, { u: order }, { token });
    expect(r.body.errors).toBeUndefined();
    const bulk = r.body.data.revealContactsBulk;
    expect(bulk).toMatchObject({ charged: 2, revealed: 3, skipped: 3, user: { remainingCredits: 0, totalCredits: 5 } });
    expect(
      bulk.results.map((x: { linkedinUsername: string; revealed: boolean; creditsCharged: number; notRevealedReason: string | null }) => [
        x.linkedinUsername,
        x.revealed,
        x.creditsCharged,
        x.notRevealedReason,
      ]),
    ).toEqual([
      [a, true, 1, null],
      [b, true, 1, null],
      [empty, true, 0, null],
      [c, false, 0, 'no_credits'],
      ['nobody-by-this-name-000000', false, 0, 'not_found'],
      [d, false, 0, 'no_credits'],
    ]);
    expect(bulk.results[0].emails.length).toBeGreaterThan(0);
    expect(bulk.results[2].message).toBe(NOTHING_USABLE);
    expect(bulk.results[3]).toMatchObject({ message: 'Not revealed: no credits left.', emails: [], phoneNumbers: [] });
    expect(await balance(user._id)).toEqual({ remaining: 0, total: 5 });
    expect((await ledgerRows(user._id)).slice(ledgerBefore).map((row) => [row.change, row.reference])).toEqual([
      [-1, a],
      [-1, b],
      [0, empty],
    ]);
    const revealed = await revealRows(user._id);
    expect(revealed).toEqual(expect.arrayContaining([a, b, empty]));
    expect(revealed).not.toContain(c);
    expect(revealed).not.toContain(d);

    // Run again over REST: the revealed ones are free, the others still wait for credits.
    const rest = await t.rest('POST', '/api/profile/contacts/bulk', { linkedinUsernames: [a, c] }, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ charged: 0, revealed: 1, skipped: 1, remainingCredits: 0, totalCredits: 5 });
    expect(rest.body.data.results.map((x: { revealed: boolean }) => x.revealed)).toEqual([true, false]);
  });

  it('interrupted by a killed database connection: answers what it revealed and charged, the ledger agreeing, and goes on working', async () => {
    const { user, token } = await newUser(t);
    await t.ds.query('UPDATE users SET remaining_credits = 60, total_credits = 60 WHERE id = $1', [user._id]);
    const people = (await newProfiles(t.ds, 49)).map((p) => p.linkedinUsername);
    const empty = (await newProfile(t.ds, { contacts: [] })).linkedinUsername;
    // 50 profiles, the 10th with no usable contact: the first 23 reveals cost 22 credits.
    const order = [...people.slice(0, 9), empty, ...people.slice(9)];
    // Fault injection on the database: the 24th reveal of this user kills its own connection
    // (pg_terminate_backend, as an operator's kill would), in the middle of its transaction.
    const fn = `bulk_kill_${user._id.replace(/-/g, '')}`;
    await t.ds.query(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id = '${user._id}' AND (SELECT count(*) FROM contact_reveals WHERE user_id = NEW.user_id) >= 23 THEN
          PERFORM pg_terminate_backend(pg_backend_pid());
          PERFORM pg_sleep(5);
        END IF;
        RETURN NEW;
      END $$`);
    await t.ds.query(`CREATE TRIGGER ${fn} BEFORE INSERT ON contact_reveals FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    let r;
    try {
      r = await t.rest('POST', '/api/profile/contacts/bulk', { linkedinUsernames: order }, { token });
    } finally {
      await t.ds.query(`DROP TRIGGER ${fn} ON contact_reveals`);
      await t.ds.query(`DROP FUNCTION ${fn}()`);
    }
    expect(r.status).toBe(200);
    const bulk = r.body.data;
    expect(bulk).toMatchObject({ interrupted: true, charged: 22, revealed: 23, skipped: 27, remainingCredits: 38, totalCredits: 60 });
    expect(bulk.results.slice(0, 23).every((x: { revealed: boolean }) => x.revealed)).toBe(true);
    expect(bulk.results.slice(23)).toEqual(
      order
        .slice(23)
        .map((linkedinUsername) =>
          expect.objectContaining({ linkedinUsername, revealed: false, creditsCharged: 0, notRevealedReason: 'unavailable' }),
        ),
    );
    expect(bulk.results[23].message).toMatch(/interrupted/);
    // What the answer says is what the tables hold.
    const ledger = await ledgerRows(user._id);
    expect(ledger.filter((row) => row.reason === 'contact_reveal').reduce((sum, row) => sum - row.change, 0)).toBe(bulk.charged);
    expect(ledger.filter((row) => row.reason === 'contact_reveal').map((row) => row.reference)).toEqual(order.slice(0, 23));
    expect(await balance(user._id)).toEqual({ remaining: 38, total: 60 });
    expect((await revealRows(user._id)).sort()).toEqual(order.slice(0, 23).sort());

    // The rest can be revealed again: the revealed ones free, the others charged once.
    const again = await t.gql(BULK, { u: order }, { token });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.revealContactsBulk).toMatchObject({
      interrupted: false,
      charged: 27,
      revealed: 50,
      skipped: 0,
      user: { remainingCredits: 11, totalCredits: 60 },
    });
  });

  it.each([
    [[], 'Please choose at least one profile to reveal.'],
    [Array.from({ length: 51 }, (_, i) => `someone-${i}`), 'Choose at most 50 profiles at a time.'],
    [['same-person', 'Same-Person'], 'Each profile may be named only once.'],
    [['fine-name', "x'; DROP TABLE users; --"], 'That is not a valid profile username.'],
  ])('refuses a bad selection at the edge, charging nothing (%#)', async (usernames, message) => {
    const { user, token } = await newUser(t);
    const gql = await t.gql(BULK, { u: usernames }, { token });
    expect(gql.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
    const rest = await t.rest('POST', '/api/profile/contacts/bulk', { linkedinUsernames: usernames }, { token });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message });
    expect(await balance(user._id)).toEqual({ remaining: 5, total: 5 });
    expect(await revealRows(user._id)).toEqual([]);
  });

  it('needs a session', async () => {
    const [username] = await freshProfiles(1);
    expect((await t.rest('POST', '/api/profile/contacts/bulk', { linkedinUsernames: [username] })).status).toBe(401);
    expect((await t.gql(BULK, { u: [username] })).body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
  });
});

function byJson(a: unknown, b: unknown): number {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
