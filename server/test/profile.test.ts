import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../src/common/errors';
import { AnalysisService } from '../src/modules/analysis/analysis.service';
import { runImport } from '../src/modules/imports/import.service';
import { monthIndex, wholeYears, yearsText } from '../src/modules/analysis/months';
import { SAMPLE_CAREERS_UP_TO } from '../src/modules/profiles/profile-facts';
import { ProfileService } from '../src/modules/profiles/profile.service';
import { newProfile, newProfiles, newUser } from './factories';
import { startTestServer, TestClock, TestServer } from './helpers';

/**
 * Opening a profile and refreshing it, over REST and GraphQL, of people each test makes
 * (factories: complete profiles written through the profile writer). The analysis is the rules
 * engine's (no LLM is configured in tests).
 */
let t: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await startTestServer();
  ({ token, id: userId } = await newUser(t));
});
afterAll(() => t.close());

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

const DETAIL = `
  id linkedinUsername linkedinLink firstName lastName fullName profilePicture snippet summary experience education location totalExperience totalExperienceMonths skills
  socialProfiles { network username url }
  workExperiences { title company companyDomain industry location start end current summary tenure months }
  academicCredentials { school degrees field start end tenure location summary }
  revealed refreshedAt nextRefreshAt analysisUnavailable
  analysis {
    engine engineVersion model referenceMonth generatedAt
    professionalJourney { profileSummary workExperiences { title company start end tenure } academicCredentials { school degrees } }
    assessment { keySkillsAndExpertise keySkills evidence { roles { title company start end } from to } }
    insights {
      progression { company industry start end current months roles { title start end current months seniority } }
      careerMetrics {
        totalExperienceMonths { value explanation evidence { roles { title company start end } from to } }
        averageTenureMonths { value explanation evidence { roles { title company start end } from to } }
        employers { value explanation evidence { roles { title company start end } from to } }
        promotions { value explanation evidence { roles { title company start end } from to } }
        monthsInCurrentRole { value explanation evidence { roles { title company start end } from to } }
      }
      stability { value label explanation evidence { roles { title company start end } from to } }
      mobility { value label explanation evidence { roles { title company start end } from to } }
      swot {
        strengths { text evidence { roles { title company start end } from to } }
        weaknesses { text evidence { roles { title company start end } from to } }
        opportunities { text evidence { roles { title company start end } from to } }
        threats { text evidence { roles { title company start end } from to } }
      }
      roleRecommendations { text evidence { roles { title company start end } from to } }
    }
  }`;
const OPEN = `query Open($id: ID, $linkedinUsername: String) { profile(id: $id, linkedinUsername: $linkedinUsername) { ${DETAIL} } }`;
const REFRESH = `mutation Refresh($id: ID!) { refreshProfile(id: $id) { ${DETAIL} refreshNote { message changes } } }`;

async function gqlOpen(vars: { id?: string; linkedinUsername?: string }, tok = token) {
  const r = await t.gql(OPEN, vars, { token: tok });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.profile;
}

async function cacheRows(profileId: string): Promise<Array<{ engine: string; engine_version: string; created_at: Date }>> {
  return t.ds.query('SELECT engine, engine_version, created_at FROM profile_analyses WHERE profile_id = $1', [profileId]);
}

