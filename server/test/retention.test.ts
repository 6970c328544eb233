import { randomBytes } from 'node:crypto';
import { ContactChecksRepository } from '../src/modules/people-data/contact-checks.repository';
import type { ContactWrite } from '../src/modules/profiles/profile-writer.repository';
import { contactsKit } from './contacts-kit';
import { parseCsv } from './csv-parse';
import { daysAgo, newList, newProfile, newUser, type NewProfile } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { listsApi, Q_LIST } from './lists-kit';

/**
 * Retention (docs/decisions.md, "Retention"), on people each test makes (factories) and a server
 * whose ages are not the defaults, so that the configured ones are seen to apply: a contact no one
 * confirmed for CONTACT_HIDE_DAYS is hidden from previews and reveals (and not charged for) until a
 * check confirms it again, for everyone; a profile not read from a source for PROFILE_STALE_DAYS
 * is marked on its card (GraphQL and REST), its profile and in the CSV; the notice says both ages.
 */
const HIDE_DAYS = 200;
const STALE_DAYS = 100;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ CONTACT_HIDE_DAYS: String(HIDE_DAYS), PROFILE_STALE_DAYS: String(STALE_DAYS) });
});
afterAll(() => t.close());

const { revealRest, revealGql, balance, ledgerRows } = contactsKit(() => t);
const { addRest, exportRest } = listsApi(() => t);

const COUNTS = '{ total verified likely unverified outdated }';
const PREVIEW = `query ($id: ID) { profile(id: $id) { id revealed contactPreview { emails ${COUNTS} phones ${COUNTS} cost costReason label } } }`;
const COST = 'query ($u: [String!]!) { contactCost(linkedinUsernames: $u) { totalCost } }';
const NOTHING_USABLE = 'No verified or likely contact found, so no credit was charged.';
const NONE = { total: 0, verified: 0, likely: 0, unverified: 0, outdated: 0 };

/** A person whose one usable contact, a verified work e-mail, was last checked `checkedDaysAgo` days ago, beside a phone number never checked. */
async function personChecked(checkedDaysAgo: number): Promise<NewProfile & { email: string }> {
  const email = `zorvina.${randomBytes(4).toString('hex')}@vexmoor-gizmoworks.example`;
  const contacts: ContactWrite[] = [
    { kind: 'email', value: email, status: 'verified', type: 'work', source: 'data_partner', lastVerifiedAt: daysAgo(checkedDaysAgo) },
    { kind: 'phone', value: '+999 301 5550 2468', status: 'unverified', type: 'personal', source: 'public_profile' },
  ];
  return { ...(await newProfile(t.ds, { contacts })), email };
}

async function previewOf(id: string, token: string) {
  const r = await t.gql(PREVIEW, { id }, { token });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.profile as { revealed: boolean; contactPreview: Record<string, unknown> };
}

const emailIdOf = async (profileId: string): Promise<string> =>
  (await t.ds.query(`SELECT id::text AS id FROM profile_contacts WHERE profile_id = $1 AND kind = 'email'`, [profileId]))[0].id;

