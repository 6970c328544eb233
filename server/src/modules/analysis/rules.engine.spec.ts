import { generateCompanies } from '../../seed/companies';
import { generateProfile } from '../../seed/generator';
import { AS_OF, evidenceIn, FLAT, isRealRole, KEYED, LONG } from '../../../test/analysis.fixtures';
import { labelFor, ProfileAnalysisSchema, type ProfileAnalysis } from './analysis.types';
import { analyseWithRules, RulesEngine } from './rules.engine';
import { totalExperienceMonths } from './rules/career-facts';
import { nextRungTitle, seniorityOf } from './seniority';

/** Every score and claim has evidence, and every role it names is one of the profile's roles. */
/** Every score and claim has evidence, naming only real roles; the problems found, all in one expect (hundreds of matcher calls per analysis are slow). */
function expectEvidenceOnRealRoles(a: ProfileAnalysis) {
  const roles = a.professionalJourney.workExperiences;
  const problems: object[] = [];
  for (const { where, evidence } of evidenceIn(a)) {
    if (roles.length > 0 && evidence.roles.length === 0) problems.push({ where, problem: 'no roles as evidence' });
    for (const ref of evidence.roles) if (!isRealRole(ref, roles)) problems.push({ where, ref, problem: 'not a role of the profile' });
    if (evidence.from && evidence.to && !(evidence.from <= evidence.to)) problems.push({ where, from: evidence.from, to: evidence.to });
  }
  expect(problems).toEqual([]);
}

