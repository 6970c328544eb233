import { normaliseAcademicCredentials, normaliseDegrees, normaliseWorkExperiences, oneSpaced, parseDate, parseTenure } from './normalise';

describe('parseTenure', () => {
  it.each([
    ['Jan 2020 - Present', { start: { year: 2020, month: 1 }, end: null, current: true }],
    ['2019 - 2021', { start: { year: 2019, month: null }, end: { year: 2021, month: null }, current: false }],
    ['2018-03 – 2020-11', { start: { year: 2018, month: 3 }, end: { year: 2020, month: 11 }, current: false }],
    ['2018-03 - 2020-11', { start: { year: 2018, month: 3 }, end: { year: 2020, month: 11 }, current: false }],
    ['September 2017 — March 2019', { start: { year: 2017, month: 9 }, end: { year: 2019, month: 3 }, current: false }],
    ['Sept. 2017 to current', { start: { year: 2017, month: 9 }, end: null, current: true }],
    ['03/2016 - 11/2018', { start: { year: 2016, month: 3 }, end: { year: 2018, month: 11 }, current: false }],
    ['May 2021 – Present · 3 yrs 8 mos', { start: { year: 2021, month: 5 }, end: null, current: true }],
    ['2019-2021', { start: { year: 2019, month: null }, end: { year: 2021, month: null }, current: false }],
    ['', { start: null, end: null, current: false }],
    ['a while ago', { start: null, end: null, current: false }],
  ])('reads %j', (text, expected) => {
    expect(parseTenure(text)).toEqual(expected);
  });
});

describe('parseDate', () => {
  // 'YYYY-MM' and '' are read without the tenure parser: as it reads them, valid or not.
  it.each([
    '2019-03',
    '2019-12',
    '1900-01',
    '2200-12',
    '2019-13',
    '2019-00',
    '1899-05',
    '2201-01',
    '2019-3',
    '2019-03-15',
    ' 2019-03',
    '2019-03 ',
    '2019',
    '1850',
    '',
    ' ',
    'Mar 2019',
    'present',
  ])('reads %j as parseTenure reads it', (raw) => {
    expect(parseDate(raw)).toEqual(parseTenure(raw).start);
  });

  it('reads numbers as their digits', () => {
    expect(parseDate(2019)).toEqual({ year: 2019, month: null });
    expect(parseDate(201903)).toEqual(parseTenure('201903').start);
    expect(parseDate(null)).toBeNull();
  });
});

describe('oneSpaced', () => {
  it.each(['', ' ', 'a', 'a b', ' a b ', 'a  b', 'a\tb', 'a\nb', 'a \n b', '\u00a0a\u00a0', 'a\u2003b', 'line one\r\nline two', 'x '])(
    '%j is single-spaced and trimmed',
    (s) => {
      expect(oneSpaced(s)).toBe(s.replace(/\s+/g, ' ').trim());
    },
  );
});

