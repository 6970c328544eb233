import { newProfile, newProfiles, newUser, revealedContactsOf } from './factories';
import { startTestServer, TestServer } from './helpers';
import { contactsKit, LEDGER, NO_CREDITS } from './contacts-kit';

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

const { freshProfiles, revealRest, revealGql, balance, ledgerRows, revealRows, userWithCredits } = contactsKit(() => t);

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
    const FACTS = ['fetchedAt', 'lastSeenOn', 'lastVerifiedAt', 'origin', 'source', 'status', 'type'];
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

  it("shows a work e-mail unverified, not outdated, when the current employer's domain is not known (a file named the company alone)", async () => {
    const { token } = await newUser(t);
    // The company as an import writes one it met without a domain: a placeholder under .invalid.
    const [company] = await t.ds.query(
      `INSERT INTO companies (id, name, domain, industry, size, country_code)
       VALUES (nextval('imported_company_ids'), 'Fjordline', 'company-' || currval('imported_company_ids') || '.invalid', '', '', 'NO')
       RETURNING id`,
    );
    const person = await newProfile(t.ds, {
      currentCompanyId: Number(company.id),
      workExperiences: [{ title: 'Head of People', company: 'Fjordline', companyDomain: null, start: '', end: null }],
      contacts: [
        { kind: 'email', value: 'ingrid@fjordline.example', status: 'verified', type: 'work' },
        { kind: 'phone', value: '+999 301 5550 7777', status: 'likely' },
      ],
    });
    const r = await revealRest(person.linkedinUsername, token);
    expect(r.status).toBe(200);
    expect((r.body.data.emails as Array<{ address: string; status: string }>).map((e) => [e.address, e.status])).toEqual([
      ['ingrid@fjordline.example', 'unverified'],
    ]);
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

function byJson(a: unknown, b: unknown): number {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
