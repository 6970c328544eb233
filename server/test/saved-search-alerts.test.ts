import { randomUUID } from 'node:crypto';
import type { MailMessage, Mailer } from '../src/modules/auth/mailer';
import { SavedSearchAlertsService, UNSUBSCRIBE_LINK_INVALID } from '../src/modules/search/saved-search-alerts.service';
import { newProfile, newUser, type NewUser, type ProfileOverrides } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';
import { limit } from './time-limits';

/**
 * Saved-search alerts: a saved search e-mails its owner, daily or weekly, who was added to the index
 * since the last alert, with each person's why-matched lines, a link to run it and an unsubscribe
 * link; the alert's setting and its validation and ownership on both transports.
 *
 * On a database of its own, as saved-searches.test.ts: the people added are exactly this file's
 * (data scientists in Berlin with PyTorch). Time is driven by the `now` the job is run at (the job
 * itself, SavedSearchAlertsService.runDue, or the development route that runs it); each alert's
 * own times are the database's.
 */
let own: OwnDatabase;
let t: TestServer;
let alice: NewUser;
let bob: NewUser;

const QUERY = 'data scientists in Berlin with PyTorch';
const DAY = 86_400_000;
const exact: ProfileOverrides = {
  currentTitle: 'Data Scientist',
  currentCompany: 'Newcomer Labs',
  city: 'Berlin',
  country: 'Germany',
  countryCode: 'DE',
  skills: ['PyTorch', 'Python', 'SQL'],
};
/** A closest match: the role and the place (the must-haves), without PyTorch. */
const closeInBerlin: ProfileOverrides = { ...exact, skills: ['Python', 'SQL'] };
const unrelated: ProfileOverrides = { currentTitle: 'Registered Nurse', city: 'Toronto', country: 'Canada', countryCode: 'CA' };

/** A person with a name of their own; their full name. */
async function add(overrides: ProfileOverrides): Promise<string> {
  const p = await newProfile(t.ds, { ...overrides, firstName: 'Mira', lastName: `Alertee ${randomUUID().slice(0, 6)}` });
  return `${p.firstName} ${p.lastName}`;
}

const FIELDS = 'id name alert alertSentAt';