describe('normaliseWorkExperiences', () => {
  const flat = [
    {
      title: 'Senior Backend Engineer',
      company: 'Northpeak',
      tenure: 'Jan 2020 - Present',
      location: 'Berlin, Germany',
      summary: 'Built the payments API.',
    },
    { title: 'Backend Engineer', company: 'Paystream', tenure: '2018-03 – 2019-12', location: 'Berlin, Germany', summary: null },
    { title: 'Junior Backend Engineer', company: 'Paystream', tenure: '2016 - 2018', location: null },
  ];
  const keyed = {
    Paystream: [
      { title: 'Junior Backend Engineer', tenure: '2016 - 2018', summary: '', location: '', industry: 'Fintech' },
      { title: 'Backend Engineer', tenure: 'Mar 2018 - Dec 2019', summary: null, location: 'Berlin, Germany', industry: 'Fintech' },
    ],
    Northpeak: [
      {
        title: 'Senior Backend Engineer',
        tenure: 'Jan 2020 - Present',
        summary: 'Built the payments API.',
        location: 'Berlin, Germany',
        industry: 'SaaS',
      },
    ],
  };

  it('reads the flat shape with tenure strings, newest first', () => {
    const roles = normaliseWorkExperiences(flat);
    expect(roles.map((r) => [r.title, r.company, r.start, r.end, r.current])).toEqual([
      ['Senior Backend Engineer', 'Northpeak', '2020-01', null, true],
      ['Backend Engineer', 'Paystream', '2018-03', '2019-12', false],
      ['Junior Backend Engineer', 'Paystream', '2016-01', '2018-12', false],
    ]);
    expect(roles[2].location).toBeNull();
  });

  it('reads the shape keyed by company into the same roles, sorted newest first', () => {
    const roles = normaliseWorkExperiences(keyed);
    expect(roles.map((r) => [r.title, r.company, r.start, r.end, r.current])).toEqual([
      ['Senior Backend Engineer', 'Northpeak', '2020-01', null, true],
      ['Backend Engineer', 'Paystream', '2018-03', '2019-12', false],
      ['Junior Backend Engineer', 'Paystream', '2016-01', '2018-12', false],
    ]);
    expect(roles[0].industry).toBe('SaaS');
    expect(roles[2].summary).toBeNull(); // empty strings read as absent
  });

  it('reads the stored shape (start/end months, end null while current)', () => {
    const roles = normaliseWorkExperiences([
      {
        title: 'Staff Engineer',
        company: 'Acme',
        companyDomain: 'acme.io',
        industry: 'SaaS',
        location: 'Paris, France',
        start: '2021-05',
        end: null,
        summary: null,
      },
      { title: 'Engineer', company: 'Beta', start: '2017-02', end: '2021-04' },
    ]);
    expect(roles[0]).toEqual({
      title: 'Staff Engineer',
      company: 'Acme',
      companyDomain: 'acme.io',
      industry: 'SaaS',
      location: 'Paris, France',
      start: '2021-05',
      end: null,
      current: true,
      summary: null,
    });
    expect(roles[1]).toMatchObject({ start: '2017-02', end: '2021-04', current: false });
  });

  it('survives odd input: non-lists, non-objects, roles without dates, an end before the start', () => {
    expect(normaliseWorkExperiences(null)).toEqual([]);
    expect(normaliseWorkExperiences('x')).toEqual([]);
    expect(normaliseWorkExperiences([1, null, {}, { title: '  ' }])).toEqual([]);
    const roles = normaliseWorkExperiences([
      { title: 'Advisor', company: 'X', tenure: 'sometime' },
      { title: 'CEO', company: 'Y', start: '2020-05', end: '2019-01' },
    ]);
    expect(roles.map((r) => r.title)).toEqual(['CEO', 'Advisor']); // undated last
    expect(roles[0]).toMatchObject({ start: '2020-05', end: null });
    expect(roles[1]).toMatchObject({ start: null, end: null, current: false });
  });

  it('reads a stored role without a start whose end is null as current, as the card does (an import that gave no dates)', () => {
    const roles = normaliseWorkExperiences([
      { title: 'Sourcer', company: 'Loopmill', start: '2019-01', end: '2021-06' },
      { title: 'Recruiter', company: 'Acme', start: '', end: null },
      { title: 'Advisor', company: 'Y' },
    ]);
    expect(roles.map((r) => [r.title, r.current])).toEqual([
      ['Recruiter', true],
      ['Sourcer', false],
      ['Advisor', false],
    ]);
  });
});

describe('academic credentials', () => {
  it('makes a degree written as a string or as a list a list', () => {
    expect(normaliseDegrees('MSc')).toEqual(['MSc']);
    expect(normaliseDegrees(['BSc', ' MSc ', ''])).toEqual(['BSc', 'MSc']);
    expect(normaliseDegrees(undefined)).toEqual([]);
  });

  it('reads credentials with start/end or a tenure, keeping the precision given', () => {
    const out = normaliseAcademicCredentials([
      {
        school: 'ETH Zurich',
        degree: ['BSc', 'MSc'],
        field: 'Computer Science',
        start: '2010',
        end: '2015',
        location: 'Switzerland',
        summary: null,
      },
      { school: 'INSEAD', degree: 'MBA', tenure: 'Sep 2019 - Jun 2020' },
      { degree: 'PhD' },
      { school: '' },
    ]);
    expect(out).toEqual([
      {
        school: 'ETH Zurich',
        degrees: ['BSc', 'MSc'],
        field: 'Computer Science',
        start: '2010',
        end: '2015',
        location: 'Switzerland',
        summary: null,
      },
      { school: 'INSEAD', degrees: ['MBA'], field: null, start: '2019-09', end: '2020-06', location: null, summary: null },
      { school: '', degrees: ['PhD'], field: null, start: null, end: null, location: null, summary: null },
    ]);
  });
});