describe('the rules engine', () => {
  it('gives the same analysis for the flat and the keyed work-experience shape', () => {
    const flat = analyseWithRules(FLAT, AS_OF);
    const keyed = analyseWithRules(KEYED, AS_OF);
    expect(keyed).toEqual(flat);
    expect(ProfileAnalysisSchema.parse(flat)).toEqual(flat);
  });

  it('computes the career metrics of the fixture', () => {
    const a = analyseWithRules(FLAT, AS_OF);
    const m = a.insights.careerMetrics;
    // Sep 2016 .. Oct 2025, both months counted, no gaps.
    expect(m.totalExperienceMonths.value).toBe(110);
    expect(m.employers.value).toBe(2);
    // Paystream Sep 2016 - Feb 2020 (42), Northpeak Mar 2020 - Oct 2025 (68).
    expect(m.averageTenureMonths.value).toBe(55);
    // Junior -> Backend (Paystream), Backend -> Senior (Northpeak).
    expect(m.promotions.value).toBe(2);
    expect(m.promotions.evidence.roles.map((r) => `${r.title} @ ${r.company}`)).toEqual([
      'Senior Backend Engineer @ Northpeak',
      'Backend Engineer @ Northpeak',
      'Backend Engineer @ Paystream',
      'Junior Backend Engineer @ Paystream',
    ]);
    expect(m.monthsInCurrentRole.value).toBe(46); // Jan 2022 .. Oct 2025
    expect(a.referenceMonth).toBe('2025-10');
    expect(a.engine).toBe('rules');
  });

  it('scores stability and mobility from 1 to 10 with a matching label, an explanation and evidence', () => {
    const a = analyseWithRules(FLAT, AS_OF);
    for (const score of [a.insights.stability, a.insights.mobility]) {
      expect(Number.isInteger(score.value)).toBe(true);
      expect(score.value).toBeGreaterThanOrEqual(1);
      expect(score.value).toBeLessThanOrEqual(10);
      expect(score.label).toBe(labelFor(score.value));
      expect(score.explanation).toMatch(/^[A-Z].*\.$/);
      expect(score.evidence.roles.length).toBeGreaterThan(0);
    }
    // 55 months per employer, one move in 5 years, 68 months at Northpeak: a stable career.
    expect(a.insights.stability.label).toBe('High');
  });

  it('recommends the next rung of the ladder and reads seniority from the vocabulary', () => {
    const a = analyseWithRules(FLAT, AS_OF);
    expect(a.insights.roleRecommendations[0].text).toMatch(
      /^(Staff|Lead|Principal) Backend Engineer: the next step up from Senior Backend Engineer/,
    );
    expect(seniorityOf('Senior Backend Engineer')).toMatchObject({ key: 'senior', function: 'engineering', specialisation: 'Backend' });
    expect(seniorityOf('Head of Growth Marketing')).toMatchObject({ key: 'director' });
    expect(seniorityOf('Chief Wizard')).toMatchObject({ key: 'executive', function: null });
    expect(seniorityOf('Barista')).toMatchObject({ key: 'mid', function: null });
    expect(nextRungTitle(seniorityOf('CTO')!)).toBeNull();
  });

  it('keeps the display limits: at most 3 companies from at most the first 9 roles, at most 12 key skills', () => {
    const a = analyseWithRules(LONG, AS_OF);
    const p = a.insights.progression;
    expect(p.map((c) => c.company)).toEqual(['Orbit', 'Kite', 'Lumen']);
    expect(p.map((c) => c.roles.map((r) => r.title))).toEqual([
      ['VP of Engineering', 'Director of Engineering'],
      ['Engineering Manager', 'Staff Backend Engineer'],
      ['Senior Backend Engineer', 'Backend Engineer'],
    ]);
    expect(p[0]).toMatchObject({ current: true, end: null, start: '2021-01' });

    // Ten roles at one employer, then others: only the first 9 roles count.
    const tenAtOne = {
      firstName: 'Sam',
      lastName: 'Lee',
      skills: Array.from({ length: 20 }, (_, i) => `Skill ${i}`),
      workExperiences: [
        ...Array.from({ length: 10 }, (_, i) => ({
          title: `Role ${10 - i}`,
          company: 'Orbit',
          start: `${2015 + (9 - i)}-01`,
          end: i === 0 ? null : `${2015 + (9 - i)}-12`,
        })),
        { title: 'Engineer', company: 'Kite', start: '2010-01', end: '2014-12' },
      ],
    };
    const b = analyseWithRules(tenAtOne, AS_OF);
    expect(b.insights.progression).toHaveLength(1);
    expect(b.insights.progression[0].roles).toHaveLength(9);
    expect(b.assessment.keySkills).toHaveLength(12);
  });

  it('puts evidence on every score and claim, naming only real roles', () => {
    for (const subject of [FLAT, KEYED, LONG]) expectEvidenceOnRealRoles(analyseWithRules(subject, AS_OF));
  });

  it('holds on generated profiles: valid shape, limits, evidence on real roles', () => {
    const companies = generateCompanies(42);
    for (let i = 0; i < 300; i++) {
      const profile = generateProfile(42, i, companies).profile;
      const a = analyseWithRules(profile, AS_OF);
      expect(ProfileAnalysisSchema.safeParse(a).success).toBe(true);
      expect(a.insights.progression.length).toBeLessThanOrEqual(3);
      expect(a.insights.progression.flatMap((c) => c.roles).length).toBeLessThanOrEqual(9);
      expectEvidenceOnRealRoles(a);
      const swot = a.insights.swot;
      expect([swot.strengths, swot.weaknesses, swot.opportunities, swot.threats].every((part) => part.length > 0)).toBe(true);
    }
  });

  it('never shows an empty SWOT part: where the evidence gives none, it says what the profile leaves unknown', () => {
    const none = analyseWithRules({ firstName: 'No', lastName: 'Roles', workExperiences: [] }, AS_OF).insights.swot;
    for (const part of [none.strengths, none.weaknesses, none.opportunities, none.threats]) {
      expect(part).toHaveLength(1);
      expect(part[0].text).toMatch(/^Unknown: .*\(no dated role\)/);
    }
    // A steady career with nothing against it: the found claims stay, the empty part names the unknowns.
    const a = analyseWithRules(FLAT, AS_OF).insights.swot;
    expect(a.strengths.some((c) => c.text.startsWith('Unknown:'))).toBe(false);
    expect(a.weaknesses.map((c) => c.text)).toEqual([
      'Unknown: no gap, short stay or stalled role shows in the record (4 dated roles since Sep 2016). Performance, the reasons for each move and references are not in the profile; ask about them.',
    ]);
    expect(a.weaknesses[0].evidence.roles).toHaveLength(4);
  });

  it('is deterministic: the same profile and date give the same analysis', async () => {
    const engine = new RulesEngine();
    const first = await engine.analyse(LONG, AS_OF);
    const second = await engine.analyse(structuredClone(LONG), new Date(AS_OF));
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    // Another month moves durations of current roles on.
    const later = await engine.analyse(LONG, new Date('2026-04-01T00:00:00Z'));
    expect(later.insights.careerMetrics.monthsInCurrentRole.value).toBe(first.insights.careerMetrics.monthsInCurrentRole.value + 6);
  });

  it('answers a profile without work experience with neutral scores', () => {
    const a = analyseWithRules({ firstName: 'No', lastName: 'Roles', workExperiences: [] }, AS_OF);
    expect(ProfileAnalysisSchema.safeParse(a).success).toBe(true);
    expect(a.insights.stability).toMatchObject({ value: 5, label: 'Medium' });
    expect(a.insights.progression).toEqual([]);
    expect(a.professionalJourney.profileSummary).toBe('No Roles lists no work experience.');
  });

  it('says a job without a title by its company (imported files often give none)', () => {
    const now = { title: '', company: 'Acme', start: '2024-03', end: null };
    const before = { title: '', company: 'Loopmill', start: '2019-01', end: '2023-12' };
    const current = analyseWithRules({ firstName: 'Ann', lastName: 'Lee', workExperiences: [now] }, AS_OF).professionalJourney
      .profileSummary;
    expect(current).toMatch(/^Ann Lee works at Acme, since Mar 2024 \(/);
    const past = analyseWithRules({ firstName: 'Ann', lastName: 'Lee', workExperiences: [before] }, AS_OF).professionalJourney
      .profileSummary;
    expect(past).toMatch(/^Ann Lee most recently worked at Loopmill, until Dec 2023\./);
  });

  it('never calls a job without a title "a role" after as, is or has been: it is said by its company', () => {
    const untitled = (start: string) => ({ title: '', company: 'Acme', start, end: null });
    const before = { title: 'Sourcer', company: 'Loopmill', start: '2015-01', end: '2019-12' };
    // Every length of the current job the rules phrase differently: under 1, 2 and 4 years, then 6 and more.
    for (const start of ['2025-06', '2024-06', '2022-06', '2020-06', '2018-06']) {
      const a = analyseWithRules({ firstName: 'Ann', lastName: 'Lee', workExperiences: [before, untitled(start)] }, AS_OF);
      const text = JSON.stringify(a);
      expect({ start, wrong: text.match(/(as|is|been|currently|settled) a role at/g) }).toEqual({ start, wrong: null });
      expect(text).toMatch(
        /(at Acme, since|been at Acme for|settled at Acme after|started at Acme only|Started at Acme only|currently at Acme)/,
      );
    }
    const a = analyseWithRules({ firstName: 'Ann', lastName: 'Lee', workExperiences: [before, untitled('2024-03')] }, AS_OF);
    expect(a.insights.careerMetrics.monthsInCurrentRole.explanation).toMatch(/^\d.* at Acme, since Mar 2024\.$/);
  });

  it('says a current job an import gave without dates is current, without a since', () => {
    const now = { title: 'Recruiter', company: 'Acme', start: '', end: null };
    const before = { title: 'Sourcer', company: 'Loopmill', start: '2019-01', end: '2023-12' };
    const a = analyseWithRules({ firstName: 'Ann', lastName: 'Lee', workExperiences: [before, now] }, AS_OF);
    expect(a.professionalJourney.profileSummary).toMatch(/^Ann Lee is (a )?Recruiter at Acme\. /);
    expect(a.professionalJourney.profileSummary).toContain('Before that: Sourcer at Loopmill (5 yrs)');
    expect(a.assessment.keySkillsAndExpertise).toContain('currently Recruiter at Acme');
    expect(a.insights.careerMetrics.monthsInCurrentRole.explanation).toBe('Recruiter at Acme now, since a date not given.');
  });

  it('takes a job that starts after today for one taken, not begun: in no count, tenure or promotion', () => {
    // AS_OF is October 2025: the new job starts in March 2026, the last one ended in September 2025.
    const next = { title: 'Head of Sales', company: 'Future Co', start: '2026-03', end: null };
    const now = { title: 'Sales Manager', company: 'Now Co', start: '2020-01', end: '2025-09' };
    const a = analyseWithRules({ firstName: 'Dee', lastName: 'Moss', workExperiences: [next, now] }, AS_OF);
    expect(a.professionalJourney.profileSummary).toMatch(
      /^Dee Moss was most recently Sales Manager at Now Co, until Sep 2025\. Starts as Head of Sales at Future Co in Mar 2026\. 5 yrs 9 mos of experience across 1 employer\./,
    );
    expect(a.insights.careerMetrics.promotions.value).toBe(0);
    expect(a.insights.careerMetrics.monthsInCurrentRole.explanation).toMatch(
      /^No current role is listed; the latest is Sales Manager at Now Co/,
    );
    expect(a.insights.progression.map((p) => p.company)).toEqual(['Now Co']);
    expect(JSON.stringify(a)).not.toMatch(/since Mar 2026|Started as Head of Sales|Promoted to Head of Sales/);
    expect(totalExperienceMonths([next, now], AS_OF)).toBe(69);
    const onlyNext = analyseWithRules({ firstName: 'Dee', lastName: 'Moss', workExperiences: [next] }, AS_OF);
    expect(onlyNext.professionalJourney.profileSummary).toBe('Dee Moss starts as Head of Sales at Future Co in Mar 2026.');
  });

  it('judges nothing by how long an undated current job has lasted: it is not known, not 0 months', () => {
    const before = { title: 'Sourcer', company: 'Loopmill', start: '2019-01', end: '2023-12' };
    for (const title of ['Recruiter', '']) {
      const now = { title, company: 'Acme', start: '', end: null };
      const a = analyseWithRules({ firstName: 'Ann', lastName: 'Lee', workExperiences: [before, now] }, AS_OF);
      const text = JSON.stringify(a);
      expect({ title, zero: text.match(/[^."]*\b0 mos\b[^."]*/g) }).toEqual({ title, zero: null });
      expect(a.insights.mobility.explanation).toMatch(
        new RegExp(`^Is ${title ? 'Recruiter at Acme' : 'at Acme'} now, since a date not given`),
      );
    }
    const untitled = analyseWithRules(
      { firstName: 'Ann', lastName: 'Lee', workExperiences: [{ title: '', company: 'Acme', start: '', end: null }] },
      AS_OF,
    );
    expect(untitled.insights.careerMetrics.monthsInCurrentRole.explanation).toBe('At Acme now, since a date not given.');
    expect(untitled.insights.careerMetrics.averageTenureMonths.explanation).toBe('No dates are given for the time at the employer.');
    expect(JSON.stringify(untitled)).not.toMatch(/\b0 mos\b/);
  });
});
