import { monthsCovered } from '../modules/analysis/months';
import type { WorkExperience } from '../modules/profiles/profile.entity';
import { INDUSTRY_NAMES, VOCABULARY } from '../modules/vocabulary';
import { monthString, REF } from './calendar';
import { pickCompany, type CompanyContext, type GeneratedCompany } from './companies';
import { COUNTRY_INDEX, COUNTRY_TABLES, type CountryTables } from './country-tables';
import { FUNCTION_BY_KEY, FUNCTION_TABLES, type FunctionTables } from './function-tables';
import { cumulative, type Rng } from './rng';
import { inSentence } from './text';

/**
 * Careers of generated people: the current function and level, then 1-7 roles back in time from
 * the reference month (levels that only rise, now and then a change of function or of
 * specialisation, employers picked by head count), the skills and the work history they give.
 * Every draw comes from the profile's one Rng, in a fixed order.
 */

const FUNCTION_KEYS = VOCABULARY.functions.map((f) => f.key);
/** Relative share of people per function: tech first, and enough of every profession to search (about 3% each). */
const FUNCTION_WEIGHTS: Record<string, number> = {
  engineering: 27,
  sales: 11,
  data: 8,
  product: 6,
  marketing: 7,
  design: 4,
  customer_success: 6,
  people: 6,
  finance: 7,
  operations: 7,
  leadership: 4,
  nursing: 4,
  clinical: 3,
  education: 4,
  legal: 3,
  hospitality: 4,
  trades: 4,
};
const FUNCTION_CUM = cumulative(FUNCTION_KEYS.map((k) => FUNCTION_WEIGHTS[k] ?? 1));
/** Pyramid of current seniority (entry .. executive). */
const SENIORITY_CUM = cumulative([17, 26, 23, 10, 10, 7, 4, 3]);
const LEADERSHIP_SENIORITY_CUM = cumulative([3, 2, 4]); // director, vp, executive
/** Months of career per current level: [min, max]. */
const CAREER_MONTHS: Array<[number, number]> = [
  [3, 36],
  [24, 84],
  [48, 144],
  [72, 180],
  [72, 192],
  [96, 252],
  [132, 300],
  [132, 372],
];

/** Related functions people move from (a stated switch). */
const SWITCH_FROM: Record<string, string[]> = {
  engineering: ['data', 'operations', 'design'],
  product: ['engineering', 'design', 'data', 'marketing', 'customer_success'],
  design: ['marketing', 'engineering'],
  data: ['engineering', 'finance', 'operations'],
  sales: ['customer_success', 'marketing', 'operations'],
  marketing: ['sales', 'product', 'design'],
  customer_success: ['sales', 'operations', 'people'],
  people: ['operations', 'customer_success', 'sales'],
  finance: ['operations', 'data', 'sales'],
  operations: ['finance', 'sales', 'customer_success', 'engineering'],
  leadership: ['engineering', 'product', 'sales', 'marketing', 'finance', 'operations', 'data', 'engineering', 'product', 'sales'],
  nursing: ['clinical', 'hospitality', 'customer_success'],
  clinical: ['nursing', 'education'],
  education: ['people', 'customer_success', 'hospitality', 'nursing'],
  legal: ['finance', 'people', 'operations'],
  hospitality: ['customer_success', 'sales', 'operations'],
  trades: ['operations', 'hospitality'],
};

/** One role of a career while it is drawn (oldest first). */
export interface Role {
  ft: FunctionTables;
  spec: number;
  level: number;
  start: number;
  end: number;
  company: GeneratedCompany;
  switched: boolean;
  title: string;
}

/** A drawn career: the roles (oldest first) and what the rest of the profile reads from them. */
export interface Career {
  /** The tables of the current function. */
  ft: FunctionTables;
  isLeadership: boolean;
  /** The current level: 0 entry ... 7 executive. */
  target: number;
  roles: Role[];
  /** The index of the first role after a change of function; -1 when there is none. */
  switchAt: number;
  /** True when the last role is held now (it runs to the reference month). */
  current: boolean;
  /** The month the first role started. */
  careerStart: number;
  /** Months in roles as of the reference month, gaps left out (the months a profile stores; monthsCovered). */
  experienceMonths: number;
}

