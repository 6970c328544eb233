import { totalExperienceMonths } from '../analysis/rules/career-facts';
import { toProfileCard, type CardSource } from '../profiles/profile-card';
import { profileSearchRow } from '../profiles/profile-search-row';
import { toResultMatch } from './result-match';
import { emptyQuery } from './structured-query';

/**
 * The years check of a card (issue 34): it states the whole years the search decided on, which are
 * the card's own figure in completed years (docs/decisions.md, "Search results": years of experience).
 */

const NOW = new Date('2026-03-20T12:00:00Z');

/** A person read from a source, in one role since Feb 2021: 5 years 2 months by March 2026, or `months` stored. */
function person(months: number): CardSource & Parameters<typeof profileSearchRow>[0] {
  return {
    id: '7',
    linkedinUsername: 'ada-lovelace',
    linkedinLink: 'https://www.linkedin.com/in/ada-lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profilePicture: null,
    headline: 'Backend Engineer at Finly',
    summary: 'Backend engineer.',
    city: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    currentTitle: 'Backend Engineer',
    currentCompanyId: null,
    currentCompany: 'Finly',
    seniority: 1,
    jobFunction: 'engineering',
    industry: 'fintech',
    experienceMonths: months,
    skills: ['Go'],
    workExperiences: [{ title: 'Backend Engineer', company: 'Finly', start: '2021-02', end: null }],
    academicCredentials: [],
    source: 'feed',
    refreshedAt: null,
    newestFetchedAt: NOW,
    createdAt: NOW,
  };
}

/** The card's years check for a search of `yearsMin`+ years, met as the engine decides it (profile_search.years >= yearsMin). */
function yearsCheck(p: ReturnType<typeof person>, yearsMin: number, yearsMax: number | null = null) {
  const years = profileSearchRow(p).years;
  const met = years >= yearsMin && (yearsMax === null || years <= yearsMax);
  const q = { ...emptyQuery(), yearsMin, yearsMax };
  const checked = {
    exact: met,
    checks: [{ kind: 'years' as const, value: `${yearsMin}-${yearsMax ?? ''}`, required: true, met, grade: met ? 1 : 0 }],
  };
  const [check] = toResultMatch(q, checked, p, { companyNames: new Map() }).constraints;
  return check;
}

describe('the years check on a card', () => {
  it('5 years 1 month meets "5+ years" and says 5 years', () => {
    expect(yearsCheck(person(61), 5)).toEqual({
      kind: 'years',
      label: '5+ years',
      met: true,
      near: false,
      required: true,
      detail: '5 years',
    });
  });

  it('4 years 11 months misses "5+ years" and says 4 years; 5 years 11 months misses "6+ years" and says 5 years', () => {
    expect(yearsCheck(person(59), 5)).toMatchObject({ label: '5+ years', met: false, detail: '4 years' });
    expect(yearsCheck(person(71), 6)).toMatchObject({ label: '6+ years', met: false, detail: '5 years' });
    expect(yearsCheck(person(71), 3, 5)).toMatchObject({ label: '3–5 years', met: true, detail: '5 years' });
    expect(yearsCheck(person(12), 2)).toMatchObject({ met: false, detail: '1 year' });
  });

  it('states the figure of the card it is on, in whole years', () => {
    // Written this month, the stored months are the card's: Feb 2021 .. Mar 2026, both months counted.
    const months = totalExperienceMonths(person(0).workExperiences, NOW);
    expect(months).toBe(62);
    const p = person(months);
    const card = toProfileCard(p, { now: NOW, staleDays: 180 });
    expect(card.totalExperienceMonths).toBe(62);
    expect(card.totalExperience).toBe(5.2);
    expect(yearsCheck(p, 5)).toMatchObject({ met: true, detail: '5 years' });
    expect(yearsCheck(p, 6)).toMatchObject({ met: false, detail: '5 years' });
  });
});
