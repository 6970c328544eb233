import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { readPlace } from '../imports/readings';
import { areaNamed, regionNamed, regionPlaces, VOCABULARY, worldCountry } from '../vocabulary';
import { SENIORITY_LEVELS, type SeniorityKey } from '../vocabulary';
import { keywordExprToText, parseBooleanQuery } from './query-reader/boolean-query';
import type { CompanyDirectory } from './company-directory';
import type { Interpretation, LocationRef } from './query-reader/interpretation.types';
import type { PeopleSearchPage, PeopleSource } from './people-source';
import { findPersona, PERSONAS } from './personas';
import { type CardSource, toProfileCard } from '../profiles/profile-card';
import { ProfileRepository } from '../profiles/profile.repository';
import type { ProfileCard } from '../profiles/profile.types';
import { interpret, readFilterValue } from './query-reader';
import { wordsTheIndexHolds } from './typed-words.repository';
import { findLookalikePerson, type LookalikePerson, lookalikeQuery, lookalikeTarget } from './lookalike';
import { toResultMatch } from './result-match';
import type { SearchHistoryService } from './search-history.service';
import type { SuggestionsService } from './suggestions.service';
import { composeJobDescription, type JobDescriptionReading, readJobDescriptionParts, withModelParts } from './job-description';
import type { JobDescriptionModel } from './job-description-model';
import { extractPdfText } from './job-description-pdf';

/** A job description in which nothing could be read. */
export const JOB_DESCRIPTION_UNREAD = 'We could not find a role, a place or skills in this text. Paste the whole job description.';
import { type SearchFilters, SearchTypeEnum } from './search-definition.types';
import { PAGE_SIZE, type RelaxedWish, type SearchInput, type SearchInterpretation, type SearchResult } from './search.types';
import {
  DEFAULT_MUST_HAVES,
  emptyQuery,
  isEmptyQuery,
  isMustHave,
  mergeQueries,
  MUST_HAVE_KINDS,
  type StructuredQuery,
} from './structured-query';

const norm = (s: string) => s.trim().toLowerCase();
/** What build filters' titles and skills are read against: the vocabulary (companies are a filter of their own). */
const FILTER_CONTEXT = { vocabulary: VOCABULARY, companies: [] };

/** Searches run at start (warmUp): a title, a place, skills, a past company and keywords between them. */
const WARM_UP_QUERIES = [
  'senior software engineers in London with Python and Kubernetes',
  'marketing managers in Sydney ex-Paystream',
  '"design systems" AND figma in Berlin',
];

export interface SearchRunOptions {
  /** Only profiles added to the index after this time (a saved search's "Show only new"). */
  addedAfter?: Date;
  /** Answers kept for the search are shared only within this scope (a saved search's run). */
  cacheScope?: string;
  /** Record the search in the history; by default its first page is recorded. */
  record?: boolean;
}

export interface SearchPlan {
  query: StructuredQuery;
  /** For a lookalike search: the person the results resemble. */
  similarTo?: LookalikePerson;
  interpretation: Interpretation | null;
  persona: { id: string; name: string; description: string } | null;
  /** How the search reads in the history. */
  term: string;
  /** What re-running it needs besides the term (build filters, persona). */
  params: Record<string, unknown> | null;
}

/**
 * The three search types over one people source. Every type comes down to a StructuredQuery;
 * a blank search answers no results and records nothing; a search a signed-in user runs (its
 * first page) is recorded in their history.
 */
