import { wholeYears, yearsText } from '../analysis/months';
import type { CardSource } from '../profiles/profile-card';
import type { ConstraintCheck, ResultMatch } from '../profiles/profile.types';
import {
  countryNameOf,
  INDUSTRY_NAMES,
  INDUSTRY_ROLE_SKILLS,
  SCHOOL_NAMES,
  SENIORITY_LEVELS,
  SKILL_NAMES,
  skillContains,
  skillFamily,
  VOCABULARY,
} from '../vocabulary';
import { keywordExprToText } from './query-reader/boolean-query';
import { LEVEL_LABEL } from './query-reader/lexicon';
import type { KeywordExpr } from './query-reader/interpretation.types';
import type { ResultChecks } from './people-source';
import type { StructuredQuery } from './structured-query';

/**
 * Why a result is there, as its card says it: each constraint of the search with a label a
 * recruiter reads ('Berlin', 'TypeScript', 'ex-Paystream'), met or missed, and how when that is
 * not plain from the card (a past company and when, a title of the same family, a nearby city);
 * and the words of the search found on the card, to highlight.
 */

const FUNCTION_NAME = new Map(VOCABULARY.functions.map((f) => [f.key, f.name]));
const DEGREE_NAME: Record<string, string> = {
  bachelor: "Bachelor's",
  master: "Master's",
  mba: 'MBA',
  phd: 'PhD',
  associate: 'Associate degree',
};

/**
 * How well a missed constraint must be met, in part, to be a near miss (engine/compiled-query.ts
 * grades them): a title of the same family (0.6) or function and level (0.45), a level away, a
 * nearby city, a skill of the same family and years within two (0.5), an industry by role (0.6) or
 * a related one (0.4). The same function alone (0.3) or the same country (0.25) is not near.
 */
const NEAR_GRADE = 0.4;

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
const year = (ym: string | null) => (ym ? ym.slice(0, 4) : 'present');

/** The positive words and phrases of a keyword expression (what a match can show). */
function positiveTerms(expr: KeywordExpr | null, out: string[] = []): string[] {
  if (!expr) return out;
  if (expr.kind === 'term') out.push(expr.text.toLowerCase());
  else if (expr.kind === 'and' || expr.kind === 'or') for (const e of expr.items) positiveTerms(e, out);
  return out;
}

export interface MatchContext {
  /** Company names by id (the companies a query names). */
  companyNames: Map<number, string>;
}

/** A card's source, with the current company's industry key when known. */
export type MatchCard = CardSource & { industry?: string | null };

export function toResultMatch(q: StructuredQuery, checked: ResultChecks, card: MatchCard, ctx: MatchContext): ResultMatch {
  const constraints: ConstraintCheck[] = [];
  const highlights = new Set<string>();
  const past = card.workExperiences.filter((w, i) => i > 0 || w.end !== null);
  for (const c of checked.checks) {
    const check = (label: string, detail: string | null = null) =>
      constraints.push({ kind: c.kind, label, met: c.met, near: !c.met && c.grade >= NEAR_GRADE, required: c.required, detail });
    switch (c.kind) {
      case 'title': {
        const label = q.titles.map(titleCase).join(' / ');
        if (c.met) for (const t of q.titles) highlights.add(t.toLowerCase());
        const title = card.currentTitle ?? 'No current title';
        const how =
          c.grade >= 1
            ? null
            : c.grade >= 0.9
              ? `${title}: in the title family asked`
              : c.grade >= 0.6
                ? `${title}: same title family`
                : c.grade >= 0.45
                  ? `${title}: same function and level`
                  : c.grade > 0
                    ? `${title}: same function`
                    : title;
        check(label, how);
        break;
      }
      case 'function':
        check(
          c.value
            .split(' / ')
            .map((f) => FUNCTION_NAME.get(f) ?? f)
            .join(' / '),
          c.met ? null : (card.currentTitle ?? null),
        );
        break;
      case 'seniority':
        check(
          c.value
            .split(',')
            .map((i) => titleCase(SENIORITY_LEVELS[Number(i)] ?? i))
            .join(' / '),
          c.met ? null : (card.currentTitle ?? null),
        );
        break;
      case 'location': {
        const label = placesLabel(q.locations);
        if (c.met) for (const l of q.locations) if (l.city) highlights.add(l.city.toLowerCase());
        const asked = q.locations.find((l) => l.city)?.city;
        check(
          label,
          c.met
            ? c.grade < 1 && q.relocation
              ? `${card.city}, open to relocation`
              : null
            : c.grade >= 0.5 && asked
              ? `${card.city}, near ${asked}`
              : c.grade > 0
                ? `${card.city}, same country`
                : `${card.city}, ${card.country}`,
        );
        break;
      }
      case 'currentCompany': {
        const names = c.value.split(',').map((id) => ctx.companyNames.get(Number(id)) ?? id);
        if (c.met && card.currentCompany) highlights.add(card.currentCompany.toLowerCase());
        check(`at ${names.join(' / ')}`, c.met ? null : card.currentCompany ? `Now at ${card.currentCompany}` : null);
        break;
      }
      case 'pastCompany': {
        const names = c.value.split(',').map((id) => ctx.companyNames.get(Number(id)) ?? id);
        const role = past.find((w) => names.some((n) => n.toLowerCase() === w.company.toLowerCase()));
        if (c.met && role) highlights.add(role.company.toLowerCase());
        check(`ex-${names.join(' / ')}`, role ? `Past company: ${role.title}, ${year(role.start)}–${year(role.end)}` : null);
        break;
      }
      case 'industry':
      case 'pastIndustry': {
        const keys = c.value.split(' / ');
        const names = keys.map((k) => INDUSTRY_NAMES.get(k) ?? k);
        check(
          c.kind === 'pastIndustry' ? `ex-${names.join(' / ')}` : names.join(' / '),
          c.kind === 'industry' ? industryDetail(c, keys, card) : null,
        );
        break;
      }
      case 'skill': {
        const keys = c.value.split(' / ');
        const names = keys.map((k) => SKILL_NAMES.get(k) ?? titleCase(k));
        if (c.met) for (const n of names) highlights.add(n.toLowerCase());
        check(names.join(' / '), skillDetail(c, keys, card.skills));
        break;
      }
      case 'years': {
        // The whole years the search decided on (profile_search.years: the months stored with the
        // profile, in wholeYears), met or missed: '5+ years' met by '5 years', missed by '4 years'.
        const years = wholeYears(card.experienceMonths);
        const label =
          q.yearsMin !== null && q.yearsMax !== null
            ? `${q.yearsMin}–${q.yearsMax} years`
            : q.yearsMin !== null
              ? `${q.yearsMin}+ years`
              : `up to ${q.yearsMax} years`;
        check(label, yearsText(years));
        break;
      }
      case 'school':
        check(
          c.value
            .split(' / ')
            .map((s) => SCHOOL_NAMES.get(s) ?? titleCase(s))
            .join(' / '),
        );
        break;
      case 'degree':
        check(
          c.value
            .split(' / ')
            .map((d) => DEGREE_NAME[d] ?? d)
            .join(' / '),
        );
        break;
      case 'remote':
        check('Remote', c.met ? null : card.workExperiences[0]?.location ? `Works in ${card.workExperiences[0].location}` : null);
        break;
      case 'relocation':
        check('Open to relocation');
        break;
      case 'keywords':
        if (c.met) for (const t of positiveTerms(q.keywords)) highlights.add(t);
        check(
          q.keywords ? keywordExprToText(q.keywords) : '',
          c.met || c.grade === 0 ? null : `Some of it (${Math.round(c.grade * 100)}%)`,
        );
        break;
      default:
        check(c.value);
    }
  }
  constraints.push(...exclusionChecks(q, ctx));
  return { exact: checked.exact, constraints, highlights: [...highlights].filter(Boolean) };
}

