/** How the profile dialog writes months, periods, durations and experience. */
import {
  evidenceRoleLine,
  experienceLabel,
  metricValueText,
  factSourcesText,
  formatDuration,
  formatMonth,
  formatPeriod,
  initials,
  staleText,
} from '../src/features/people/format';

describe('months and periods', () => {
  it('writes a YYYY-MM month as a short month and year; a year alone stays as it is', () => {
    expect(formatMonth('2021-03')).toBe('Mar 2021');
    expect(formatMonth('2019-12')).toBe('Dec 2019');
    expect(formatMonth('2016')).toBe('2016');
  });

  it('writes a period from its start to its end, or to Present', () => {
    expect(formatPeriod('2018-01', '2020-11')).toBe('Jan 2018 – Nov 2020');
    expect(formatPeriod('2021-03', null, true)).toBe('Mar 2021 – Present');
    expect(formatPeriod('2021-03', null)).toBe('Mar 2021 – Present');
    expect(formatPeriod(null, '2020-11')).toBe('… – Nov 2020');
    expect(formatPeriod(null, null, true)).toBe('Present');
    expect(formatPeriod(null, null)).toBe('');
  });
});

describe('durations', () => {
  it.each([
    [44, '3 yrs 8 mos'],
    [12, '1 yr'],
    [13, '1 yr 1 mo'],
    [24, '2 yrs'],
    [5, '5 mos'],
    [1, '1 mo'],
    [0, '0 mos'],
    [11.6, '1 yr'],
    [-3, '0 mos'],
  ])('%d months read "%s"', (months, text) => {
    expect(formatDuration(months)).toBe(text);
  });
});

describe('total experience', () => {
  it('is written as every duration of a profile is, in years and months', () => {
    expect(experienceLabel(91)).toBe('7 yrs 7 mos experience');
    expect(experienceLabel(48)).toBe('4 yrs experience');
    expect(experienceLabel(0)).toBe('No dated experience');
    expect(experienceLabel(13)).toBe('1 yr 1 mo experience');
  });
});

describe('a person without a picture', () => {
  it('shows the initials of the first and last name, or of the full name', () => {
    expect(initials({ firstName: 'ada', lastName: 'Lovelace', fullName: 'Ada Lovelace' })).toBe('AL');
    expect(initials({ firstName: ' ', lastName: '', fullName: 'Cher' })).toBe('C');
    expect(initials({ firstName: '', lastName: '', fullName: '' })).toBe('?');
  });
});

describe('the evidence of a claim', () => {
  it('names each role as title · company · period, a role without an end as current', () => {
    expect(evidenceRoleLine({ title: 'CPO', company: 'Nimbusguard', start: '2021-06', end: null })).toBe(
      'CPO · Nimbusguard · Jun 2021 – Present',
    );
    expect(evidenceRoleLine({ title: 'PM', company: 'Acme', start: '2017-02', end: '2021-05' })).toBe('PM · Acme · Feb 2017 – May 2021');
    expect(evidenceRoleLine({ title: 'Advisor', company: 'Acme', start: null, end: null })).toBe('Advisor · Acme');
  });
});

describe('factSourcesText', () => {
  it('names one source alone, and each of several with the facts it gave', () => {
    expect(factSourcesText([{ source: 'pdl', fetchedAt: '2026-11-01T00:00:00Z', facts: ['name', 'role'] }])).toEqual([
      'People Data Labs, read Nov 1, 2026',
    ]);
    expect(
      factSourcesText([
        { source: 'crm', fetchedAt: '2026-11-25T12:00:00Z', facts: ['role'] },
        { source: 'pdl', fetchedAt: '2026-11-20T12:00:00Z', facts: ['location', 'experience'] },
      ]),
    ).toEqual(['crm, read Nov 25, 2026: current role', 'People Data Labs, read Nov 20, 2026: location, work history']);
  });
});

describe('staleText', () => {
  it('says since which month a profile out of date was not updated', () => {
    expect(staleText('2025-03-14T10:00:00.000Z')).toBe('Not updated since Mar 2025');
    expect(staleText('2024-12-15T00:00:00.000Z')).toBe('Not updated since Dec 2024');
  });
});

describe('the figures of the career metrics', () => {
  const metric = (value: number, ends: Array<string | null> = []) => ({ value, evidence: { roles: ends.map((end) => ({ end })) } });
  it('are durations and counts when dated', () => {
    expect(metricValueText('totalExperienceMonths', metric(30))).toBe('2 yrs 6 mos');
    expect(metricValueText('employers', metric(0))).toBe('0');
    expect(metricValueText('promotions', metric(2))).toBe('2');
  });

  it('say what is not known instead of 0 months when a file gave the jobs no dates', () => {
    expect(metricValueText('totalExperienceMonths', metric(0))).toBe('No dated experience');
    expect(metricValueText('averageTenureMonths', metric(0))).toBe('No dated experience');
    // The current role held with no start (its evidence: a role without an end), or none at all.
    expect(metricValueText('monthsInCurrentRole', metric(0, [null]))).toBe('Held now, start not given');
    expect(metricValueText('monthsInCurrentRole', metric(0, ['2023-12']))).toBe('No current role');
    expect(metricValueText('monthsInCurrentRole', metric(0))).toBe('No current role');
  });
});
