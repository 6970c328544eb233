import { daysAgo, newProfile, newProfiles, newUser } from './factories';
import { startTestServer, TestServer } from './helpers';
import { contactsKit } from './contacts-kit';

/**
 * What a reveal shows and costs: the preview on search cards, each contact with its facts, and the
 * bulk reveal, on people each test makes (factories); the balance, ledger and reveals read from the tables.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const { freshProfiles, revealRest, revealGql, balance, ledgerRows, revealRows, userWithCredits } = contactsKit(() => t);

const PREVIEW_FIELDS = `contactPreview {
  emails { total verified likely unverified outdated } phones { total verified likely unverified outdated }
  revealed cost costReason label
}`;
const OPEN_PREVIEW = `query ($id: ID) { profile(id: $id) { id revealed ${PREVIEW_FIELDS} } }`;
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
          // Confirmed by a partner within CONTACT_HIDE_DAYS (so shown), yet at a former employer.
          lastVerifiedAt: daysAgo(300),
        },
        {
          kind: 'email',
          value: 'zorvina@vexmoor-gizmoworks.example',
          status: 'likely',
          type: 'work',
          source: 'company_pattern',
          lastVerifiedAt: daysAgo(57),
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
        lastVerifiedAt: daysAgo(57),
        fetchedAt: person.createdAt.toISOString(),
        origin: null,
        lastSeenOn: null,
      },
      {
        address: 'zorvina@plonkbury-widgetry.example',
        status: 'outdated',
        type: 'work',
        source: 'data_partner',
        lastVerifiedAt: daysAgo(300),
        fetchedAt: person.createdAt.toISOString(),
        origin: null,
        lastSeenOn: null,
      },
    ]);
    expect(r.body.data.revealContacts.phoneNumbers).toEqual([
      {
        number: '+999 301 5550 7777',
        status: 'unverified',
        type: 'personal',
        source: 'public_profile',
        lastVerifiedAt: null,
        fetchedAt: person.createdAt.toISOString(),
        origin: null,
        lastSeenOn: null,
      },
    ]);

    const after = await t.gql(OPEN_PREVIEW, { id: person.id }, { token });
    expect(after.body.data.profile).toMatchObject({
      revealed: true,
      contactPreview: { revealed: true, cost: 0, costReason: 'already_revealed' },
    });
  });

  it('a person with no current role has every work e-mail outdated: a reveal of nothing else costs 0, says so, and leaves a ledger row of 0', async () => {
    const { user, token } = await newUser(t);
    const person = await newProfile(t.ds, {
      workExperiences: [role('Vexmoor Gizmoworks', 'vexmoor-gizmoworks.example', '2019-01', '2025-09')],
      contacts: [
        { kind: 'email', value: 'zorvina@vexmoor-gizmoworks.example', status: 'verified', type: 'work', lastVerifiedAt: daysAgo(120) },
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
