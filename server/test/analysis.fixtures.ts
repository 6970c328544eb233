import type { AnalysisSubject, Evidence, NormalisedWorkExperience, ProfileAnalysis } from '../src/modules/analysis/analysis.types';

/** Profiles for the analysis tests: one career written in both work-experience shapes of docs/product-spec.md §3. */

export const AS_OF = new Date('2025-10-15T12:00:00Z');

const base = {
  firstName: 'Ada',
  lastName: 'Okafor',
  headline: 'Senior Backend Engineer at Northpeak',
  summary: 'Backend engineer who likes payments.',
  skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Kafka', 'Python'],
  academicCredentials: [
    {
      school: 'TU Berlin',
      degree: ['BSc', 'MSc'],
      field: 'Computer Science',
      start: '2010',
      end: '2015',
      location: 'Germany',
      summary: null,
    },
  ],
};

/** The flat list, with tenure strings. */
export const FLAT: AnalysisSubject = {
  ...base,
  workExperiences: [
    {
      title: 'Senior Backend Engineer',
      company: 'Northpeak',
      tenure: 'Jan 2022 - Present',
      location: 'Berlin, Germany',
      industry: 'SaaS',
      summary: 'Runs the Go services on Kubernetes.',
    },
    {
      title: 'Backend Engineer',
      company: 'Northpeak',
      tenure: 'Mar 2020 - Dec 2021',
      location: 'Berlin, Germany',
      industry: 'SaaS',
      summary: null,
    },
    {
      title: 'Backend Engineer',
      company: 'Paystream',
      tenure: '2018-01 – 2020-02',
      location: 'Berlin, Germany',
      industry: 'Fintech',
      summary: 'Payments API in Go and PostgreSQL.',
    },
    {
      title: 'Junior Backend Engineer',
      company: 'Paystream',
      tenure: '2016-09 – 2017-12',
      location: 'Berlin, Germany',
      industry: 'Fintech',
      summary: null,
    },
  ],
};

/** The same career keyed by company. */
export const KEYED: AnalysisSubject = {
  ...base,
  workExperiences: {
    Paystream: [
      { title: 'Junior Backend Engineer', tenure: 'Sep 2016 - Dec 2017', location: 'Berlin, Germany', industry: 'Fintech', summary: null },
      {
        title: 'Backend Engineer',
        tenure: 'Jan 2018 - Feb 2020',
        location: 'Berlin, Germany',
        industry: 'Fintech',
        summary: 'Payments API in Go and PostgreSQL.',
      },
    ],
    Northpeak: [
      { title: 'Backend Engineer', tenure: 'Mar 2020 - Dec 2021', location: 'Berlin, Germany', industry: 'SaaS', summary: null },
      {
        title: 'Senior Backend Engineer',
        tenure: 'Jan 2022 - Present',
        location: 'Berlin, Germany',
        industry: 'SaaS',
        summary: 'Runs the Go services on Kubernetes.',
      },
    ],
  },
};

/** A long career: 12 roles at 6 companies, newest first, for the display limits. */
export const LONG: AnalysisSubject = {
  firstName: 'Lena',
  lastName: 'Brandt',
  skills: ['Leadership'],
  workExperiences: [
    ['VP of Engineering', 'Orbit', '2023-01', null],
    ['Director of Engineering', 'Orbit', '2021-01', '2022-12'],
    ['Engineering Manager', 'Kite', '2019-06', '2020-12'],
    ['Staff Backend Engineer', 'Kite', '2018-01', '2019-05'],
    ['Senior Backend Engineer', 'Lumen', '2016-01', '2017-12'],
    ['Backend Engineer', 'Lumen', '2014-06', '2015-12'],
    ['Backend Engineer', 'Delta', '2013-01', '2014-05'],
    ['Junior Backend Engineer', 'Delta', '2012-01', '2012-12'],
    ['Junior Backend Engineer', 'Echo', '2011-01', '2011-12'],
    ['Intern', 'Foxtrot', '2010-06', '2010-12'],
    ['Intern', 'Foxtrot', '2010-01', '2010-05'],
    ['Intern', 'Golf', '2009-06', '2009-12'],
  ].map(([title, company, start, end]) => ({ title, company, start, end })),
};

/** Every evidence object in an analysis, with where it is. */
export function evidenceIn(a: ProfileAnalysis): Array<{ where: string; evidence: Evidence }> {
  const out: Array<{ where: string; evidence: Evidence }> = [{ where: 'assessment', evidence: a.assessment.evidence }];
  const i = a.insights;
  for (const [name, metric] of Object.entries(i.careerMetrics)) out.push({ where: `careerMetrics.${name}`, evidence: metric.evidence });
  out.push({ where: 'stability', evidence: i.stability.evidence }, { where: 'mobility', evidence: i.mobility.evidence });
  for (const [part, claims] of Object.entries(i.swot))
    claims.forEach((c, n) => out.push({ where: `swot.${part}[${n}]`, evidence: c.evidence }));
  i.roleRecommendations.forEach((c, n) => out.push({ where: `roleRecommendations[${n}]`, evidence: c.evidence }));
  return out;
}

/** Whether an evidence role is one of the profile's roles, exactly. */
export function isRealRole(ref: Evidence['roles'][number], roles: NormalisedWorkExperience[]): boolean {
  return roles.some((r) => r.title === ref.title && r.company === ref.company && r.start === ref.start && r.end === ref.end);
}
