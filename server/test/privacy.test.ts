import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPdlStandIn, standInRecords, type PdlStandIn } from '../src/cli/local-providers';
import { runImport } from '../src/modules/imports/import.service';
import { applyDeletionList } from '../src/modules/privacy/deletion-list';
import { emailKey } from '../src/modules/privacy/person-keys';
import { newStaff } from './factories';
import { signUp, startTestServer, type TestServer } from './helpers';
import { listsApi, M_ADD, M_CREATE, M_UPDATE_ENTRY, Q_LIST } from './lists-kit';
import { ownDatabase, type OwnDatabase } from './own-database';

/**
 * A person who leaves the index stays out (the suppression list): staff keep them out by their
 * e-mail; their profile goes, their entries in users' lists become placeholders with no data, and
 * importing them again from any format, or fetching them from PDL, stores nothing and costs nothing.
 * The list keeps only SHA-256 keys. In a database of its own: these people must not reach other files.
 */
let own: OwnDatabase;
let t: TestServer;
let pdl: PdlStandIn;
let dir: string;
const { exportRest } = listsApi(() => t);

const SUPPRESS = `mutation S($input: SuppressPeopleInput!) {
  suppressPeople(input: $input) { keys removedProfiles list { total byOrigin { origin keys } } }
}`;
const OPEN = `query($u: String!) { profile(linkedinUsername: $u) { id fullName } }`;