/** Levels for n roles, nondecreasing from `from` to `to`, using only `allowed` levels. */
function levelPath(rng: Rng, n: number, from: number, to: number, allowed: number[], out: number[]): void {
  const lo = allowed.indexOf(from) >= 0 ? allowed.indexOf(from) : 0;
  const hi = allowed.indexOf(to) >= 0 ? allowed.indexOf(to) : allowed.length - 1;
  const start = out.length;
  for (let i = 0; i < n; i++) out.push(i === n - 1 ? hi : i === 0 ? lo : lo + rng.int(hi - lo + 1));
  // sort the slice ascending (n <= 7)
  for (let i = start + 1; i < out.length; i++) {
    const v = out[i];
    let j = i - 1;
    while (j >= start && out[j] > v) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = v;
  }
  for (let i = start; i < out.length; i++) out[i] = allowed[out[i]];
}

const ENGINEER_LADDER = [0, 1, 2, 3, 4, 5, 6, 7];

/** The function, the level and the roles of a person living in `countryCode`. */
export function drawCareer(rng: Rng, ctx: CompanyContext, countryCode: string): Career {
  // What: function and current level
  const ft = FUNCTION_TABLES[rng.weighted(FUNCTION_CUM)];
  const isLeadership = ft.fn.key === 'leadership';
  const target = isLeadership ? 5 + rng.weighted(LEADERSHIP_SENIORITY_CUM) : rng.weighted(SENIORITY_CUM);
  const [cmin, cmax] = CAREER_MONTHS[target];
  const careerTarget = cmin + Math.floor(Math.pow(rng.next(), 1.3) * (cmax - cmin + 1));

  // How many roles and how long each (6 months to 8 years)
  let n = 1 + Math.floor(careerTarget / (18 + rng.int(30)));
  if (n > 7) n = 7;
  if (careerTarget / n > 96) n = Math.min(7, Math.ceil(careerTarget / 96));
  if (careerTarget < 12) n = 1;
  const tenures: number[] = [];
  let weightSum = 0;
  for (let i = 0; i < n; i++) {
    const w = 0.4 + rng.next();
    tenures.push(w);
    weightSum += w;
  }
  for (let i = 0; i < n; i++) {
    let t = Math.round((careerTarget * tenures[i]) / weightSum);
    if (t < 6) t = 6;
    if (t > 96) t = 96;
    tenures[i] = t;
  }

  // Levels and functions per role (oldest first)
  const roleFns: FunctionTables[] = [];
  const levels: number[] = [];
  let switchAt = -1;
  if (isLeadership) {
    const prior = FUNCTION_BY_KEY.get(rng.pick(SWITCH_FROM.leadership))!;
    const leadRoles = n === 1 ? 1 : Math.min(n - 1, 1 + rng.int(2));
    const priorRoles = n - leadRoles;
    if (priorRoles > 0) {
      levelPath(rng, priorRoles, 0, Math.min(5, 1 + rng.int(5)), ENGINEER_LADDER, levels);
      for (let i = 0; i < priorRoles; i++) roleFns.push(prior);
      switchAt = priorRoles;
    }
    levelPath(rng, leadRoles, 5, target, ft.levels, levels);
    for (let i = 0; i < leadRoles; i++) roleFns.push(ft);
  } else if (n >= 3 && rng.chance(0.07)) {
    const prior = FUNCTION_BY_KEY.get(rng.pick(SWITCH_FROM[ft.fn.key]))!;
    const priorRoles = 1 + rng.int(n - 2);
    const priorTop = Math.min(target, 1 + rng.int(3));
    levelPath(rng, priorRoles, 0, priorTop, ENGINEER_LADDER, levels);
    for (let i = 0; i < priorRoles; i++) roleFns.push(prior);
    switchAt = priorRoles;
    levelPath(rng, n - priorRoles, Math.max(0, Math.min(target, priorTop - 1)), target, ENGINEER_LADDER, levels);
    for (let i = priorRoles; i < n; i++) roleFns.push(ft);
  } else {
    const start = target >= 4 && rng.chance(0.35) ? 1 : 0;
    levelPath(rng, n, Math.min(start, target), target, ENGINEER_LADDER, levels);
    for (let i = 0; i < n; i++) roleFns.push(ft);
  }

  // Time line: back from the reference month
  const current = rng.chance(0.9);
  let cursor = current ? REF : REF - 1 - rng.int(8);
  const starts: number[] = new Array(n);
  const ends: number[] = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    ends[i] = cursor;
    starts[i] = cursor - tenures[i];
    cursor = starts[i] - (rng.chance(0.25) ? 1 + rng.int(5) : 0);
  }
  const careerStart = starts[0];

  // Roles: specialisation, company, title
  const roles: Role[] = [];
  let spec = rng.int(ft.fn.specialisations.length);
  let priorSpec = -1;
  let prevCompany: GeneratedCompany | null = null;
  for (let i = 0; i < n; i++) {
    const rf = roleFns[i];
    let s: number;
    if (rf === ft) s = spec;
    else {
      if (priorSpec < 0) priorSpec = rng.int(rf.fn.specialisations.length);
      s = priorSpec;
    }
    if (rf === ft && i > 0 && rng.chance(0.08)) {
      spec = rng.int(ft.fn.specialisations.length); // a change of specialisation within the function
      s = spec;
    }
    let company: GeneratedCompany;
    if (prevCompany && levels[i] > levels[i - 1] && rng.chance(0.3)) company = prevCompany;
    else {
      company = pickCompany(rng, ctx, rf.fn.key, countryCode, prevCompany?.industry ?? null, levels[i]);
      if (prevCompany && company.id === prevCompany.id && i > 0 && levels[i] === levels[i - 1])
        company = pickCompany(rng, ctx, rf.fn.key, countryCode, null, levels[i]);
    }
    const candidates = rf.titles[levels[i]][s];
    const prevRole = i > 0 ? roles[i - 1] : null;
    // The same level in the same function keeps its wording ('CTO' stays 'CTO' at the next company).
    const title =
      prevRole && prevRole.ft === rf && prevRole.level === levels[i] && prevRole.spec === s
        ? prevRole.title
        : candidates[rng.front(candidates.length, 1.4)];
    roles.push({ ft: rf, spec: s, level: levels[i], start: starts[i], end: ends[i], company, switched: i === switchAt, title });
    prevCompany = company;
  }

  // Experience: the months of the roles as written (a role from its start to its end month, a month
  // two roles share once; a current role to the reference month), counted by the rule of a profile's
  // experience (monthsCovered), so it is totalExperienceMonths(workExperiences, the reference month).
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) spans.push([starts[i], ends[i]]);
  const experienceMonths = monthsCovered(spans);
  return { ft, isLeadership, target, roles, switchAt, current, careerStart, experienceMonths };
}

