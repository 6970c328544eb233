import assert from 'node:assert/strict';
import { wholeYears, yearsText } from '../modules/analysis/months';
import { analyseWithRules } from '../modules/analysis/rules.engine';
import { totalExperienceMonths } from '../modules/analysis/rules/career-facts';
import { toProfileCard } from '../modules/profiles/profile-card';
import { experienceAsOf, SAMPLE_CAREERS_UP_TO } from '../modules/profiles/profile-facts';
import { toResultMatch } from '../modules/search/result-match';
import { emptyQuery } from '../modules/search/structured-query';
import { monthString, REF } from './calendar';
import { generateCompanies } from './companies';
import { generateProfile, type GeneratedProfile } from './generator';

/**
 * Years computed one way everywhere (issue 34; docs/decisions.md, "Search results": years of
 * experience): for a generated person, the months stored (what the search filters on), the card's
 * years check, the card and the profile's figure, and the years their own summary states are one
 * figure, on any day the sample is looked at. Checked with node:assert: thousands of profiles
 * times a few checks.
 */

const SEED = 42;
const N = 3000;
const companies = generateCompanies(SEED);
const DRAWN_UP_TO = new Date(`${SAMPLE_CAREERS_UP_TO}-15T00:00:00Z`);
/** Days the sample is looked at: the month it was drawn up to, a year on (as when issue 34 was seen), years on. */
const DAYS = [DRAWN_UP_TO, new Date('2026-11-28T10:00:00Z'), new Date('2031-06-01T00:00:00Z')];
const SUMMARY_YEARS = /\bwith (\d+) years? of experience\b/;

/** The years check of the card for `yearsMin`+ years, met as the engine decides it (profile_search.years). */
function yearsCheck(g: GeneratedProfile, card: Parameters<typeof toResultMatch>[2], yearsMin: number) {
  const met = g.search.years >= yearsMin;
  const checked = { exact: met, checks: [{ kind: 'years' as const, value: `${yearsMin}-`, required: true, met, grade: met ? 1 : 0 }] };
  return toResultMatch({ ...emptyQuery(), yearsMin }, checked, card, { companyNames: new Map() }).constraints[0];
}

describe('years of experience of generated people', () => {
  it('the generator counts the years as of the month their careers were drawn up to', () => {
    expect(monthString(REF)).toBe(SAMPLE_CAREERS_UP_TO);
    for (const now of DAYS) expect(experienceAsOf({ source: 'sample' }, now).toISOString().slice(0, 7)).toBe(SAMPLE_CAREERS_UP_TO);
    // Someone read from a source is counted as of now.
    expect(experienceAsOf({ source: 'feed' }, DAYS[1])).toBe(DAYS[1]);
  });

  it('their summary, the card, its years check, the filter and floor(experienceMonths / 12) agree', () => {
    let stated = 0;
    for (let i = 0; i < N; i++) {
      const g = generateProfile(SEED, i, companies);
      const p = g.profile;
      const at = `profile ${p.id}`;
      const months = p.experienceMonths;
      const years = Math.floor(months / 12);
      assert.equal(wholeYears(months), years);
      // The months stored are the one rule's over the history as written.
      assert.equal(months, totalExperienceMonths(p.workExperiences, DRAWN_UP_TO), `${at}: stored months`);
      // The search filters on the same whole years.
      assert.equal(g.search.years, years, `${at}: profile_search.years`);
      // Their own words state them (everyone with a year or more says how many).
      const said = SUMMARY_YEARS.exec(p.summary);
      if (years >= 1) assert.ok(said, `${at}: no years in "${p.summary}"`);
      if (said) {
        stated++;
        assert.equal(Number(said[1]), years, `${at}: "${p.summary}" for ${months} months`);
        assert.ok(p.summary.includes(`with ${yearsText(years)} of`), `${at}: "${p.summary}"`);
      }
      for (const now of DAYS) {
        const stored = { ...p, refreshedAt: null, newestFetchedAt: null, createdAt: now };
        const card = toProfileCard(stored, { now, staleDays: 180 });
        assert.equal(card.totalExperienceMonths, months, `${at}: the card's months on ${now.toISOString()}`);
        assert.equal(Math.floor(card.totalExperience), years, `${at}: the card's years on ${now.toISOString()}`);
        // '✓ N+ years (N years)' and '✗ N+1+ years (N years)': the years of the card and of the summary.
        const meets = yearsCheck(g, stored, years);
        assert.equal(meets.met, true, `${at}: ${years}+ years`);
        assert.equal(meets.detail, yearsText(years));
        const misses = yearsCheck(g, stored, years + 1);
        assert.equal(misses.met, false, `${at}: ${years + 1}+ years`);
        assert.equal(misses.detail, yearsText(years));
      }
    }
    expect(stated).toBeGreaterThan(N * 0.9);
  });

  it("the profile's analysis, as of the month the career was drawn up to, has the same months", () => {
    for (let i = 0; i < 200; i++) {
      const p = generateProfile(SEED, i, companies).profile;
      const a = analyseWithRules(p, experienceAsOf(p, DAYS[1]));
      assert.equal(a.referenceMonth, SAMPLE_CAREERS_UP_TO);
      assert.equal(a.insights.careerMetrics.totalExperienceMonths.value, p.experienceMonths, `profile ${p.id}`);
    }
  });
});