export class SearchService {
  private readonly profiles: ProfileRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly source: PeopleSource,
    private readonly companies: CompanyDirectory,
    private readonly history: SearchHistoryService,
    /** A card whose profile was not read from a source for this long is marked out of date (PROFILE_STALE_DAYS). */
    private readonly profileStaleDays: number,
    /** The index's values, to say which values of a build search it does not know. */
    private readonly suggestions?: SuggestionsService,
  ) {
    this.profiles = new ProfileRepository(ds);
  }

  private jobDescriptionModel?: JobDescriptionModel;
  private onModelFallback?: (reason: string) => void;

  /**
   * Builds what the first search after a start would otherwise build (the query reader's tables,
   * the company directory, the job-title dictionary) and reads the search indexes those searches
   * touch, so that the first search is as fast as the next. Nothing is recorded.
   */
  async warmUp(): Promise<void> {
    for (const query of WARM_UP_QUERIES) {
      const plan = await this.plan({ type: SearchTypeEnum.ai, query, page: 1 });
      if (!plan) continue;
      const found = await this.source.search(plan.query, 1, PAGE_SIZE);
      await this.cards(found.ids, plan.query);
    }
  }

  personas() {
    return PERSONAS.map(({ id, name, description }) => ({ id, name, description }));
  }

  /**
   * What a search input means: the query for the people source, with its must-haves (the input's,
   * or the type's defaults), or null for a blank search.
   */
  async plan(input: SearchInput): Promise<SearchPlan | null> {
    const plan = await this.planOf(input);
    if (!plan || plan.similarTo) return plan;
    const chosen = input.mustHave ? mustHaveKeys(input.mustHave) : null;
    const required = chosen ?? (input.type === 'build' ? [...MUST_HAVE_KINDS] : [...DEFAULT_MUST_HAVES]);
    return {
      ...plan,
      query: { ...plan.query, required },
      params: chosen ? { ...plan.params, mustHave: chosen } : plan.params,
    };
  }

  private async planOf(input: SearchInput): Promise<SearchPlan | null> {
    const text = (input.query ?? '').trim();
    switch (input.type) {
      case 'ai': {
        if (!text) return null;
        const who = lookalikeTarget(text);
        // 'someone like a Head of Growth' names a kind of person, not a person: read as a search.
        const kind = who && /^an?\s+\S/i.test(who) ? who.replace(/^an?\s+/i, '') : null;
        if (who && !kind) {
          const person = await findLookalikePerson(this.ds, who);
          if (!person) throw AppError.badInput(`No profile found for "${who}". Use their full name or their profile link.`);
          // Nothing of a lookalike search is the user's: every part of it ranks, none is a must-have.
          return {
            query: { ...lookalikeQuery(person), required: [] },
            similarTo: person,
            interpretation: null,
            persona: null,
            term: text,
            params: null,
          };
        }
        const interpretation = await this.interpret(kind ?? text, input.asTyped ?? false);
        return { query: toStructuredQuery(interpretation), interpretation, persona: null, term: text, params: null };
      }
      case 'build': {
        const filters = input.filters ?? {};
        const query = await this.fromFilters(filters);
        if (isEmptyQuery(query)) return null;
        return { query, interpretation: null, persona: null, term: describeFilters(filters), params: { filters } };
      }
      case 'persona': {
        const preset = findPersona(input.persona);
        if (!preset) throw AppError.badInput(input.persona ? 'Unknown persona' : 'Choose a persona');
        const persona = { id: preset.id, name: preset.name, description: preset.description };
        const interpretation = text ? await this.interpret(text, input.asTyped ?? false) : null;
        return {
          query: interpretation ? mergeQueries(preset.query, toStructuredQuery(interpretation)) : preset.query,
          interpretation,
          persona,
          term: text ? `${preset.name}: ${text}` : preset.name,
          params: { persona: preset.id, query: text || null },
        };
      }
      default:
        throw AppError.badInput("type must be 'ai', 'build' or 'persona'");
    }
  }

  async search(userId: string, input: SearchInput, opts: SearchRunOptions = {}): Promise<SearchResult> {
    const page = input.page ?? 1;
    const plan = await this.plan(input);
    if (!plan) {
      return {
        profiles: [],
        relaxed: [],
        unknownFilters: [],
        totalResults: 0,
        totalIsApproximate: false,
        closestMatches: false,
        exactTotal: 0,
        closestTotal: 0,
        closestTotalIsApproximate: false,
        similarTo: null,
        page,
        pageSize: PAGE_SIZE,
        interpretation: null,
        persona: null,
      };
    }
    // The history row is written while the index is searched (a first page only); it never fails
    // the search, and waits for it at most a moment (SearchHistoryService.recordBeside).
    const recording = (opts.record ?? page === 1) ? this.history.recordBeside(userId, plan.term, input.type, plan.params) : undefined;
    // One ranked list: the exact matches, then the closest matches once they run out. They relax
    // the nice-to-haves: a search whose every part is a must-have (a build search by default) has none.
    const query = opts.addedAfter ? { ...plan.query, addedAfter: opts.addedAfter.toISOString() } : plan.query;
    const found: PeopleSearchPage = await this.source.search(query, page, PAGE_SIZE, { cacheScope: opts.cacheScope });
    // A build search nobody meets: which of its values the index does not know (said beside the
    // results, never a reason for the search itself to fail).
    const unknown =
      input.type === 'build' && input.filters && this.suggestions && found.exactTotal === 0
        ? this.suggestions.unknownValues(input.filters).catch(() => [])
        : Promise.resolve([]);
    const profiles: ProfileCard[] = await this.cards(found.ids, plan.query, opts.cacheScope);
    await recording;
    const person = plan.similarTo;
    // A lookalike search has no constraints of the user's to miss: every result is an answer, and its
    // constraints say what it shares with the person and what it does not.
    if (person) for (const p of profiles) if (p.match) p.match.exact = true;
    const exactTotal = person ? found.exactTotal + found.closestTotal : found.exactTotal;
    const closestTotal = person ? 0 : found.closestTotal;
    return {
      profiles,
      relaxed: person ? [] : relaxedOn(profiles),
      unknownFilters: await unknown,
      totalResults: exactTotal + closestTotal,
      totalIsApproximate: found.approximate || (person !== undefined && (found.closestApproximate ?? false)),
      closestMatches: exactTotal === 0 && closestTotal > 0,
      exactTotal,
      closestTotal,
      closestTotalIsApproximate: !person && closestTotal > 0 && (found.closestApproximate ?? false),
      similarTo: person
        ? {
            id: person.id,
            linkedinUsername: person.linkedinUsername,
            fullName: `${person.firstName} ${person.lastName}`,
            snippet: person.headline,
          }
        : null,
      page,
      pageSize: PAGE_SIZE,
      interpretation: plan.interpretation ? toInterpretationView(plan.interpretation, plan.query.required ?? DEFAULT_MUST_HAVES) : null,
      persona: plan.persona,
    };
  }

  /**
   * How many profiles a search lists (exact and closest matches) that were added to the index after
   * `since`: the same SQL as the search with the added-after filter, exact up to 10,000 (beyond,
   * the planner's estimate, marked approximate).
   */
  async countAdded(input: SearchInput, since: Date, cacheScope?: string): Promise<{ count: number; approximate: boolean }> {
    const plan = await this.plan(input);
    if (!plan) return { count: 0, approximate: false };
    const found = await this.source.count({ ...plan.query, addedAfter: since.toISOString() }, { cacheScope });
    return { count: found.exactTotal + found.closestTotal, approximate: found.approximate };
  }

  /** The names of the index's companies with these ids, in their order (unknown ids are left out). */
  async companyNamesOf(ids: readonly number[]): Promise<string[]> {
    const byId = await this.companyNames([...ids]);
    return ids.map((id) => byId.get(id)).filter((n): n is string => n !== undefined);
  }

  /**
   * The configured model, to read job descriptions with the rules (job-description-model.ts); unset,
   * the rules alone read them.
   */
  useJobDescriptionModel(model: JobDescriptionModel, onFallback?: (reason: string) => void): void {
    this.jobDescriptionModel = model;
    this.onModelFallback = onFallback;
  }

  /**
   * A job description read into an AI query and its must-haves (job-description.ts), by rules, and
   * with what the configured model adds when there is one (never worse than the rules: a model that
   * fails, is over budget or answers nonsense leaves the rules' reading); refused when it names nothing to search by.
   */
  async readJobDescription(text: string, userId: string | null = null): Promise<JobDescriptionReading> {
    const reading = await this.jobDescriptionReading(text, userId);
    if (!reading) throw AppError.badInput(JOB_DESCRIPTION_UNREAD);
    return reading;
  }

  /**
   * A job description sent as a PDF file: its text (job-description-pdf.ts: bounded in size, time
   * and pages) and its reading, null when the text names nothing to search by (the text is still
   * given back, for the recruiter to complete).
   */
  async readJobDescriptionPdf(
    file: Uint8Array,
    userId: string | null = null,
  ): Promise<{ text: string; reading: JobDescriptionReading | null }> {
    const text = await extractPdfText(file);
    return { text, reading: await this.jobDescriptionReading(text, userId) };
  }

  private async jobDescriptionReading(text: string, userId: string | null): Promise<JobDescriptionReading | null> {
    const ctx = { vocabulary: VOCABULARY, companies: await this.companies.all() };
    // Prose is full of words the vocabulary does not know: read as written, no typo corrected.
    const read = (t: string) => interpret(t, ctx, { asTyped: true });
    const rules = readJobDescriptionParts(text, read);
    if (this.jobDescriptionModel) {
      try {
        const model = await this.jobDescriptionModel.read(text, userId);
        const parts = withModelParts(rules, model, text, read);
        if (parts) return composeJobDescription(parts, read, 'model');
      } catch (err) {
        this.onModelFallback?.(err instanceof Error ? err.message : String(err));
      }
    }
    return rules && composeJobDescription(rules, read, 'rules');
  }

  /**
   * Reads an AI query; a typo of a known word is read corrected unless `asTyped`, or unless the word
   * as typed is someone's name, title or city in the index ('Jana Nováková' is a person, not Java;
   * Budapest is not Bukarest): then the query is read as typed.
   */
  async interpret(text: string, asTyped = false): Promise<Interpretation> {
    const ctx = { vocabulary: VOCABULARY, companies: await this.companies.all() };
    const reading = interpret(text, ctx, { asTyped });
    if (!reading.corrected) return reading;
    const held = await wordsTheIndexHolds(
      this.ds,
      reading.corrected.fixes.map((f) => f.from),
    );
    return held.length > 0 ? interpret(text, ctx, { asTyped: true }) : reading;
  }

  /**
   * The cards of a page, in the page's order, loaded in one plain statement (only what a card
   * shows); with the query, each says why it is there (match).
   */
  async cards(ids: string[], query?: StructuredQuery, cacheScope?: string): Promise<ProfileCard[]> {
    if (ids.length === 0) return [];
    const [rows, checks] = await Promise.all([this.profiles.cards(ids), query ? this.source.explain(query, ids, { cacheScope }) : null]);
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    const companyNames = query
      ? await this.companyNames([...query.currentCompanyIds, ...query.pastCompanyIds, ...(query.exclude?.companyIds ?? [])])
      : new Map<number, string>();
    const freshness = { now: new Date(), staleDays: this.profileStaleDays };
    return ids
      .map((id) => byId.get(id))
      .filter((p): p is CardSource & { industry: string | null } => !!p)
      .map((p) => {
        const card = toProfileCard(p, freshness);
        const checked = checks?.get(String(p.id));
        if (query && checked) card.match = toResultMatch(query, checked, p, { companyNames });
        return card;
      });
  }

  private async companyNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const all = await this.companies.all();
    return new Map(all.filter((c) => ids.includes(c.id)).map((c) => [c.id, c.name]));
  }

  /** The build filters as a StructuredQuery; names are resolved against the vocabulary and the companies. */
  private async fromFilters(f: SearchFilters): Promise<StructuredQuery> {
    const q = emptyQuery();
    const list = (xs?: string[] | null) => (xs ?? []).map((x) => x.trim()).filter(Boolean);
    // Titles and skills as the AI search reads them ('Sr. SWE', 'Softwareentwickler', 'k8s'), else as typed.
    const read = (kind: 'skill' | 'title') => (x: string) => readFilterValue(kind, x, FILTER_CONTEXT) ?? norm(x);
    q.titles = [...new Set(list(f.titles).map(read('title')))];
    q.seniorities = list(f.seniorities)
      .map((s) => SENIORITY_LEVELS.indexOf(s as SeniorityKey))
      .filter((i) => i >= 0);
    q.locations = list(f.locations).flatMap(resolveLocations);
    q.currentCompanyIds = await this.companyIds(list(f.currentCompanies));
    q.pastCompanyIds = await this.companyIds(list(f.pastCompanies));
    q.industries = list(f.industries).map(resolveIndustry);
    q.skills = [...new Set(list(f.skills).map(read('skill')))];
    q.skillsMatch = f.skillsMatch === 'any' ? 'any' : 'all';
    q.yearsMin = f.yearsFrom ?? null;
    q.yearsMax = f.yearsTo ?? null;
    if (q.yearsMin !== null && q.yearsMax !== null && q.yearsMin > q.yearsMax) {
      throw AppError.badInput('Years of experience: "from" must not be more than "to"');
    }
    q.schools = list(f.schools).map(resolveSchool);
    if (f.remote) q.remote = true;
    if (f.openToRelocation) q.relocation = true;
    q.keywords = f.keywords?.trim() ? parseBooleanQuery(f.keywords) : null;
    return q;
  }

  /** Unknown company names match nothing (id -1) rather than being silently dropped. */
  private async companyIds(names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) ids.push((await this.companies.byName(name))?.id ?? -1);
    return ids;
  }
}