describe('a contact no one confirmed for CONTACT_HIDE_DAYS', () => {
  it('is neither counted in the preview nor shown nor charged for: with nothing else usable, the reveal is free', async () => {
    const { user, token } = await newUser(t);
    const person = await personChecked(HIDE_DAYS + 10);

    expect((await previewOf(person.id, token)).contactPreview).toEqual({
      emails: NONE,
      phones: { ...NONE, total: 1, unverified: 1 },
      cost: 0,
      costReason: 'nothing_usable',
      label: '1 phone · unverified',
    });
    expect((await t.gql(COST, { u: [person.linkedinUsername] }, { token })).body.data.contactCost.totalCost).toBe(0);

    const r = await revealRest(person.linkedinUsername, token);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ charged: false, creditsCharged: 0, message: NOTHING_USABLE, remainingCredits: 5 });
    expect(r.body.data.emails).toEqual([]);
    expect(r.body.data.phoneNumbers).toEqual([
      {
        number: '+999 301 5550 2468',
        status: 'unverified',
        type: 'personal',
        source: 'public_profile',
        lastVerifiedAt: null,
        // Never checked: dated by when the index got it, here when the profile was added.
        fetchedAt: person.createdAt.toISOString(),
        lastSeenOn: null,
        origin: null,
      },
    ]);
    expect(await balance(user._id)).toEqual({ remaining: 5, total: 5 });
    expect((await ledgerRows(user._id)).slice(1)).toEqual([
      { change: 0, reason: 'contact_reveal', reference: person.linkedinUsername, balance_after: 5 },
    ]);
  });

  it('is shown and charged for when checked within the age (the configured one, not the default)', async () => {
    const { user, token } = await newUser(t);
    // Past this server's 200 days would hide it; well within the default 365 either way.
    const person = await personChecked(HIDE_DAYS - 10);
    expect((await previewOf(person.id, token)).contactPreview).toMatchObject({ emails: { total: 1, verified: 1 }, cost: 1 });
    const r = await revealRest(person.linkedinUsername, token);
    expect(r.body.data).toMatchObject({ charged: true, creditsCharged: 1, message: null });
    expect(r.body.data.emails.map((e: { address: string }) => e.address)).toEqual([person.email]);
    expect(await balance(user._id)).toEqual({ remaining: 4, total: 5 });
  });

  it('comes back once a check confirms it again, for everyone: then it is shown and charged for', async () => {
    const first = await newUser(t);
    const person = await personChecked(HIDE_DAYS + 50);
    expect((await revealGql(person.linkedinUsername, first.token)).body.data.revealContacts).toMatchObject({
      creditsCharged: 0,
      emails: [],
    });

    // What a verifier's check stores (Hunter's verdict, people-data's contact checks).
    await new ContactChecksRepository(t.ds).applyVerdict(await emailIdOf(person.id), 'verified', new Date(), null);

    const second = await newUser(t);
    expect((await previewOf(person.id, second.token)).contactPreview).toMatchObject({
      emails: { ...NONE, total: 1, verified: 1 },
      cost: 1,
      costReason: 'charge',
    });
    const paid = (await revealGql(person.linkedinUsername, second.token)).body.data.revealContacts;
    expect(paid).toMatchObject({ charged: true, creditsCharged: 1 });
    expect(paid.emails).toEqual([expect.objectContaining({ address: person.email, status: 'verified' })]);
    expect(Date.now() - Date.parse(paid.emails[0].lastVerifiedAt)).toBeLessThan(60_000);
    // The first user revealed it before: free, and it shows now.
    const again = (await revealGql(person.linkedinUsername, first.token)).body.data.revealContacts;
    expect(again).toMatchObject({ creditsCharged: 0 });
    expect(again.emails.map((e: { address: string }) => e.address)).toEqual([person.email]);
  });

  it('is hidden from a user who revealed it before, once it ages past: in a reveal, the preview, the list and its export', async () => {
    const { token } = await newUser(t);
    const person = await personChecked(10);
    expect((await revealRest(person.linkedinUsername, token)).body.data).toMatchObject({ creditsCharged: 1 });
    const listId = await newList(t, token, 'Old contacts');
    expect((await addRest(token, listId, person.linkedinUsername)).status).toBe(200);
    const entryEmails = async () =>
      (await t.gql(Q_LIST, { id: listId }, { token })).body.data.list.profiles[0].emails.map((e: { address: string }) => e.address);
    expect(await entryEmails()).toEqual([person.email]);

    await t.ds.query(
      `UPDATE profile_contacts SET last_verified_at = now() - make_interval(days => $2) WHERE profile_id = $1 AND kind = 'email'`,
      [person.id, HIDE_DAYS + 1],
    );
    const again = await revealRest(person.linkedinUsername, token);
    expect(again.body.data).toMatchObject({ creditsCharged: 0, emails: [] });
    expect(again.body.data.phoneNumbers).toHaveLength(1);
    expect(await previewOf(person.id, token)).toMatchObject({
      revealed: true,
      contactPreview: { emails: NONE, costReason: 'already_revealed' },
    });
    expect(await entryEmails()).toEqual([]);
    const rows = parseCsv((await exportRest(token, listId)).text.slice(1));
    const col = (name: string) => rows[0].indexOf(name);
    expect([rows[1][col('Email 1')], rows[1][col('Phone 1')]]).toEqual(['', '+999 301 5550 2468']);
  });

  it('never checked, is dated by when its source was read, else by when the profile was added', async () => {
    const { token } = await newUser(t);
    const guess = (tag: string): ContactWrite[] => [{ kind: 'email', value: `z.${tag}@vexmoor-gizmoworks.example`, status: 'likely' }];
    const read = await newProfile(t.ds, { contacts: guess('read') });
    const added = await newProfile(t.ds, { contacts: guess('added') });
    for (const p of [read, added]) expect((await previewOf(p.id, token)).contactPreview).toMatchObject({ emails: { likely: 1 }, cost: 1 });

    // Read from its source long ago (an import's fetched_at), or in a profile added long ago without saying when.
    await t.ds.query(`UPDATE profile_contacts SET fetched_at = now() - make_interval(days => $2), origin = 'crm' WHERE profile_id = $1`, [
      read.id,
      HIDE_DAYS + 5,
    ]);
    await t.ds.query('UPDATE profiles SET created_at = now() - make_interval(days => $2) WHERE id = $1', [added.id, HIDE_DAYS + 5]);
    for (const p of [read, added])
      expect((await previewOf(p.id, token)).contactPreview).toMatchObject({ emails: NONE, cost: 0, costReason: 'nothing_usable' });

    // A source's reading within the age: shown, with where it came from and when it was read.
    const fetchedAt = daysAgo(30);
    await t.ds.query(`UPDATE profile_contacts SET fetched_at = $2 WHERE profile_id = $1`, [read.id, fetchedAt]);
    const r = await revealRest(read.linkedinUsername, token);
    expect(r.body.data.emails).toEqual([
      expect.objectContaining({
        source: 'data_partner',
        origin: 'crm',
        lastVerifiedAt: null,
        fetchedAt: new Date(fetchedAt).toISOString(),
      }),
    ]);
  });
});

