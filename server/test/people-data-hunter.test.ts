import { startHunterStandIn, type HunterStandIn } from '../src/cli/local-providers';
import { signUp, type TestServer } from './helpers';
import { OPEN, peopleDataWorld } from './people-data-kit';

/**
 * Hunter behind the guard, against the local stand-in of its v2 API over HTTP: the checks of a
 * profile's e-mail addresses before a first reveal charges for them, and the look-up of a work
 * address the person lacks. The people come from PDL's stand-in (people-data-kit.ts).
 */
const world = peopleDataWorld('tl_people_hunter');
const person = () => world.person();
const callsOf = (userId: string) => world.callsOf(userId);

describe('checking e-mails with Hunter before a reveal charges for them', () => {
  const REVEAL = `mutation Reveal($u: String!) {
    revealContacts(linkedinUsername: $u) { creditsCharged message verification emails { address status lastVerifiedAt lastSeenOn origin } }
  }`;
  const PREVIEW = `query($u: String!) { profile(linkedinUsername: $u) { contactPreview { toCheck findsEmail checkedBy } } }`;
  const EMPLOYER = 'ironcapital.example'; // the stand-in person's current employer's domain
  let hunter: HunterStandIn;
  let h: TestServer;
  beforeAll(async () => {
    hunter = await startHunterStandIn();
    h = await world.serve({
      PDL_API_KEY: world.pdl.apiKey,
      PDL_BASE_URL: world.pdl.baseUrl,
      HUNTER_API_KEY: hunter.apiKey,
      HUNTER_BASE_URL: hunter.baseUrl,
      PROVIDER_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await hunter?.close();
  });

  /** A person from PDL whose one e-mail, a personal one, was never checked, and who has no address at their employer. */
  async function personWithEmail(token: string) {
    const { username, record } = person();
    expect((await h.gql(OPEN, { u: username }, { token })).body.errors).toBeUndefined();
    const first = record.first_name as string;
    const last = record.last_name as string;
    return { username, email: `${username}@example.com`, first, last, work: `${first}.${last}@${EMPLOYER}` };
  }
  const asked = (path: string, key: string, value: string) =>
    hunter.calls.filter((c) => c.path === path && c.query[key]?.toLowerCase() === value.toLowerCase());
  const verifications = (email: string) => asked('/v2/email-verifier', 'email', email);
  const findings = (last: string) => asked('/v2/email-finder', 'last_name', last);
  const today = () => new Date().toISOString().slice(0, 10);

  it('charges nothing when Hunter says the address is invalid and finds none at the employer', async () => {
    const user = await signUp(h);
    const { username, email, first, last } = await personWithEmail(user.token);
    hunter.say(email, 'invalid');
    hunter.find(EMPLOYER, first, last, null);
    const r = await h.gql(REVEAL, { u: username }, { token: user.token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.revealContacts).toMatchObject({
      creditsCharged: 0,
      message: 'No verified or likely contact found, so no credit was charged.',
      verification: `Checked 1 e-mail address with Hunter just now: 1 removed as undeliverable. Hunter found no work e-mail address at ${EMPLOYER}.`,
      emails: [],
    });
    expect(verifications(email)).toHaveLength(1);
    expect(findings(last)).toEqual([
      expect.objectContaining({
        query: expect.objectContaining({ domain: EMPLOYER, first_name: expect.stringMatching(new RegExp(`^${first}$`, 'i')) }),
      }),
    ]);
    // An invalid verdict is charged by Hunter, a finder that finds nothing is not.
    expect(await callsOf(user.user._id)).toEqual(
      expect.arrayContaining([
        { outcome: 'no_match', cost: 1 },
        { outcome: 'no_match', cost: 0 },
      ]),
    );
  });

  it('verifies the stored address, finds the work address Hunter knows, charges one credit, and asks nothing again for the next user', async () => {
    const first = await signUp(h);
    const p = await personWithEmail(first.token);
    hunter.say(p.email, 'valid', 97, '2026-03-02');
    // The preview says before the reveal what will be checked and looked for, and by whom.
    const before = await h.gql(PREVIEW, { u: p.username }, { token: first.token });
    expect(before.body.data.profile.contactPreview).toEqual({ toCheck: 1, findsEmail: true, checkedBy: 'hunter' });
    const r = await h.gql(REVEAL, { u: p.username }, { token: first.token });
    expect(r.body.data.revealContacts.creditsCharged).toBe(1);
    expect(r.body.data.revealContacts.verification).toBe(
      `Checked 1 e-mail address with Hunter just now. Hunter found a work e-mail address at ${EMPLOYER}.`,
    );
    expect(r.body.data.revealContacts.emails).toEqual(
      expect.arrayContaining([
        {
          address: p.email,
          status: 'verified',
          lastVerifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          lastSeenOn: '2026-03-02',
          origin: 'pdl',
        },
        { address: p.work, status: 'verified', lastVerifiedAt: `${today()}T00:00:00.000Z`, lastSeenOn: today(), origin: 'hunter' },
      ]),
    );
    expect((await h.gql(PREVIEW, { u: p.username }, { token: first.token })).body.data.profile.contactPreview).toEqual({
      toCheck: 0,
      findsEmail: false,
      checkedBy: null,
    });
    const second = await signUp(h);
    const again = (await h.gql(REVEAL, { u: p.username }, { token: second.token })).body.data.revealContacts;
    expect(again).toMatchObject({ creditsCharged: 1, verification: null });
    expect(again.emails).toHaveLength(2);
    expect(verifications(p.email)).toHaveLength(1);
    expect(findings(p.last)).toHaveLength(1);
  });

  it('checks an address hidden for its age (CONTACT_HIDE_DAYS) before the reveal: shown and charged for once Hunter confirms it, free while it cannot', async () => {
    const COUNTED = `query($u: String!) { profile(linkedinUsername: $u) { contactPreview { emails { total } cost costReason toCheck checkedBy } } }`;
    /** A person from PDL whose one address the index has held for 400 days without a check: hidden. */
    async function hiddenPerson(token: string) {
      const p = await personWithEmail(token);
      await h.ds.query(`UPDATE profile_contacts SET fetched_at = now() - interval '400 days' WHERE lower(value) = lower($1)`, [p.email]);
      expect((await h.gql(COUNTED, { u: p.username }, { token })).body.data.profile.contactPreview).toEqual({
        emails: { total: 0 },
        cost: 0,
        costReason: 'nothing_usable',
        toCheck: 1,
        checkedBy: 'hunter',
      });
      hunter.find(EMPLOYER, p.first, p.last, null);
      return p;
    }

    // Hunter cannot be asked: the address stays hidden, and nothing is charged for it.
    const user = await signUp(h);
    const down = await hiddenPerson(user.token);
    hunter.failNext(500);
    const stored = (await h.gql(REVEAL, { u: down.username }, { token: user.token })).body.data.revealContacts;
    expect(stored).toMatchObject({
      creditsCharged: 0,
      message: 'No verified or likely contact found, so no credit was charged.',
      emails: [],
    });

    // Hunter says it works: checked just now, so shown again, and worth the credit.
    const p = await hiddenPerson(user.token);
    hunter.say(p.email, 'valid', 95);
    const r = (await h.gql(REVEAL, { u: p.username }, { token: user.token })).body.data.revealContacts;
    expect(r.creditsCharged).toBe(1);
    expect(r.emails).toEqual([
      expect.objectContaining({ address: p.email, status: 'verified', lastVerifiedAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
    expect(verifications(p.email)).toHaveLength(1);
    const other = await signUp(h);
    expect((await h.gql(COUNTED, { u: p.username }, { token: other.token })).body.data.profile.contactPreview).toMatchObject({
      emails: { total: 1 },
      cost: 1,
      toCheck: 0,
    });
  });

  it('stores a found address only as sure as Hunter is of it, and charges nothing for one it could not verify', async () => {
    const user = await signUp(h);
    const p = await personWithEmail(user.token);
    hunter.say(p.email, 'webmail', 40);
    hunter.find(EMPLOYER, p.first, p.last, { email: p.work, status: null, score: 41 });
    const r = (await h.gql(REVEAL, { u: p.username }, { token: user.token })).body.data.revealContacts;
    expect(r.creditsCharged).toBe(0);
    expect(r.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ address: p.email, status: 'unverified' }),
        expect.objectContaining({ address: p.work, status: 'unverified', lastVerifiedAt: null, origin: 'hunter' }),
      ]),
    );
    // Hunter skips webmail verdicts (no charge) and charges the finding.
    expect(await callsOf(user.user._id)).toEqual(
      expect.arrayContaining([
        { outcome: 'match', cost: 0 },
        { outcome: 'match', cost: 1 },
      ]),
    );
  });

  it('waits out "still verifying" (202) and its rate limit (403), and reveals the contacts as stored when Hunter cannot answer or its plan is used up (429)', async () => {
    const user = await signUp(h);
    const slow = await personWithEmail(user.token);
    hunter.say(slow.email, 'accept_all', 85);
    hunter.find(EMPLOYER, slow.first, slow.last, null);
    hunter.failNext(202, 403);
    const r = await h.gql(REVEAL, { u: slow.username }, { token: user.token });
    expect(r.body.data.revealContacts.emails).toEqual([expect.objectContaining({ address: slow.email, status: 'likely' })]);
    expect(verifications(slow.email)).toHaveLength(3);

    for (const failure of [500, 429]) {
      const down = await personWithEmail(user.token);
      hunter.failNext(failure);
      const stored = await h.gql(REVEAL, { u: down.username }, { token: user.token });
      expect(stored.body.errors).toBeUndefined();
      expect(stored.body.data.revealContacts).toMatchObject({
        verification: 'Hunter could not be asked just now, so the contacts are shown as last checked.',
        emails: [expect.objectContaining({ address: down.email, lastVerifiedAt: null })],
      });
      expect(findings(down.last)).toHaveLength(0);
    }
    expect((await callsOf(user.user._id)).map((c) => c.outcome)).toEqual(expect.arrayContaining(['unavailable', 'refused']));
  });
});