export function toStructuredQuery(i: Interpretation): StructuredQuery {
  return {
    ...emptyQuery(),
    titles: i.titles,
    seniorities: i.seniorities.map((s) => SENIORITY_LEVELS.indexOf(s)),
    functions: i.functions,
    locations: i.locations.map(placeOf),
    currentCompanyIds: i.currentCompanies.map((c) => c.id),
    pastCompanyIds: i.pastCompanies.map((c) => c.id),
    industries: i.industries,
    pastIndustries: i.pastIndustries,
    skills: i.skills,
    yearsMin: i.yearsMin,
    yearsMax: i.yearsMax,
    schools: i.schools.map(norm),
    degrees: i.degrees,
    keywords: i.keywords,
    ...(i.remote ? { remote: true } : {}),
    ...(i.relocation ? { relocation: true } : {}),
    exclude: {
      seniorities: i.exclusions.seniorities.map((s) => SENIORITY_LEVELS.indexOf(s)),
      skills: i.exclusions.skills,
      companyIds: i.exclusions.currentCompanies.map((c) => c.id),
      industries: i.exclusions.industries,
      locations: i.exclusions.locations.map(placeOf),
      words: i.exclusions.words,
      ...(i.exclusions.remote ? { remote: true } : {}),
    },
  };
}