beforeAll(async () => {
  own = await ownDatabase('tl_privacy');
  pdl = await startPdlStandIn({ people: 0 });
  t = await startTestServer({ DATABASE_URL: own.url, PDL_API_KEY: pdl.apiKey, PDL_BASE_URL: pdl.baseUrl });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-'));
});
afterAll(async () => {
  await t?.close();
  await pdl?.close();
  await own?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A person as PDL's bulk records and a CRM's CSV describe them, on reserved domains and numbers. */
function zed() {
  const tag = randomUUID().slice(0, 8);
  const username = `zed-quorra-${tag}`;
  const email = `zed.quorra.${tag}@example.com`;
  // A number of the range kept for drama (Ofcom), its own for each person: a suppressed number keeps out whoever has it.
  const phone = `+44 20 7946 ${String(Number.parseInt(tag.slice(0, 6), 16) % 1000).padStart(3, '0')}${tag.charCodeAt(6) % 10}`;
  const record = {
    ...standInRecords(1)[0],
    id: `rec-${tag}`,
    first_name: 'zed',
    last_name: `quorra${tag.replace(/\d/g, '')}`,
    full_name: `zed quorra${tag.replace(/\d/g, '')}`,
    linkedin_username: username,
    linkedin_url: `linkedin.com/in/${username}`,
    emails: [{ address: email, type: 'personal' }],
    work_email: null,
    mobile_phone: phone,
    phone_numbers: [phone],
  };
  const write = (name: string, text: string) => {
    const file = path.join(dir, `${name}-${tag}`);
    fs.writeFileSync(file, text);
    return file;
  };
  return {
    username,
    email,
    phone,
    record,
    pdlFile: write('people.jsonl', `${JSON.stringify(record)}\n`),
    // JSON Resume, by their LinkedIn profile only (no e-mail): the username keeps them out.
    resumeFile: write(
      'resume.json',
      JSON.stringify({
        basics: { name: 'Zed Quorra', profiles: [{ network: 'LinkedIn', url: `https://www.linkedin.com/in/${username}/` }] },
      }),
    ),
    csvFile: write('crm.csv', `First Name,Last Name,Email,Job Title\nZed,Quorra,${email.toUpperCase()},Engineer\n`),
  };
}

const importFile = (file: string, format: 'pdl' | 'csv' | 'jsonresume', source: string) =>
  runImport(own.ds, { file, format, source, rejectsPath: path.join(dir, `${source}.rejects.jsonl`) });

describe('keeping a person out of the index', () => {
  it('removes them everywhere, leaves placeholders in lists, and stores nothing of them again from a file or from PDL', async () => {
    const person = zed();
    expect((await importFile(person.pdlFile, 'pdl', 'crm-a')).job.created).toBe(1);

    // A recruiter saved them, with notes.
    const recruiter = await signUp(t);
    const { id: profileId } = (await t.gql(OPEN, { u: person.username }, { token: recruiter.token })).body.data.profile;
    const listId = (await t.gql(M_CREATE, { input: { name: 'Shortlist' } }, { token: recruiter.token })).body.data.createList.id;
    expect((await t.gql(M_ADD, { listId, profileId }, { token: recruiter.token })).body.errors).toBeUndefined();
    await t.gql(
      M_UPDATE_ENTRY,
      { listId, linkedinUsername: person.username, notes: 'Met at a meetup', stage: 'contacted' },
      { token: recruiter.token },
    );
    const balanceBefore = (await t.gql('{ me { remainingCredits } }', {}, { token: recruiter.token })).body.data.me.remainingCredits;

    // They ask to be removed; staff keep them out by their e-mail address (any case).
    const staff = await newStaff(t);
    const r = await t.gql(
      SUPPRESS,
      { input: { emails: [person.email.toUpperCase()], reason: 'The person asked by e-mail' } },
      { token: staff.token },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.suppressPeople).toMatchObject({ removedProfiles: 1 });
    expect(r.body.data.suppressPeople.keys).toBeGreaterThanOrEqual(4); // e-mail, LinkedIn, phone, record id

    // Gone: opening, searching, revealing (nothing charged).
    expect((await t.gql(OPEN, { u: person.username }, { token: recruiter.token })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const search = await t.rest('GET', `/api/search/profiles?q=${encodeURIComponent(person.record.full_name)}`, undefined, {
      token: recruiter.token,
    });
    expect(JSON.stringify(search.body.data)).not.toContain(person.username);
    const reveal = await t.gql(
      `mutation($u: String!) { revealContacts(linkedinUsername: $u) { charged } }`,
      { u: person.username },
      { token: recruiter.token },
    );
    expect(reveal.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql('{ me { remainingCredits } }', {}, { token: recruiter.token })).body.data.me.remainingCredits).toBe(balanceBefore);

    // The entry's stage history follows it under its placeholder: their username is nowhere.
    expect(
      await t.ds.query('SELECT count(*)::int AS n FROM profile_list_stage_changes WHERE linkedin_username = $1', [person.username]),
    ).toEqual([{ n: 0 }]);
    expect(await t.ds.query('SELECT count(*)::int AS n FROM profile_list_stage_changes WHERE list_id = $1', [listId])).toEqual([{ n: 1 }]);

    // The list keeps a placeholder that says why, with no data of them; so does its export.
    const list = (await t.gql(Q_LIST, { id: listId }, { token: recruiter.token })).body.data.list;
    expect(list.profiles).toHaveLength(1);
    const [entry] = (
      await t.gql(
        `query($id: ID!) { list(id: $id) { profiles { linkedinUsername removedNote notes error } } }`,
        { id: listId },
        { token: recruiter.token },
      )
    ).body.data.list.profiles;
    expect(entry).toMatchObject({ removedNote: "Removed at the person's request", notes: null, error: true });
    expect(entry.linkedinUsername).toMatch(/^~removed-/);
    const csv = await exportRest(recruiter.token, listId);
    expect(csv.text).toContain("Removed at the person's request");
    for (const clear of [person.username, person.email, 'Met at a meetup']) expect(csv.text).not.toContain(clear);

    // The suppression list holds keys, never the values; the audit row neither.
    const rows = JSON.stringify(await t.ds.query('SELECT * FROM suppressions'));
    for (const clear of [person.username, person.email, person.email.toLowerCase(), person.phone.replace(/\D/g, ''), 'rec-'])
      expect(rows).not.toContain(clear);
    const audit = JSON.stringify(await t.ds.query(`SELECT details, reason FROM staff_audit_log WHERE action = 'privacy.suppress'`));
    expect(audit).not.toContain(person.email.toLowerCase());
    expect(audit).toContain('The person asked by e-mail');

    // Imported again, in each format (PDL's under another source, a CRM's CSV by e-mail alone, a JSON Resume by LinkedIn alone): nothing is stored.
    for (const [file, format, source] of [
      [person.pdlFile, 'pdl', 'crm-b'],
      [person.csvFile, 'csv', 'crm-c'],
      [person.resumeFile, 'jsonresume', 'crm-d'],
    ] as const) {
      const { job } = await importFile(file, format, source);
      expect({ source, created: job.created, updated: job.updated, suppressed: job.suppressed }).toEqual({
        source,
        created: 0,
        updated: 0,
        suppressed: 1,
      });
    }
    expect(await t.ds.query('SELECT 1 FROM profiles WHERE linkedin_username = $1', [person.username])).toEqual([]);
    expect(await t.ds.query(`SELECT 1 FROM profile_contacts WHERE lower(value) = $1`, [person.email])).toEqual([]);

    // Opening their LinkedIn link does not ask PDL (which knows them), and costs nothing.
    pdl.add(person.record);
    const opened = await t.gql(OPEN, { u: `https://www.linkedin.com/in/${person.username}` }, { token: recruiter.token });
    expect(opened.body.errors[0]).toMatchObject({ message: 'We could not find this person', extensions: { code: 'NOT_FOUND' } });
    expect(pdl.calls.filter((c) => c.query.profile?.includes(person.username))).toEqual([]);
  });

  it('shows staff the size of the list, never its contents, and refuses values that name no one', async () => {
    const staff = await newStaff(t);
    const size = await t.gql('{ suppressionList { total byOrigin { origin keys } } }', {}, { token: staff.token });
    expect(size.body.data.suppressionList.total).toBeGreaterThanOrEqual(4);
    expect(size.body.data.suppressionList.byOrigin).toEqual(expect.arrayContaining([expect.objectContaining({ origin: 'staff' })]));
    for (const [input, message] of [
      [{ emails: ['not-an-address'], reason: 'A request' }, 'Please enter e-mail addresses as name@domain.'],
      [{ phones: ['12'], reason: 'A request' }, 'Please enter phone numbers in full, with their country code (+44 20 7946 0000).'],
      [{ emails: [], reason: 'A request' }, 'Name at least one e-mail address, LinkedIn profile or phone number.'],
      [
        { linkedinProfiles: ['https://example.com/people/zed'], reason: 'A request' },
        'Please enter LinkedIn profiles as links (linkedin.com/in/…) or usernames.',
      ],
      [{ emails: ['a@example.com'], reason: '' }, 'Please say why (at most 500 characters): it is kept in the audit log.'],
    ] as const) {
      const r = await t.gql(SUPPRESS, { input }, { token: staff.token });
      expect(r.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const user = await signUp(t);
    const refused = await t.gql('{ suppressionList { total } }', {}, { token: user.token });
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refused.body.errors[0].extensions.code);
  });
});

describe('"Find and remove me": a person in the index, by e-mail code', () => {
  /** The access a person gets by proving their address with the code mailed to it. */
  async function accessFor(email: string): Promise<string> {
    const asked = await t.rest('POST', '/api/people-privacy/code', { email });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(`We sent a code to ${email.toLowerCase()}. It works for 10 minutes.`);
    const mail = await t.lastMailTo(email.toLowerCase());
    const code = /\b(\d{6})\b/.exec(mail!.text)![1];
    const wrong = await t.rest('POST', '/api/people-privacy/verify', { email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Incorrect OTP. Please check the code and try again.' } });
    const verified = await t.rest('POST', '/api/people-privacy/verify', { email, code });
    expect(verified.status).toBe(200);
    return verified.body.data.token as string;
  }

  it('shows every field and contact with its source, and the companies that revealed them; downloads it; removes the person, who then stays out', async () => {
    const person = zed();
    expect((await importFile(person.pdlFile, 'pdl', 'vendor-a')).job.created).toBe(1);
    // A recruiter at a named company reveals their contacts and saves them.
    const recruiter = await signUp(t);
    await t.ds.query(`UPDATE users SET company = 'Acme Recruiting' WHERE id = $1`, [recruiter.user._id]);
    const { id: profileId } = (await t.gql(OPEN, { u: person.username }, { token: recruiter.token })).body.data.profile;
    await t.gql(
      `mutation($u: String!) { revealContacts(linkedinUsername: $u) { charged } }`,
      { u: person.username },
      { token: recruiter.token },
    );
    const listId = (await t.gql(M_CREATE, { input: { name: 'Pipeline' } }, { token: recruiter.token })).body.data.createList.id;
    await t.gql(M_ADD, { listId, profileId }, { token: recruiter.token });

    const token = await accessFor(person.email);
    const me = await t.rest('GET', '/api/people-privacy/me', undefined, { headers: { 'X-Person-Access': token } });
    expect(me.status).toBe(200);
    const [held] = me.body.data.profiles;
    expect(me.body.data.profiles).toHaveLength(1);
    expect(held).toMatchObject({ linkedin_username: person.username, first_name: 'Zed' });
    // Every fact with where it came from and when; every contact with its source.
    expect(held.provenance.name).toMatchObject({ source: 'vendor-a', recordId: person.record.id, fetchedAt: expect.any(String) });
    expect(held.contacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'email', value: person.email, origin: 'vendor-a' })]),
    );
    // Which companies revealed them, never which user; and the recruiter's company changing later does not rewrite history.
    const seen = [{ company: 'Acme Recruiting', at: expect.any(String), emails: 1, phones: 1 }];
    expect(me.body.data.revealedBy).toEqual(seen);
    expect(JSON.stringify(me.body)).not.toContain(recruiter.user.email);
    await t.ds.query(`UPDATE users SET company = 'Renamed Ltd' WHERE id = $1`, [recruiter.user._id]);

    const file = await t.rest('GET', '/api/people-privacy/me/download', undefined, { headers: { 'X-Person-Access': token } });
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="talentlens-my-data.json"');
    expect(file.body.profiles[0].linkedin_username).toBe(person.username);

    const removed = await t.rest('DELETE', '/api/people-privacy/me', undefined, { headers: { 'X-Person-Access': token } });
    expect(removed.body).toMatchObject({
      message: 'You have been removed from our index, and you will stay out. We sent a confirmation to your address.',
      data: { removedProfiles: 1 },
    });
    expect((await t.lastMailTo(person.email))?.subject).toBe('You have been removed from TalentLens');
    // Nothing is held of them now, but who saw their contacts is still told (the log keeps keys, not values).
    const after = (await t.rest('GET', '/api/people-privacy/me', undefined, { headers: { 'X-Person-Access': token } })).body.data;
    expect(after).toMatchObject({ profiles: [], revealedBy: seen });
    const logged: Array<{ keys: string[] }> = await t.ds.query(
      `SELECT contact_keys AS keys FROM reveal_log WHERE user_id = $1 AND profile_id IS NULL`,
      [recruiter.user._id],
    );
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toMatch(/zed|quorra|7946/i);
    // Staff see both requests, answered at once, within their deadline.
    const requests = await t.gql(
      `{ privacyRequests(status: closed, pageSize: 100) { items { kind status late receivedAt dueAt closedAt closedBy } } }`,
      {},
      { token: (await newStaff(t)).token },
    );
    const mine = requests.body.data.privacyRequests.items.filter(
      (r: { closedAt: string }) => Date.parse(r.closedAt) >= Date.parse(after.at) - 60_000,
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'access', status: 'done', late: false, closedBy: null }),
        expect.objectContaining({ kind: 'removal', status: 'done', late: false, closedBy: null }),
      ]),
    );
    const [entry] = (
      await t.gql(`query($id: ID!) { list(id: $id) { profiles { removedNote } } }`, { id: listId }, { token: recruiter.token })
    ).body.data.list.profiles;
    expect(entry.removedNote).toBe("Removed at the person's request");
    const { job } = await importFile(person.csvFile, 'csv', 'vendor-b');
    expect(job.suppressed).toBe(1);
  });

  it('refuses a bad address, a missing or forged access, and says nothing about whether an address is held', async () => {
    expect(await t.rest('POST', '/api/people-privacy/code', { email: 'nope' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter your e-mail address.' },
    });
    const token = await accessFor(`nobody.${randomUUID().slice(0, 8)}@example.org`);
    expect(
      (await t.rest('GET', '/api/people-privacy/me', undefined, { headers: { 'X-Person-Access': token } })).body.data.profiles,
    ).toEqual([]);
    const forged: Array<Record<string, string>> = [{}, { 'X-Person-Access': `${token.slice(0, -4)}AAAA` }];
    for (const headers of forged) {
      const r = await t.rest('GET', '/api/people-privacy/me', undefined, { headers });
      expect(r).toMatchObject({ status: 401, body: { message: 'Your access has ended. Please ask for a new code.' } });
    }
  });
});

