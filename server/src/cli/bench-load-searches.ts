import { Rng } from '../seed/rng';
import { VOCABULARY } from '../modules/vocabulary';
import { PERSONAS } from '../modules/search/personas';

// ---- Searches: a realistic variety from the vocabulary the index is generated from ----

export interface SearchSpec {
  type: 'ai' | 'build' | 'persona';
  query?: string;
  persona?: string;
  filters?: { titles?: string[]; locations?: string[]; skills?: string[]; seniorities?: string[] };
  page: number;
}

const V = VOCABULARY;
const SENIORITY_WORDS = ['junior', 'senior', 'lead', 'staff', 'principal', 'head of'];

/** A search a recruiter might type: 60% ai, 25% build, 15% persona. */
function generateSearch(rng: Rng): SearchSpec {
  const fn = rng.pick(V.functions);
  const country = rng.pick(V.countries);
  const city = rng.pick(country.cities).name;
  const role = rng.pick(fn.roleWords);
  const skill = fn.skills[rng.front(fn.skills.length)];
  const kind = rng.next();
  if (kind < 0.6) {
    const templates = [
      () => `${role} in ${city}`,
      () => `${rng.pick(SENIORITY_WORDS)} ${role} in ${country.name}`,
      () => `${role} with ${skill} in ${city}`,
      () => `${role} in ${rng.pick(V.industries).name}`,
      () => `${role} ex-${rng.pick(V.curatedCompanies).name}`,
      () => `${role} with ${rng.range(2, 10)}+ years of experience in ${country.name}`,
      () => `"${skill}" AND "${fn.skills[rng.front(fn.skills.length)]}" -junior`,
    ];
    return { type: 'ai', query: rng.pick(templates)(), page: 1 };
  }
  if (kind < 0.85) {
    const levels = Object.keys(fn.ladder) as Array<keyof typeof fn.ladder>;
    const level = rng.pick(levels);
    const title = rng.pick(fn.ladder[level]!).replace('{s}', rng.pick(fn.specialisations));
    const filters: NonNullable<SearchSpec['filters']> = { locations: [rng.chance(0.5) ? city : country.name] };
    if (rng.chance(0.7)) filters.titles = [title];
    if (rng.chance(0.6) || !filters.titles) filters.skills = [skill];
    if (rng.chance(0.2)) filters.seniorities = [level];
    return { type: 'build', filters, page: 1 };
  }
  return { type: 'persona', persona: rng.pick(PERSONAS).id, query: rng.chance(0.5) ? `in ${city}` : undefined, page: 1 };
}

/** The searches many users run (picked front-biased: a few very popular, most less so). */
export const POPULAR = Array.from({ length: 24 }, (_, i) => generateSearch(new Rng(7, i)));

/** What the server is asked: 25% the next page of the client's last search, 35% a popular one, else a new one. */
export function nextSearch(rng: Rng, last: { spec: SearchSpec; total: number } | undefined): SearchSpec {
  if (last && rng.chance(0.25) && last.total > last.spec.page * 10 && last.spec.page < 10)
    return { ...last.spec, page: last.spec.page + 1 };
  if (rng.chance(0.35 / 0.75)) return POPULAR[rng.front(POPULAR.length)];
  return generateSearch(rng);
}

export function restSearchPath(s: SearchSpec): string {
  const q = new URLSearchParams({ type: s.type, page: String(s.page) });
  if (s.query) q.set('searchterm', s.query);
  if (s.persona) q.set('persona', s.persona);
  for (const [name, values] of Object.entries(s.filters ?? {})) for (const v of values) q.append(name, v);
  return `/api/search/profiles?${q}`;
}