/** A must-have list as the engine reads it: trimmed, without repeats, skill keys in lower case. */
function mustHaveKeys(list: readonly string[]): string[] {
  const keys = list.map((k) => k.trim()).map((k) => (k.startsWith('skill:') ? k.toLowerCase() : k));
  return [...new Set(keys)];
}

/**
 * Which nice-to-haves the closest matches of a page relax, and by how much: for each, how many of
 * the page's closest matches miss it, in the order of the search.
 */
export function relaxedOn(cards: readonly ProfileCard[]): RelaxedWish[] {
  const closest = cards.filter((c) => c.match && !c.match.exact);
  const byLabel = new Map<string, RelaxedWish>();
  for (const card of closest) {
    for (const check of card.match!.constraints) {
      if (check.required) continue;
      const key = `${check.kind}:${check.label}`;
      const wish = byLabel.get(key) ?? { kind: check.kind, label: check.label, missedBy: 0, shown: closest.length };
      if (!check.met) wish.missedBy += 1;
      byLabel.set(key, wish);
    }
  }
  return [...byLabel.values()].filter((w) => w.missedBy > 0);
}

function toInterpretationView(i: Interpretation, required: readonly string[]): SearchInterpretation {
  return {
    chips: i.spans.map((s) => ({
      kind: s.kind,
      label: s.label,
      text: s.text,
      key: s.key,
      required: s.excludes === true || isMustHave(s.key, required),
      excludes: s.excludes === true,
    })),
    correctedQuery: i.corrected?.text ?? null,
    leftOutTraits: i.leftOut ?? [],
    titles: i.titles,
    seniorities: i.seniorities,
    // An area's countries are one place to edit as a filter: 'DACH', not its three countries.
    locations: [...new Set(i.locations.map((l) => l.area ?? l.label))],
    currentCompanies: i.currentCompanies.map((c) => c.name),
    pastCompanies: i.pastCompanies.map((c) => c.name),
    industries: i.industries,
    pastIndustries: i.pastIndustries,
    skills: i.skills,
    yearsMin: i.yearsMin,
    yearsMax: i.yearsMax,
    schools: i.schools,
    degrees: i.degrees,
    keywords: i.keywords ? keywordExprToText(i.keywords) : null,
  };
}