/**
 * How a skill is met or nearly met when that is not plain: by a skill containing it ('As SaaS
 * Sales'), or nearly, by a skill of its family ('Knows Vue.js, a related skill').
 */
function skillDetail(c: ResultChecks['checks'][number], asked: string[], skills: string[]): string | null {
  if (c.grade >= 1 || c.grade === 0) return null;
  if (c.met) {
    const containing = skills.filter((s) => asked.some((k) => skillContains(s, k)));
    return containing.length > 0 ? `As ${containing.slice(0, 2).join(', ')}` : null;
  }
  const family = new Set(asked.flatMap(skillFamily));
  const related = skills.filter((s) => family.has(s.toLowerCase()));
  return related.length > 0 ? `Knows ${related.slice(0, 2).join(', ')}, a related skill` : null;
}

/**
 * How an industry is met or nearly met when the current company's industry is not it: by the role
 * ('By role: SaaS Sales'), or nearly, by the role in another industry or by a related industry
 * ('Banking, a related industry').
 */
function industryDetail(c: ResultChecks['checks'][number], asked: string[], card: MatchCard): string | null {
  if (c.grade === 0) return null;
  const signals = new Set(asked.flatMap((k) => INDUSTRY_ROLE_SKILLS[k] ?? []));
  const skill = card.skills.find((s) => signals.has(s.toLowerCase()));
  const current = card.industry ?? null;
  const industry = current ? (INDUSTRY_NAMES.get(current.toLowerCase()) ?? current) : null;
  if (c.met) return skill && !current ? `By role: ${skill}` : null;
  if (skill) return industry ? `By role: ${skill} (now in ${industry})` : `By role: ${skill}`;
  return industry ? `${industry}, a related industry` : 'A related industry';
}

/**
 * What the search rules out, as checks every result meets (the engine never lists anyone they
 * name): 'Not Junior', 'Not Angular', 'Not at Acme', 'Not in Berlin', 'Not agencies'.
 */
function exclusionChecks(q: StructuredQuery, ctx: MatchContext): ConstraintCheck[] {
  const x = q.exclude;
  if (!x) return [];
  const out: ConstraintCheck[] = [];
  const add = (kind: ConstraintCheck['kind'], label: string) =>
    out.push({ kind, label, met: true, near: false, required: true, detail: null });
  if (x.seniorities.length > 0)
    add('seniority', `Not ${x.seniorities.map((i) => LEVEL_LABEL[SENIORITY_LEVELS[i]] ?? String(i)).join(' / ')}`);
  for (const k of x.skills) add('skill', `Not ${SKILL_NAMES.get(k) ?? titleCase(k)}`);
  for (const id of x.companyIds) add('currentCompany', `Not at ${ctx.companyNames.get(id) ?? id}`);
  if (x.industries.length > 0) add('industry', `Not ${x.industries.map((k) => INDUSTRY_NAMES.get(k) ?? k).join(' / ')}`);
  if (x.locations.length > 0) add('location', `Not in ${placesLabel(x.locations)}`);
  if (x.remote) add('remote', 'Not remote');
  for (const words of x.words)
    add('keywords', `Not ${words.kind === 'and' || words.kind === 'or' ? `(${keywordExprToText(words)})` : keywordExprToText(words)}`);
  return out;
}

/** Places as a check names them: 'Berlin / France', an area by its name ('DACH'), not its countries. */
function placesLabel(places: ReadonlyArray<{ city?: string; countryCode?: string; area?: string }>): string {
  return [...new Set(places.map((l) => l.area ?? l.city ?? countryNameOf(l.countryCode ?? '')))].join(' / ');
}
