import { parseCsv } from './csv-parse';
import { newList, newProfile, newUser, type NewProfile } from './factories';
import { startTestServer, TestServer } from './helpers';
import { listsApi, M_REVEAL, M_UPDATE_ENTRY } from './lists-kit';

/**
 * Exporting a list as CSV: the people in list order, contacts only for those this user revealed,
 * text a spreadsheet would run made safe, and a file name from the list's name. Each test makes
 * its users, lists and people (factories).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
const { addRest, exportRest } = listsApi(() => t);

const HEADER = [
  'First name',
  'Last name',
  'Title',
  'Company',
  'Location',
  'Profile link',
  'Email 1',
  'Email 1 status',
  'Email 1 source',
  'Email 1 checked',
  'Email 2',
  'Email 2 status',
  'Email 2 source',
  'Email 2 checked',
  'Email 3',
  'Email 3 status',
  'Email 3 source',
  'Email 3 checked',
  'Phone 1',
  'Phone 1 source',
  'Phone 1 checked',
  'Phone 2',
  'Phone 2 source',
  'Phone 2 checked',
  'Stage',
  'Notes',
  'Profile updated',
  'Out of date',
  'Sample',
];

describe('exporting a list as CSV', () => {
  it('downloads the profiles in list order, with contacts only for the profiles this user revealed', async () => {
    const { token, id: userId } = await newUser(t);
    const other = await newUser(t);
    // E-mails and phone numbers written worst first: the file lists them best first, at most 3 and 2.
    const revealed = await newProfile(t.ds, {
      contacts: [
        {
          kind: 'email',
          value: 'z.testperson@vexmoor-gizmoworks.example',
          status: 'likely',
          source: 'company_pattern',
          lastVerifiedAt: '2026-09-14',
        },
        { kind: 'phone', value: '+999 301 5550 1234', status: 'unverified' },
        { kind: 'email', value: 'zorvina@testmail.example', status: 'verified', type: 'personal' },
        { kind: 'phone', value: '+999 301 5550 4321', status: 'verified' },
        { kind: 'email', value: 'guess.one@vexmoor-gizmoworks.example', status: 'unverified' },
        { kind: 'email', value: 'guess.two@vexmoor-gizmoworks.example', status: 'unverified' },
        { kind: 'phone', value: '(030) 555-0199', status: 'unverified' },
      ],
    });
    const hidden = await newProfile(t.ds);
    // A name with a comma and quotes, and a title that a spreadsheet would run as a formula.
    const quoted = await newProfile(t.ds, { firstName: 'Zorvina, "ZJ"', currentTitle: '=HYPERLINK("http://x.example")' });
    const listId = await newList(t, token, 'Hiring, "Q3" / Berlin – Ünter');

    for (const p of [revealed, hidden, quoted]) await addRest(token, listId, p.linkedinUsername);
    await t.ds.query("INSERT INTO profile_list_items (list_id, linkedin_username) VALUES ($1, 'gone-from-the-index-4343')", [listId]);
    // The recruiter's stage and notes go into the file (notes that would run as a formula neutralised).
    const update = await t.gql(
      M_UPDATE_ENTRY,
      { listId, linkedinUsername: revealed.linkedinUsername, stage: 'contacted', notes: '=cmd|calc, call back "Tuesday"' },
      { token },
    );
    expect(update.body.errors).toBeUndefined();
    const reveal = await t.gql(M_REVEAL, { linkedinUsername: revealed.linkedinUsername }, { token });
    expect(reveal.body.data.revealContacts.charged).toBe(true);
    // Another user's reveal of `hidden` does not show it to this user.
    expect(
      (await t.gql(M_REVEAL, { linkedinUsername: hidden.linkedinUsername }, { token: other.token })).body.data.revealContacts.charged,
    ).toBe(true);

    const r = await exportRest(token, listId);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="Hiring-Q3-Berlin-Unter.csv"');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.text.startsWith('\uFEFF')).toBe(true);
    expect(r.text.endsWith('\r\n')).toBe(true);

    const rows = parseCsv(r.text.slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(5);

    const base = (p: NewProfile) => [
      p.firstName,
      p.lastName,
      p.currentTitle ?? '',
      p.currentCompany ?? '',
      `${p.city}, ${p.country}`,
      p.linkedinLink,
    ];
    const none = Array<string>(18).fill('');
    // Added to the index just now: updated today, not out of date.
    const today = new Date().toISOString().slice(0, 10);
    // Best first, each e-mail with its status, source and the day it was checked (never: empty);
    // phone numbers as they are (no quote before the +).
    expect(rows[1]).toEqual([
      ...base(revealed),
      'zorvina@testmail.example',
      'verified',
      'Data partner',
      '',
      'z.testperson@vexmoor-gizmoworks.example',
      'likely',
      'Company e-mail pattern',
      '2026-09-14',
      'guess.one@vexmoor-gizmoworks.example',
      'unverified',
      'Data partner',
      '',
      '+999 301 5550 4321',
      'Data partner',
      '',
      '+999 301 5550 1234',
      'Data partner',
      '',
      'Contacted',
      `'=cmd|calc, call back "Tuesday"`,
      today,
      '',
      '',
    ]);
    expect(rows[2]).toEqual([...base(hidden), ...none, 'New', '', today, '', '']);
    expect(rows[3]).toEqual([
      'Zorvina, "ZJ"',
      quoted.lastName,
      `'=HYPERLINK("http://x.example")`,
      quoted.currentCompany ?? '',
      `${quoted.city}, ${quoted.country}`,
      quoted.linkedinLink,
      ...none,
      'New',
      '',
      today,
      '',
      '',
    ]);
    // Someone no longer in the index: no link (their username may have been made up, or be no LinkedIn name).
    expect(rows[4]).toEqual(['', '', 'Not found', '', '', '', ...none, 'New', '', '', '', '']);
    // The raw text quotes the name and doubles its quotes.
    expect(r.text).toContain(`"Zorvina, ""ZJ""",${quoted.lastName},`);

    const ledger = await t.ds.query("SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND reason = 'contact_reveal'", [
      userId,
    ]);
    expect(ledger[0].n).toBe(1); // exporting costs nothing
  });

  it('an empty list is the header row alone; a name with no safe characters gives list.csv', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token, '«»');
    const r = await exportRest(token, listId);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="list.csv"');
    expect(r.text).toBe(`\uFEFF${HEADER.join(',')}\r\n`);
  });
});