/** A city ('Berlin'), 'City, Country', or a country name or code. Unknown places match by city name. */
export function resolveLocation(raw: string): { city?: string; countryCode?: string } {
  const [first, second] = raw.split(',').map(norm);
  for (const country of VOCABULARY.countries) {
    const names = [country.name, country.code, ...(country.aliases ?? [])].map(norm);
    if (!second && names.includes(first)) return { countryCode: country.code };
    if (second && !names.includes(second)) continue;
    const city = country.cities.find((c) => [c.name, ...(c.aliases ?? [])].map(norm).includes(first));
    if (city) return { city: city.name, countryCode: country.code };
  }
  // Any other country by its name ('Hungary'), and a city of it ('Budapest, Hungary').
  const world = worldCountry(second ?? first);
  if (world) return second ? { city: first, countryCode: world.code } : { countryCode: world.code };
  // As imports read a place ('San Francisco Bay Area', 'Greater London', 'Austin, TX').
  const read = readPlace(raw);
  if (read.countryCode) return read.city ? { city: read.city, countryCode: read.countryCode } : { countryCode: read.countryCode };
  return { city: first };
}

/** A location filter's places: an area ('DACH', 'EMEA', 'Latin America') is its countries, a region ('Texas') its cities; anything else one place (resolveLocation). */
export function resolveLocations(raw: string): StructuredQuery['locations'] {
  const area = raw.includes(',') ? undefined : areaNamed(raw);
  if (area) return area.codes.map((countryCode) => ({ countryCode, area: area.name }));
  // A region ('Texas', 'Bavaria, Germany') is its cities.
  const [first, country] = raw.split(',');
  const region = regionNamed(first);
  if (region && (!country || resolveLocation(country).countryCode === region.countryCode)) return regionPlaces(region);
  return [resolveLocation(raw)];
}