describe('a profile not read from a source for PROFILE_STALE_DAYS', () => {
  it('is marked out of date on its card (GraphQL and REST), its profile and in the CSV; a reading since, by refresh or import, counts', async () => {
    const { token } = await newUser(t);
    // A title of this run's own, so that a build search finds exactly these three.
    const word = `Kron${randomBytes(3)
      .toString('hex')
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
    const title = `${word} Archivist`;
    const [stale, imported, fresh] = await Promise.all(
      [1, 2, 3].map(() => newProfile(t.ds, { currentTitle: `Chief ${title}`, contacts: [] })),
    );
    const refreshedAt = daysAgo(STALE_DAYS + 20);
    const importedAt = daysAgo(10);
    await t.ds.query(`UPDATE profiles SET refreshed_at = $2, created_at = now() - interval '500 days' WHERE id = ANY($1::bigint[])`, [
      [stale.id, imported.id],
      refreshedAt,
    ]);
    // Imported again since its last refresh: a fact read 10 days ago.
    await t.ds.query(
      `UPDATE profiles SET provenance = jsonb_build_object('role', jsonb_build_object('source', 'crm', 'recordId', '7', 'fetchedAt', $2::text)) WHERE id = $1`,
      [imported.id, importedAt],
    );
    const expected = new Map([
      [stale.id, { stale: true, lastUpdatedAt: refreshedAt }],
      [imported.id, { stale: false, lastUpdatedAt: importedAt }],
      [fresh.id, { stale: false, lastUpdatedAt: fresh.createdAt.toISOString() }],
    ]);

    const gql = await t.gql(
      'query ($input: SearchInput!) { searchProfiles(input: $input) { hits { person { id stale lastUpdatedAt } } } }',
      { input: { type: 'build', filters: { titles: [title] }, page: 1 } },
      { token },
    );
    expect(gql.body.errors).toBeUndefined();
    const cards = gql.body.data.searchProfiles.hits.map((h: { person: { id: string } }) => h.person);
    expect(new Map(cards.map(({ id, ...rest }: { id: string }) => [id, rest]))).toEqual(expected);

    const rest = await t.rest('GET', `/api/search/profiles?type=build&titles=${encodeURIComponent(title)}&page=1`, undefined, { token });
    expect(rest.status).toBe(200);
    const restCards = rest.body.data.map((c: { id: string; stale: boolean; lastUpdatedAt: string }) => [
      c.id,
      { stale: c.stale, lastUpdatedAt: c.lastUpdatedAt },
    ]);
    expect(new Map(restCards)).toEqual(expected);

    const opened = await t.gql('query ($id: ID) { profile(id: $id) { stale lastUpdatedAt } }', { id: stale.id }, { token });
    expect(opened.body.data.profile).toEqual(expected.get(stale.id));
    const restProfile = await t.rest('GET', `/api/profile/id/${Buffer.from(stale.linkedinLink).toString('base64')}`, undefined, { token });
    expect(restProfile.body.data).toMatchObject(expected.get(stale.id)!);

    const res = await fetch(`${t.url}/api/profile/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ linkedinUsernames: [stale, imported, fresh].map((p) => p.linkedinUsername) }),
    });
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    const [updated, outOfDate] = [rows[0].indexOf('Profile updated'), rows[0].indexOf('Out of date')];
    expect(rows.slice(1).map((r) => [r[updated], r[outOfDate]])).toEqual([
      [refreshedAt.slice(0, 10), 'Out of date'],
      [importedAt.slice(0, 10), ''],
      [fresh.createdAt.toISOString().slice(0, 10), ''],
    ]);
  });
});

describe('the notice for the people in the index', () => {
  it('says both ages, as configured', async () => {
    const r = await t.rest('GET', '/api/people-privacy');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ contactStaleDays: 90, contactHideDays: HIDE_DAYS, profileStaleDays: STALE_DAYS });
  });
});