describe('a person by their profile link, a correction answered by staff, and the reveal log kept for its period', () => {
  const CLOSE = `mutation C($input: ClosePrivacyRequestInput!) {
    closePrivacyRequest(input: $input) { id kind status late outcome closedBy field value note }
  }`;
  const OPEN_REQUESTS = `{ privacyRequests(status: open, kind: correction, pageSize: 100) { total items { id field value note dueAt receivedAt late profileId } } }`;

  it('sends the code to the addresses the profile holds (masked), takes a correction, and staff apply it or decline it', async () => {
    const person = zed();
    expect((await importFile(person.pdlFile, 'pdl', 'vendor-c')).job.created).toBe(1);
    const link = `https://www.linkedin.com/in/${person.username}/`;
    const asked = await t.rest('POST', '/api/people-privacy/code', { profile: link });
    expect(asked.status).toBe(200);
    // Masked: whoever typed the link learns nothing of the address.
    expect(asked.body.message).toBe('We sent a code to the e-mail address this profile holds (z•••@e•••.com). It works for 10 minutes.');
    const code = /\b(\d{6})\b/.exec((await t.lastMailTo(person.email))!.text)![1];
    const verified = await t.rest('POST', '/api/people-privacy/verify', { profile: link, code });
    expect(verified.status).toBe(200);
    const headers = { 'X-Person-Access': verified.body.data.token as string };
    const me = (await t.rest('GET', '/api/people-privacy/me', undefined, { headers })).body.data;
    expect(me.email).toBe(person.email);
    const profileId = me.profiles[0].id as string;

    // Bad corrections change nothing.
    for (const [body, message] of [
      [
        { profileId, field: 'salary', value: 'x' },
        'Please choose what to correct: First name, Last name, Headline, Current title, City, Something else.',
      ],
      [{ profileId, field: 'headline', value: '  ' }, 'Please write what it should say (at most 300 characters).'],
      [{ profileId: '1', field: 'headline', value: 'x' }, 'Please choose one of the profiles shown to you.'],
    ] as const) {
      expect(await t.rest('POST', '/api/people-privacy/me/corrections', body, { headers })).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    const asks = [
      { field: 'headline', value: 'Staff Engineer, open to nothing', note: 'My old headline is years out of date.' },
      { field: 'city', value: 'Atlantis' },
      { field: 'other', value: 'Please drop my second school.' },
    ];
    for (const ask of asks) {
      const r = await t.rest('POST', '/api/people-privacy/me/corrections', { profileId, ...ask }, { headers });
      expect(r.status).toBe(201);
      expect(r.body.message).toMatch(/^We received your correction\. We will answer by [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    }
    expect((await t.lastMailTo(person.email))?.subject).toBe('We received your correction (TalentLens)');

    const staff = await newStaff(t);
    const open = (await t.gql(OPEN_REQUESTS, {}, { token: staff.token })).body.data.privacyRequests.items.filter(
      (r: { profileId: string }) => r.profileId === profileId,
    );
    expect(open).toHaveLength(3);
    const byField = (label: string) => open.find((r: { field: string }) => r.field === label);
    const headline = byField('Headline');
    expect(headline).toMatchObject({ value: asks[0].value, note: asks[0].note, late: false });
    // The deadline is one calendar month after the request came.
    const received = new Date(headline.receivedAt);
    const due = new Date(headline.dueAt);
    expect(due.getTime() - received.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(due.getTime() - received.getTime()).toBeLessThanOrEqual(31 * 86_400_000);

    // "Something else" cannot be applied by itself; a short outcome is refused; neither closes it.
    const notApplied = await t.gql(
      CLOSE,
      { input: { id: byField('Something else').id, decision: 'apply', outcome: 'Done.' } },
      { token: staff.token },
    );
    expect(notApplied.body.errors[0].message).toBe(
      'This correction cannot be applied by itself: make it by hand, then close the request as done.',
    );
    const applied = await t.gql(
      CLOSE,
      { input: { id: headline.id, decision: 'apply', outcome: 'Your headline now says what you asked.' } },
      { token: staff.token },
    );
    expect(applied.body.errors).toBeUndefined();
    // Closed: the value and note are let go; who closed it is named.
    expect(applied.body.data.closePrivacyRequest).toMatchObject({
      status: 'done',
      late: false,
      closedBy: staff.username,
      field: 'Headline',
      value: null,
      note: null,
    });
    expect(await t.lastMailTo(person.email)).toMatchObject({
      subject: 'Your correction is done (TalentLens)',
      text: 'Your correction is done: Your headline now says what you asked.',
    });
    const again = await t.gql(CLOSE, { input: { id: headline.id, decision: 'decline', outcome: 'Twice?' } }, { token: staff.token });
    expect(again.body.errors[0].message).toBe('This request is closed already, or there is no such request.');

    const declined = await t.gql(
      CLOSE,
      { input: { id: byField('City').id, decision: 'decline', outcome: 'Our source shows you in Lisbon.' } },
      { token: staff.token },
    );
    expect(declined.body.data.closePrivacyRequest).toMatchObject({ status: 'declined' });
    expect((await t.lastMailTo(person.email))?.text).toBe('We did not make your correction: Our source shows you in Lisbon.');

    // The profile says what the person asked, with the person as that fact's source; the city is as it was.
    const [row] = await t.ds.query(`SELECT headline, city, provenance FROM profiles WHERE id = $1`, [profileId]);
    expect(row.headline).toBe(asks[0].value);
    expect(row.city).not.toBe('Atlantis');
    expect(row.provenance.headline).toMatchObject({ source: 'person', recordId: null });
    // Each step of the request is in the audit log: received (by the service, the field not the value), then answered by staff.
    const audit = await t.ds.query(
      `SELECT action, staff_id AS "staffId", details, reason FROM staff_audit_log WHERE target_id = $1 ORDER BY created_at`,
      [headline.id],
    );
    expect(audit).toEqual([
      { action: 'privacy.request_received', staffId: null, details: { kind: 'correction', field: 'headline' }, reason: null },
      {
        action: 'privacy.request_close',
        staffId: staff.id,
        details: expect.objectContaining({ decision: 'apply', field: 'headline', late: false }),
        reason: 'Your headline now says what you asked.',
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(asks[0].value);

    // Removing themselves closes what is still open, and the address is let go.
    await t.rest('DELETE', '/api/people-privacy/me', undefined, { headers });
    const left = await t.ds.query(
      `SELECT status, email, outcome FROM privacy_requests WHERE profile_id IS NULL AND kind = 'correction' AND details->>'field' = 'other' AND email_key = $1`,
      [emailKey(person.email)],
    );
    expect(left).toEqual([{ status: 'done', email: null, outcome: 'The person was removed from the index instead.' }]);
    // Access (the verified code) and the removal were answered at once, each audited with no staff member.
    const answered: Array<{ kind: string }> = await t.ds.query(
      `SELECT a.details->>'kind' AS kind FROM staff_audit_log a JOIN privacy_requests r ON r.id::text = a.target_id
        WHERE a.action = 'privacy.request_answered' AND a.staff_id IS NULL AND r.email_key = $1 ORDER BY a.created_at`,
      [emailKey(person.email)],
    );
    expect(answered.map((a) => a.kind).sort()).toEqual(['access', 'correction', 'removal']);
    expect(await t.rest('POST', '/api/people-privacy/code', { profile: link })).toMatchObject({
      status: 400,
      body: { message: 'We hold no profile at this link.' },
    });
  });

  it('refuses a profile link that is not one, or whose profile holds no address, and keeps reveals only for REVEAL_LOG_DAYS', async () => {
    expect(await t.rest('POST', '/api/people-privacy/code', { profile: 'https://example.com/nope' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter the link of a LinkedIn profile (linkedin.com/in/…), or your e-mail address instead.' },
    });
    const person = zed();
    const noEmail = { ...person.record, emails: [], work_email: null, personal_emails: [] };
    const file = path.join(dir, `no-email-${person.username}.jsonl`);
    fs.writeFileSync(file, `${JSON.stringify(noEmail)}\n`);
    expect((await importFile(file, 'pdl', 'vendor-d')).job.created).toBe(1);
    expect(await t.rest('POST', '/api/people-privacy/code', { profile: person.username })).toMatchObject({
      status: 400,
      body: { message: 'This profile holds no e-mail address we could send a code to. Please enter your e-mail address instead.' },
    });

    // The log's period: an entry older than REVEAL_LOG_DAYS goes, a newer one stays.
    const recruiter = await signUp(t);
    await t.gql(
      `mutation($u: String!) { revealContacts(linkedinUsername: $u) { charged } }`,
      { u: person.username },
      { token: recruiter.token },
    );
    const entries = async () =>
      Number((await t.ds.query(`SELECT count(*) AS n FROM reveal_log WHERE user_id = $1`, [recruiter.user._id]))[0].n);
    expect(await entries()).toBe(1);
    await t.ds.query(
      `INSERT INTO reveal_log (user_id, company, profile_id, contact_keys, emails, phones, revealed_at)
       SELECT user_id, company, profile_id, contact_keys, emails, phones, now() - make_interval(days => $2 + 1) FROM reveal_log WHERE user_id = $1`,
      [recruiter.user._id, t.config.revealLogDays],
    );
    expect(await entries()).toBe(2);
    expect(await t.services.revealLogRetention.purge()).toBeGreaterThanOrEqual(1);
    expect(await entries()).toBe(1);
  });
});

describe("PDL's opt-outs (its Subject Request API)", () => {
  it('puts every opted-out id on the list, removes the profile that holds one, and keeps that person out of a later PDL answer', async () => {
    // Someone opened at PDL and in the index, who then opts out at PDL.
    const person = zed();
    pdl.add(person.record);
    const recruiter = await signUp(t);
    expect((await t.gql(OPEN, { u: person.username }, { token: recruiter.token })).body.errors).toBeUndefined();
    pdl.optOut(person.record.id);
    pdl.optOut(`never-seen-${randomUUID().slice(0, 8)}`);

    const done = await t.services.optOutSync.sync();
    expect(done).toMatchObject({ removedProfiles: 1 });
    expect(done.ids).toBeGreaterThanOrEqual(2);
    expect(done.keys).toBeGreaterThanOrEqual(2);
    expect(pdl.calls.filter((c) => c.path === '/v5/person/subjectrequest').length).toBeGreaterThanOrEqual(1);
    expect(await t.ds.query('SELECT 1 FROM profiles WHERE linkedin_username = $1', [person.username])).toEqual([]);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM suppressions WHERE origin = 'provider_opt_out'`);
    expect(n).toBeGreaterThanOrEqual(2);
    // Free, and recorded as a call of no one's.
    const [call] = await t.ds.query(
      `SELECT outcome, cost, user_id FROM provider_calls WHERE operation = 'opt_outs' ORDER BY id DESC LIMIT 1`,
    );
    expect(call).toEqual({ outcome: 'match', cost: 0, user_id: null });

    // PDL answering with them again (another username, the same record id) stores nothing.
    pdl.add({ ...person.record, linkedin_username: `${person.username}-again`, linkedin_url: `linkedin.com/in/${person.username}-again` });
    const again = await t.gql(OPEN, { u: `${person.username}-again` }, { token: recruiter.token });
    expect(again.body.errors[0]).toMatchObject({ message: 'We could not find this person' });
    // A second sync adds nothing new.
    expect(await t.services.optOutSync.sync()).toMatchObject({ keys: 0, removedProfiles: 0 });
  });
});

describe('a deletion list (as a state delivers one)', () => {
  it('keeps out everyone it names, by e-mail or by the SHA-256 of one, removes their profiles, and skips what is neither', async () => {
    const [a, b] = [zed(), zed()];
    for (const [p, source] of [
      [a, 'list-a'],
      [b, 'list-b'],
    ] as const)
      expect((await importFile(p.pdlFile, 'pdl', source)).job.created).toBe(1);
    const file = path.join(dir, `deletion-${randomUUID().slice(0, 8)}.csv`);
    fs.writeFileSync(file, ['email', a.email.toUpperCase(), emailKey(b.email), 'not a person', ''].join('\n'));

    const r = await applyDeletionList(t.services.privacy, file, 'The state deletion list of November');
    expect(r).toMatchObject({ emails: 1, hashes: 1, removedProfiles: 2, skipped: 1, skippedLines: [4] });
    for (const p of [a, b]) expect(await t.ds.query('SELECT 1 FROM profiles WHERE linkedin_username = $1', [p.username])).toEqual([]);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM suppressions WHERE origin = 'deletion_list'`);
    expect(n).toBeGreaterThanOrEqual(2);
    expect((await importFile(a.csvFile, 'csv', 'list-c')).job.suppressed).toBe(1);
  });
});