async function save(user: NewUser, name: string, alert?: string) {
  const r = await t.gql(
    `mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { ${FIELDS} } }`,
    { input: { name, type: 'ai', query: QUERY, alert } },
    { token: user.token },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data.saveSearch as { id: string; name: string; alert: string; alertSentAt: string | null };
}

async function setAlert(user: NewUser, id: string, alert: string) {
  return t.gql(
    `mutation Set($id: ID!, $alert: SavedSearchAlert!) { setSavedSearchAlert(id: $id, alert: $alert) { ${FIELDS} } }`,
    { id, alert },
    { token: user.token },
  );
}

async function savedOf(user: NewUser, id: string) {
  const r = await t.gql(`{ savedSearches { ${FIELDS} } }`, {}, { token: user.token });
  return (r.body.data.savedSearches as Array<{ id: string; alert: string; alertSentAt: string | null }>).find((s) => s.id === id)!;
}

/** The alert e-mails to an address, newest first, from the outbox. */
async function alertMails(email: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`${t.url}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as Array<{ subject: string; text: string }>;
  return mails.filter((m) => / new (person|people) for "/.test(m.subject));
}

/** Runs the job as at `now`, through the development route the browser journeys use. */
async function runAlertsAt(now: number) {
  const r = await fetch(`${t.url}/dev/saved-search-alerts/run?now=${new Date(now).toISOString()}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return (await r.json()) as { due: number; sent: number; nothingNew: number; failed: number };
}

/** The path and query of a link in a mail (the links carry APP_URL, not this test server's address). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

beforeAll(async () => {
  own = await ownDatabase('tl_alerts');
  t = await startTestServer({ DATABASE_URL: own.url });
  [alice, bob] = await Promise.all([newUser(t), newUser(t)]);
  // In the index before any alert: never "new".
  await add(exact);
  await add(closeInBerlin);
}, limit(120_000));

afterAll(async () => {
  await t?.close();
  await own?.drop();
}, limit(60_000));

describe('a weekly alert', () => {
  it('sends nothing before a week, then one e-mail of exactly the people added since, and nothing again for them', async () => {
    const saved = await save(alice, 'Berlin DS', 'weekly');
    expect(saved.alert).toBe('weekly');
    expect(Date.parse(saved.alertSentAt!)).not.toBeNaN(); // counts from the save

    const added = [await add(exact), await add(exact), await add(closeInBerlin)];
    const nurse = await add(unrelated);

    // Six days on: not due.
    await runAlertsAt(Date.now() + 6 * DAY);
    expect(await alertMails(alice.email)).toEqual([]);

    // A week on: one e-mail, the three people added since and nobody else.
    const startedAt = Date.now();
    const week = await runAlertsAt(Date.now() + 7 * DAY);
    expect(week.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await alertMails(alice.email);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('3 new people for "Berlin DS"');
    for (const name of added) expect(mail.text).toContain(`${name} — Data Scientist at Newcomer Labs · Berlin, Germany`);
    expect(mail.text).not.toContain(nurse);
    expect(mail.text.match(/Mira Alertee/g)).toHaveLength(3);
    // Each with why they matched: the exact matches meet everything, the closest one misses PyTorch.
    const whyLines = mail.text.split('\n').filter((line) => line.startsWith('  ✓'));
    expect(whyLines).toHaveLength(3);
    expect(whyLines.filter((line) => /✓ PyTorch/.test(line))).toHaveLength(2);
    expect(whyLines.filter((line) => /✗ PyTorch/.test(line))).toHaveLength(1);
    for (const line of whyLines) expect(line).toMatch(/✓ Data Scientist.*✓ Berlin/);
    expect(mail.text).toContain(`/searches?run=${saved.id}`);
    expect(mail.text).toContain('You get this e-mail weekly');
    expect(mail.text).toMatch(/Stop these e-mails: \S+\/api\/searches\/saved\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/m);
    // It counts from this run now.
    const after = await savedOf(alice, saved.id);
    expect(Date.parse(after.alertSentAt!)).toBeGreaterThanOrEqual(startedAt - 1000);

    // Not due again within the week; a week on, nobody new: no e-mail, and the alert moves on.
    await runAlertsAt(Date.now() + 6 * DAY);
    expect((await savedOf(alice, saved.id)).alertSentAt).toBe(after.alertSentAt);
    const nextWeek = await runAlertsAt(Date.now() + 7 * DAY);
    expect(nextWeek.nothingNew).toBeGreaterThanOrEqual(1);
    expect(await alertMails(alice.email)).toHaveLength(1);
    expect(Date.parse((await savedOf(alice, saved.id)).alertSentAt!)).toBeGreaterThan(Date.parse(after.alertSentAt!));

    // One more joins: the next e-mail lists only them.
    const later = await add(exact);
    await runAlertsAt(Date.now() + 7 * DAY);
    const [next] = await alertMails(alice.email);
    expect(next.subject).toBe('1 new person for "Berlin DS"');
    expect(next.text).toContain(later);
    for (const name of added) expect(next.text).not.toContain(name);
  });

  it('turns off by its unsubscribe link without signing in; a bad token changes nothing and says so', async () => {
    const saved = await save(bob, 'Daily DS', 'daily');
    const person = await add(exact);
    await runAlertsAt(Date.now() + DAY);
    const [mail] = await alertMails(bob.email);
    expect(mail.subject).toBe('1 new person for "Daily DS"');
    expect(mail.text).toContain(person);
    expect(mail.text).toContain('You get this e-mail daily');
    const link = /Stop these e-mails: (\S+)/.exec(mail.text)![1];

    const bad = await t.rest('GET', '/api/searches/saved/alerts/unsubscribe?token=' + 'x'.repeat(43));
    expect(bad.status).toBe(404);
    expect(bad.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
    const none = await t.rest('GET', '/api/searches/saved/alerts/unsubscribe');
    expect(none.status).toBe(400);
    expect((await savedOf(bob, saved.id)).alert).toBe('daily');

    // No session: the token is the credential.
    const off = await t.rest('GET', pathOf(link));
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'success', data: { name: 'Daily DS', alert: 'off' } });
    expect(off.body.message).toBe(
      'You will get no more e-mails about new people for "Daily DS". You can turn them on again from My Searches.',
    );
    expect(await savedOf(bob, saved.id)).toMatchObject({ alert: 'off', alertSentAt: null });
    const again = await t.rest('GET', pathOf(link));
    expect(again.body.message).toBe('E-mails about new people for "Daily DS" were already off.');

    await add(exact);
    await runAlertsAt(Date.now() + 30 * DAY);
    expect(await alertMails(bob.email)).toHaveLength(1);

    // Turned on again, it counts from then, with a new link: the old one no longer works.
    expect((await setAlert(bob, saved.id, 'weekly')).body.data.setSavedSearchAlert.alert).toBe('weekly');
    expect((await t.rest('GET', pathOf(link))).status).toBe(404);
    expect((await savedOf(bob, saved.id)).alert).toBe('weekly');
  });
});

describe('setting an alert', () => {
  it("refuses another user's saved search (NOT_FOUND) and an invalid alert, on both transports", async () => {
    const saved = await save(alice, 'Alice only');
    expect(saved).toMatchObject({ alert: 'off', alertSentAt: null });

    const code = (r: { body: { errors?: Array<{ extensions: { code: string }; message: string }> } }) =>
      r.body.errors?.[0]?.extensions.code;
    expect(code(await setAlert(bob, saved.id, 'daily'))).toBe('NOT_FOUND');
    expect(code(await setAlert(bob, 'not-an-id', 'daily'))).toBe('NOT_FOUND');
    const rest = await t.rest('PUT', `/api/searches/saved/${saved.id}/alert`, { alert: 'daily' }, { token: bob.token });
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('Saved search not found');
    expect((await savedOf(alice, saved.id)).alert).toBe('off');

    // GraphQL: not a value of the enum.
    const hourly = await setAlert(alice, saved.id, 'hourly');
    expect(code(hourly)).toBe('BAD_USER_INPUT');
    expect(hourly.body.errors[0].message).toMatch(/SavedSearchAlert/);
    const saveHourly = await t.gql(
      `mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { id } }`,
      { input: { name: 'Hourly', type: 'ai', query: QUERY, alert: 'hourly' } },
      { token: alice.token },
    );
    expect(code(saveHourly)).toBe('BAD_USER_INPUT');

    // REST: the same words for a bad value or none.
    const message = "alert must be 'off', 'daily' or 'weekly'";
    for (const body of [{ alert: 'hourly' }, {}, { alert: 7 }]) {
      const r = await t.rest('PUT', `/api/searches/saved/${saved.id}/alert`, body, { token: alice.token });
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    const post = await t.rest(
      'POST',
      '/api/searches/saved',
      { name: 'Hourly', type: 'ai', query: QUERY, alert: 'hourly' },
      { token: alice.token },
    );
    expect([post.status, post.body.message]).toEqual([400, message]);
    expect((await savedOf(alice, saved.id)).alert).toBe('off');

    // And a good one, on and off again.
    const on = await t.rest('PUT', `/api/searches/saved/${saved.id}/alert`, { alert: 'daily' }, { token: alice.token });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ _id: saved.id, alert: 'daily', alertSentAt: expect.any(String) });
    expect(on.body.data).not.toHaveProperty('alertToken');
    const made = await t.rest(
      'POST',
      '/api/searches/saved',
      { name: 'Weekly REST', type: 'ai', query: QUERY, alert: 'weekly' },
      { token: alice.token },
    );
    expect(made.status).toBe(201);
    expect(made.body.data.alert).toBe('weekly');
    const offAgain = await setAlert(alice, saved.id, 'off');
    expect(offAgain.body.data.setSavedSearchAlert).toMatchObject({ alert: 'off', alertSentAt: null });
  });

  it('refuses a bad `now` on the development route', async () => {
    const r = await fetch(`${t.url}/dev/saved-search-alerts/run?now=yesterday`, { method: 'POST' });
    expect(r.status).toBe(400);
  });
});

describe('one alert failing', () => {
  it('does not stop the others, and is sent by the next run', async () => {
    const carol = await newUser(t);
    const dave = await newUser(t);
    const carols = await save(carol, 'Carol DS', 'daily');
    await save(dave, 'Dave DS', 'daily');
    const person = await add(exact);

    // The mail server refuses Carol's e-mail once.
    const sent: MailMessage[] = [];
    let refuse = true;
    const mailer: Mailer = {
      kind: 'outbox',
      async send(message) {
        if (refuse && message.to === carol.email) throw new Error('mail server away');
        sent.push(message);
      },
    };
    const alerts = new SavedSearchAlertsService(t.ds, t.services.search, mailer, t.clock, { appUrl: 'https://app.example' });
    const first = await alerts.runDue(new Date(Date.now() + DAY));
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(sent.filter((m) => m.to === carol.email)).toEqual([]);
    const toDave = sent.filter((m) => m.to === dave.email);
    expect(toDave.map((m) => m.subject)).toEqual(['1 new person for "Dave DS"']);
    expect(toDave[0].text).toContain(person);
    expect(toDave[0].text).toContain('https://app.example/searches?run=');
    // Carol's alert stayed where it was.
    expect((await savedOf(carol, carols.id)).alertSentAt).toBe(carols.alertSentAt);

    refuse = false;
    await alerts.runDue(new Date(Date.now() + DAY));
    const toCarol = sent.filter((m) => m.to === carol.email);
    expect(toCarol.map((m) => m.subject)).toEqual(['1 new person for "Carol DS"']);
    expect(toCarol[0].text).toContain(person);
    expect(sent.filter((m) => m.to === dave.email)).toHaveLength(1);
  });
});