/** A place the reader found as the engine asks for it: a city in its country, or a country, with the area it is part of. */
function placeOf(l: LocationRef): StructuredQuery['locations'][number] {
  return {
    ...(l.city ? { city: l.city } : {}),
    ...(l.region ? { region: l.region } : {}),
    countryCode: l.countryCode,
    ...(l.area ? { area: l.area } : {}),
  };
}

function resolveIndustry(raw: string): string {
  const key = norm(raw);
  const found = VOCABULARY.industries.find((i) => [i.key, i.name, ...(i.aliases ?? [])].map(norm).includes(key));
  return found ? found.key : key;
}

function resolveSchool(raw: string): string {
  const key = norm(raw);
  const found = VOCABULARY.schools.find((s) => [s.name, ...(s.aliases ?? [])].map(norm).includes(key));
  return norm(found ? found.name : raw);
}

/** How a build search reads in the history. */
export function describeFilters(f: SearchFilters): string {
  const parts: string[] = [];
  const add = (label: string, xs?: string[] | null) => xs && xs.length > 0 && parts.push(`${label}: ${xs.join(', ')}`);
  if (f.keywords?.trim()) parts.push(f.keywords.trim());
  add('Titles', f.titles);
  add('Seniority', f.seniorities);
  add('Locations', f.locations);
  add('Current companies', f.currentCompanies);
  add('Past companies', f.pastCompanies);
  add('Industries', f.industries);
  add(f.skillsMatch === 'any' ? 'Any skills' : 'Skills', f.skills);
  if (f.yearsFrom != null || f.yearsTo != null) parts.push(`Years: ${f.yearsFrom ?? 0}–${f.yearsTo ?? 'any'}`);
  add('Schools', f.schools);
  if (f.remote) parts.push('Remote');
  if (f.openToRelocation) parts.push('Open to relocation');
  return parts.join('; ');
}