function pickSkills(rng: Rng, ft: FunctionTables, specIndex: number, count: number, into: string[]): void {
  const skills = ft.fn.skills;
  const prefer = ft.specSkills[specIndex];
  let guard = 0;
  if (prefer.length > 0) {
    const n = Math.min(prefer.length, 1 + rng.int(3));
    for (let k = 0; k < n && into.length < count; k++) {
      const s = skills[prefer[rng.int(prefer.length)]];
      if (!into.includes(s)) into.push(s);
    }
  }
  while (into.length < count && guard++ < 80) {
    const s = skills[rng.front(skills.length)];
    if (!into.includes(s)) into.push(s);
  }
}

/** The skills of the profile, the current specialisation's first. */
export function drawSkills(rng: Rng, career: Career): string[] {
  const { ft, target, roles, switchAt } = career;
  const last = roles[roles.length - 1];
  // 4..12, more with seniority; a couple from an earlier function
  const skillCount = Math.min(12, 4 + Math.floor(target * 0.8) + rng.int(3));
  const skills: string[] = [];
  pickSkills(rng, ft, last.spec, skillCount - (switchAt >= 0 ? 2 : 0), skills);
  if (switchAt >= 0) pickSkills(rng, roles[0].ft, roles[0].spec, skillCount, skills);
  return skills;
}

/** The work history, most recent first: roles in the person's city, or now and then in the employer's country. */
export function drawWorkExperiences(rng: Rng, career: Career, ct: CountryTables, location: string): WorkExperience[] {
  const { roles, current } = career;
  const n = roles.length;
  const workExperiences: WorkExperience[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const r = roles[i];
    const companyCountry = r.company.countryCode === ct.country.code ? ct : COUNTRY_TABLES[COUNTRY_INDEX.get(r.company.countryCode) ?? 0];
    const roleLocation = i === n - 1 || rng.chance(0.7) ? location : companyCountry.locations[rng.weighted(companyCountry.cityCum)];
    let summary: string | null = null;
    if (rng.chance(0.5)) {
      const sk = r.ft.fn.skills;
      summary = `${r.level >= 4 ? 'Led a team working on' : 'Worked on'} ${inSentence(r.ft.phrases[r.spec])}, using ${sk[rng.front(sk.length)]} and ${sk[rng.front(sk.length)]}.`;
    }
    workExperiences.push({
      title: r.title,
      company: r.company.name,
      companyDomain: r.company.domain,
      industry: INDUSTRY_NAMES.get(r.company.industry) ?? r.company.industry,
      location: roleLocation,
      start: monthString(r.start),
      end: i === n - 1 && current ? null : monthString(r.end),
      summary,
    });
  }
  return workExperiences;
}