describe('opening a profile', () => {
  it('opens by the base64 of its link over REST: data is the profile, with its analysis', async () => {
    const p = await newProfile(t.ds);
    const r = await t.rest('GET', `/api/profile/id/${encodeURIComponent(b64(p.linkedinLink))}`, undefined, { token });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    const d = r.body.data;
    expect(d).toMatchObject({
      id: p.id,
      linkedinUsername: p.linkedinUsername,
      linkedinLink: p.linkedinLink,
      isFetched: false,
      refreshedAt: null,
      nextRefreshAt: null,
      analysisUnavailable: null,
    });
    expect(d.fullName).toBe(`${d.firstName} ${d.lastName}`);
    expect(d.location).toMatch(/^[^,]+, .+$/);
    expect(Number.isInteger(d.totalExperience * 10)).toBe(true);
    // One rule for experience: the header's figure is the career metric's, in months and in years.
    expect(d.totalExperienceMonths).toBe(d.analysis.insights.careerMetrics.totalExperienceMonths.value);
    expect(d.totalExperience).toBe(Math.round((d.totalExperienceMonths / 12) * 10) / 10);
    for (const w of d.workExperiences)
      expect(w.tenure).toMatch(/^[A-Z][a-z]{2} \d{4} – (Present|[A-Z][a-z]{2} \d{4}) · (\d+ yrs?( \d+ mos?)?|\d+ mos?)$/);
    expect(d.workExperiences[0]).toHaveProperty('current');
    for (const c of d.academicCredentials) expect(Array.isArray(c.degrees)).toBe(true);
    expect(d.analysis).toMatchObject({ engine: 'rules', model: null });
    expect(d.analysis.insights.progression.length).toBeLessThanOrEqual(3);
    // What revealing would give and cost, as on GraphQL's profile.
    const counts = '{ total verified likely unverified outdated }';
    const viaGraphql = await t.gql(
      `query($id: ID) { profile(id: $id) { contactPreview { profileId emails ${counts} phones ${counts} revealed cost costReason label toCheck findsEmail checkedBy revealedBy revealedAt } } }`,
      { id: p.id },
      { token },
    );
    expect(d.contactPreview).toEqual(viaGraphql.body.data.profile.contactPreview);
    expect(d.contactPreview.profileId).toBe(p.id);
    // The flat names of docs/product-spec.md §3, for REST clients.
    expect(d.profileSummary).toBe(d.analysis.professionalJourney.profileSummary);
    expect(d.stability).toBe(d.analysis.insights.stability.value);
    expect(d.mobility).toBe(d.analysis.insights.mobility.value);
    expect(Array.isArray(d.swotAnalysis.strengths)).toBe(true);
    expect(typeof d.roleRecommendations).toBe('string');
    expect(d.keySkillsAndExpertise).toBe(d.analysis.assessment.keySkillsAndExpertise);
  });

  it('accepts URL-safe base64, missing padding, an unencoded "/" and the usual variants of a link', async () => {
    const p = await newProfile(t.ds);
    const bare = p.linkedinLink.replace(/^https:\/\/www\./, '');
    const variants = [
      encodeURIComponent(b64(p.linkedinLink)),
      b64url(p.linkedinLink),
      b64(p.linkedinLink).replace(/=+$/, ''),
      b64(`${p.linkedinLink}/`),
      b64(p.linkedinLink.replace('https://', 'http://')),
      b64(bare),
      b64(`https://${bare}?trk=public_profile`),
      b64(`https://de.${bare}/`),
    ];
    // A standard encoding that holds '/' sent without URL-encoding the segment.
    const withSlash = Array.from({ length: 200 }, (_, i) => b64(`${p.linkedinLink}/?ref=${'?'.repeat(i % 7)}${i}`)).find((s) =>
      s.includes('/'),
    );
    expect(withSlash).toBeDefined();
    variants.push(withSlash!);
    for (const encoded of variants) {
      const r = await t.rest('GET', `/api/profile/id/${encoded}`, undefined, { token });
      expect({ encoded, status: r.status, id: r.body.data?.id }).toEqual({ encoded, status: 200, id: p.id });
    }
  });

  it('opens by id and by LinkedIn username over GraphQL', async () => {
    const p = await newProfile(t.ds);
    const byId = await gqlOpen({ id: p.id });
    const byName = await gqlOpen({ linkedinUsername: p.linkedinUsername });
    expect(byId.id).toBe(p.id);
    expect(byName).toEqual(byId);
    expect(byId.analysis.insights.stability.label).toMatch(/^(Low|Medium|High)$/);
    expect(new Date(byId.analysis.generatedAt).toString()).not.toBe('Invalid Date');
    // Every score and claim names real roles of the profile.
    const roles = new Set(byId.workExperiences.map((w: any) => JSON.stringify([w.title, w.company, w.start, w.end])));
    const i = byId.analysis.insights;
    const evidences = [
      i.stability.evidence,
      i.mobility.evidence,
      byId.analysis.assessment.evidence,
      ...Object.values(i.careerMetrics).map((m: any) => m.evidence),
      ...[...i.swot.strengths, ...i.swot.weaknesses, ...i.swot.opportunities, ...i.swot.threats, ...i.roleRecommendations].map(
        (c: any) => c.evidence,
      ),
    ];
    for (const e of evidences) {
      expect(e.roles.length).toBeGreaterThan(0);
      for (const r of e.roles) expect(roles.has(JSON.stringify([r.title, r.company, r.start, r.end]))).toBe(true);
    }
  });

  it("counts a sample person's experience as of the month their career was drawn up to: header, tenures, analysis and their own words agree", async () => {
    // Seeded sample people in a role now (issue 34: '10 yrs 11 mos' beside their own '9 years' a year after the seed's month).
    const rows: Array<{ id: string; experience_months: number; summary: string }> = await t.ds.query(
      `SELECT id, experience_months, summary FROM profiles WHERE source = 'sample' AND work_experiences->0->>'end' IS NULL ORDER BY id LIMIT 3`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const d = await gqlOpen({ id: row.id });
      const years = wholeYears(row.experience_months);
      expect(d.totalExperienceMonths).toBe(row.experience_months);
      expect(Math.floor(d.totalExperience)).toBe(years);
      if (years >= 1) expect(row.summary).toContain(`with ${yearsText(years)} of experience`);
      expect(d.analysis.referenceMonth).toBe(SAMPLE_CAREERS_UP_TO);
      expect(d.analysis.insights.careerMetrics.totalExperienceMonths.value).toBe(row.experience_months);
      const current = d.workExperiences.find((w: { current: boolean }) => w.current);
      expect(current.months).toBe(monthIndex(SAMPLE_CAREERS_UP_TO) - monthIndex(current.start) + 1);
    }
  });

  it("counts an imported person's experience as of when their facts were last read: the search's years, its check, the card and the profile agree", async () => {
    // Read in May 2024, opened today: their current role is 'present' as of that reading (issue 34: a stored figure that drifted from the card's).
    const suffix = randomUUID().slice(0, 8);
    const company = `Zorvquist Clinic ${suffix}`;
    const record = (extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        id: `nurse-${suffix}`,
        first_name: 'Ilse',
        last_name: `Varnholt${suffix}`,
        job_title: 'registered nurse',
        job_company_name: company,
        location_name: 'toronto, ontario, canada',
        experience: [
          { company: { name: company }, title: { name: 'registered nurse' }, start_date: '2019-06', end_date: null, is_primary: true },
        ],
        ...extra,
      });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'experience-as-of-'));
    const file = (name: string, line: string) => {
      fs.writeFileSync(path.join(dir, name), `${line}\n`);
      return path.join(dir, name);
    };
    const facts = async () =>
      (
        await t.ds.query(
          `SELECT p.id, p.experience_months, s.years FROM profiles p JOIN profile_search s ON s.profile_id = p.id WHERE p.last_name = $1`,
          [`Varnholt${suffix}`],
        )
      )[0] as { id: string; experience_months: number; years: number };
    const agree = async (month: string) => {
      const row = await facts();
      // June 2019 to the month read, both counted.
      expect(row.experience_months).toBe(monthIndex(month) - monthIndex('2019-06') + 1);
      expect(row.years).toBe(wholeYears(row.experience_months));
      const d = await gqlOpen({ id: row.id });
      expect(d.totalExperienceMonths).toBe(row.experience_months);
      expect(d.analysis.referenceMonth).toBe(month);
      const years = wholeYears(row.experience_months);
      for (const [asked, met] of [
        [years, true],
        [years + 1, false],
      ] as const) {
        const found = await t.gql(
          `query S($input: SearchInput!) { searchProfiles(input: $input) { hits { person { id } match { constraints { kind label met detail } } } } }`,
          { input: { type: 'ai', query: `registered nurses at ${company} with ${asked}+ years`, mustHave: ['title'] } },
          { token },
        );
        expect(found.body.errors).toBeUndefined();
        const hit = found.body.data.searchProfiles.hits.find((h: { person: { id: string } }) => h.person.id === row.id);
        expect(hit.match.constraints.find((c: { kind: string }) => c.kind === 'years')).toMatchObject({ met });
      }
    };
    try {
      await runImport(t.ds, {
        file: file('first.jsonl', record()),
        format: 'pdl',
        source: `asof-${suffix}`,
        now: () => new Date('2024-05-10T00:00:00Z'),
      });
      await agree('2024-05');
      // A newer reading of the record (a skill added) counts it again, to when it was read.
      await runImport(t.ds, {
        file: file('second.jsonl', record({ skills: ['triage'] })),
        format: 'pdl',
        source: `asof-${suffix}`,
        now: () => new Date('2025-08-03T00:00:00Z'),
      });
      await agree('2025-08');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows each social network once, whatever its case, with its address', async () => {
    // The same network twice with a different case, as scraped data often has.
    const linkedinUsername = `zorvina-social-${randomUUID()}`;
    const person = await newProfile(t.ds, {
      linkedinUsername,
      socialProfiles: [
        { network: 'linkedin', username: linkedinUsername },
        { network: 'github', username: 'zorvinatestperson' },
        { network: 'LinkedIn', username: linkedinUsername },
        { network: 'GITHUB', username: 'zorvinatestperson' },
      ],
    });
    const p = await gqlOpen({ id: person.id });
    const networks = p.socialProfiles.map((s: { network: string }) => s.network.toLowerCase());
    expect(new Set(networks).size).toBe(networks.length);
    expect(p.socialProfiles.find((s: { network: string }) => s.network.toLowerCase() === 'linkedin')).toMatchObject({
      url: p.linkedinLink,
    });
  });

  it('refuses bad input with a clear message, and answers 404 for an unknown profile', async () => {
    const cases: Array<[string, number, string]> = [
      ['%21%21%21', 400, 'The profile link in the address must be base64-encoded (standard or URL-safe).'],
      ['abcde', 400, 'The profile link in the address must be base64-encoded (standard or URL-safe).'],
      [
        b64('hello world'),
        400,
        'That is not a LinkedIn profile link. Use the address of a profile, such as https://www.linkedin.com/in/jane-doe.',
      ],
      [
        b64('https://www.linkedin.com/company/acme'),
        400,
        'That is not a LinkedIn profile link. Use the address of a profile, such as https://www.linkedin.com/in/jane-doe.',
      ],
      [
        b64('https://evil.example/in/jane'),
        400,
        'That is not a LinkedIn profile link. Use the address of a profile, such as https://www.linkedin.com/in/jane-doe.',
      ],
      [b64('https://www.linkedin.com/in/nobody-here-0000000'), 404, 'Profile not found'],
    ];
    for (const [encoded, status, message] of cases) {
      const r = await t.rest('GET', `/api/profile/id/${encoded}`, undefined, { token });
      const code = status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
      expect({ encoded, status: r.status, body: r.body }).toEqual({ encoded, status, body: { status: 'error', code, message } });
    }

    const p = await newProfile(t.ds);
    const gqlCases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'BAD_USER_INPUT', 'Give the profile id or the LinkedIn username of the profile to open.'],
      [
        { id: p.id, linkedinUsername: p.linkedinUsername },
        'BAD_USER_INPUT',
        'Give either the profile id or the LinkedIn username, not both.',
      ],
      [{ id: 'abc' }, 'BAD_USER_INPUT', 'The profile id must be a number.'],
      [{ id: '-1' }, 'BAD_USER_INPUT', 'The profile id must be a number.'],
      [{ linkedinUsername: 'no spaces allowed' }, 'BAD_USER_INPUT', 'That is not a valid LinkedIn username.'],
      [{ id: '999999999999' }, 'NOT_FOUND', 'Profile not found'],
      [{ linkedinUsername: 'nobody-here-0000000' }, 'NOT_FOUND', 'Profile not found'],
    ];
    for (const [vars, code, message] of gqlCases) {
      const r = await t.gql(OPEN, vars, { token });
      expect({ vars, error: r.body.errors?.[0] }).toMatchObject({ vars, error: { message, extensions: { code } } });
    }
  });

  it("says revealed (REST: isFetched, the spec's name) only once the user has revealed the profile", async () => {
    const p = await newProfile(t.ds);
    expect((await gqlOpen({ id: p.id })).revealed).toBe(false);
    await t.ds.query('INSERT INTO contact_reveals (user_id, profile_id) VALUES ($1, $2)', [userId, p.id]);
    expect((await gqlOpen({ id: p.id })).revealed).toBe(true);
    const rest = await t.rest('GET', `/api/profile/id/${b64url(p.linkedinLink)}`, undefined, { token });
    expect(rest.body.data.isFetched).toBe(true);
    expect(rest.body.data).not.toHaveProperty('revealed');
    // Another user has not revealed it.
    const other = await newUser(t);
    expect((await gqlOpen({ id: p.id }, other.token)).revealed).toBe(false);
  });

  it('opens the profile without the analysis, with a clear message, once the plan has expired; nothing is charged', async () => {
    const p = await newProfile(t.ds);
    const user = await newUser(t);
    const credits = async () => (await t.ds.query('SELECT remaining_credits FROM users WHERE id = $1', [user.id]))[0].remaining_credits;
    const before = await credits();
    expect((await gqlOpen({ id: p.id }, user.token)).analysis).not.toBeNull();

    await t.ds.query(`UPDATE users SET plan_expiry = now() - interval '1 day' WHERE id = $1`, [user.id]);
    const expired = await gqlOpen({ id: p.id }, user.token);
    expect(expired.analysis).toBeNull();
    expect(expired.analysisUnavailable).toBe(
      'Your plan has expired. Renew your plan or buy credits to see the AI analysis of this profile.',
    );
    expect(expired.fullName).toBeTruthy();
    const rest = await t.rest('GET', `/api/profile/id/${b64(p.linkedinLink)}`, undefined, { token: user.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      analysis: null,
      analysisUnavailable: expired.analysisUnavailable,
      stability: null,
      swotAnalysis: null,
    });
    expect(await credits()).toBe(before);
  });

  it('computes the analysis once and reads it from the cache afterwards', async () => {
    const p = await newProfile(t.ds);
    expect(await cacheRows(p.id)).toEqual([]);
    const first = await gqlOpen({ id: p.id });
    const rows = await cacheRows(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ engine: 'rules', engine_version: first.analysis.engineVersion });

    // What the second open shows comes from the stored row.
    await t.ds.query(
      `UPDATE profile_analyses SET result = jsonb_set(result, '{professionalJourney,profileSummary}', '"From the cache."') WHERE profile_id = $1`,
      [p.id],
    );
    const second = await gqlOpen({ linkedinUsername: p.linkedinUsername });
    expect(second.analysis.professionalJourney.profileSummary).toBe('From the cache.');
    expect(second.analysis.generatedAt).toBe(first.analysis.generatedAt);
    expect(await cacheRows(p.id)).toHaveLength(1);
  });

  it('answers 401 without a session, on both transports', async () => {
    const p = await newProfile(t.ds);
    expect((await t.rest('GET', `/api/profile/id/${b64(p.linkedinLink)}`)).status).toBe(401);
    expect((await t.rest('GET', `/api/profile/update/${b64(p.linkedinLink)}`)).status).toBe(401);
    const g = await t.gql(OPEN, { id: p.id });
    expect(g.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const m = await t.gql(REFRESH, { id: p.id });
    expect(m.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.ds.query('SELECT refreshed_at FROM profiles WHERE id = $1', [p.id]))[0].refreshed_at).toBeNull();
  });
});

describe('refreshing a profile', () => {
  it('without a live provider: recomputes the analysis, says there is nothing newer to read, and sets no wait', async () => {
    const p = await newProfile(t.ds);
    await gqlOpen({ id: p.id });
    await t.ds.query(
      `UPDATE profile_analyses SET result = jsonb_set(result, '{professionalJourney,profileSummary}', '"Stale."') WHERE profile_id = $1`,
      [p.id],
    );

    const r = await t.gql(REFRESH, { id: p.id }, { token });
    expect(r.body.errors).toBeUndefined();
    const refreshed = r.body.data.refreshProfile;
    expect(refreshed.id).toBe(p.id);
    expect(refreshed.analysis.professionalJourney.profileSummary).not.toBe('Stale.');
    expect(refreshed.refreshNote).toEqual({
      message:
        'There is no live data provider to re-read this profile from, so it shows what the index holds; its analysis was recomputed.',
      changes: [],
    });
    // Nothing was asked of anyone, so no wait: again at once, over REST, the same answer.
    expect(refreshed.refreshedAt).toBeNull();
    expect(refreshed.nextRefreshAt).toBeNull();
    const rest = await t.rest('GET', `/api/profile/update/${b64(p.linkedinLink)}`, undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'success', message: refreshed.refreshNote.message, data: { id: p.id } });
    expect((await t.ds.query('SELECT refreshed_at FROM profiles WHERE id = $1', [p.id]))[0].refreshed_at).toBeNull();
  });

  it('says a sample person has no source to re-read them from', async () => {
    // One of the seeded index's sample people (a made-up profile must not be marked sample in the shared index).
    const [{ id }] = await t.ds.query(`SELECT id FROM profiles WHERE source = 'sample' ORDER BY id LIMIT 1`);
    const r = await t.gql(REFRESH, { id }, { token });
    expect(r.body.data.refreshProfile.refreshNote.message).toBe(
      'This is a sample person: there is no source to re-read them from. Their analysis was recomputed.',
    );
  });

  it('refuses an unknown or malformed profile', async () => {
    const unknown = await t.gql(REFRESH, { id: '999999999999' }, { token });
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } });
    const bad = await t.gql(REFRESH, { id: 'x1' }, { token });
    expect(bad.body.errors[0]).toMatchObject({ message: 'The profile id must be a number.', extensions: { code: 'BAD_USER_INPUT' } });
    const rest = await t.rest('GET', `/api/profile/update/${b64('not a link')}`, undefined, { token });
    expect(rest.status).toBe(400);
  });

  it("re-reads a provider's profile through its fetchProfile, and gives the hour back when the provider fails", async () => {
    const [ok, failing] = await newProfiles(t.ds, 2);
    const clock = new TestClock();
    const calls: string[] = [];
    let fail = false;
    const source = {
      name: 'local',
      async fetchProfile(username: string) {
        calls.push(username);
        if (fail) throw new Error('provider down');
        return true;
      },
    };
    const service = new ProfileService(t.ds, clock, new AnalysisService(t.ds, clock), 365, source);
    const refreshed = await service.refresh(userId, { id: ok.id });
    expect(calls).toEqual([ok.linkedinUsername]);
    expect(refreshed.refreshedAt).not.toBeNull();

    fail = true;
    const error = await service.refresh(userId, { linkedinUsername: failing.linkedinUsername }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'We could not re-read this profile from its source. Please try again in a few minutes.',
    });
    expect((await t.ds.query('SELECT refreshed_at FROM profiles WHERE id = $1', [failing.id]))[0].refreshed_at).toBeNull();
  });
});
