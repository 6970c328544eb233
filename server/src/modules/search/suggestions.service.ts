import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { ReadQueries } from '../../common/read-queries';
import { untimedWork } from '../../common/untimed-work';
import type { JobQueue } from '../../jobs/job-queue';
import {
  AREAS,
  areaNamed,
  countryNameOf,
  INDUSTRY_NAMES,
  REGIONS,
  type Region,
  regionNamed,
  SCHOOL_NAMES,
  VOCABULARY,
  worldCountries,
  worldCountry,
} from '../vocabulary';
import { SearchTermsRepository, type TermKind, type TermRow } from './search-terms.repository';

/** What a suggestion names: the build filters' lists (and, all together, the AI box). */
export type SuggestionKind = 'title' | 'company' | 'skill' | 'school' | 'location' | 'industry';
export const SUGGESTION_KINDS: readonly SuggestionKind[] = ['title', 'company', 'skill', 'school', 'location', 'industry'];

export interface Suggestion {
  kind: SuggestionKind;
  /** What to put in the filter (or the query): 'Recruiter', 'Berlin, Germany'. */
  value: string;
  label: string;
  /** How many people of the index have it, as of the last count. */
  people: number;
  /** Not what was typed but like it: a typo's likely meaning. */
  didYouMean: boolean;
}

/** The build filters whose values the index may not know, by the kind of value each takes. */
export const FILTER_KINDS = {
  titles: 'title',
  currentCompanies: 'company',
  pastCompanies: 'company',
  skills: 'skill',
  schools: 'school',
  locations: 'location',
  industries: 'industry',
} as const satisfies Record<string, SuggestionKind>;
export type CheckedFilter = keyof typeof FILTER_KINDS;

/** A value of a build filter nobody in the index has, and the likest value they have, if any. */
export interface UnknownValue {
  filter: CheckedFilter;
  value: string;
  didYouMean: string | null;
}

/** Lower case, single spaces (accents kept: the index writes 'São Paulo'). */
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const titleCase = (s: string) => s.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());

/** The words a name is known by, lower case: its name and its aliases. */
const namesOf = (name: string, aliases: readonly string[] = []) => [name, ...aliases].map(norm);
/** A region's city as the search terms key it ('austin|US'). */
const cityTerm = (region: Region, city: string) => `${city.toLowerCase()}|${region.countryCode}`;
/** Whether a word of one of the names starts with `text`. */
const wordStarts = (names: readonly string[], text: string) => names.some((n) => ` ${n.replace(/[-,/()&.]/g, ' ')}`.includes(` ${text}`));

export const SEARCH_TERMS_QUEUE = 'search-terms';
const EVERY_TEN_MINUTES = '*/10 * * * *';

/** How long after a change the counts are taken again (changes close together are counted once). */
const REFRESH_DELAY_MS = 5_000;
/** The least time between two counts. */
const REFRESH_GAP_MS = 60_000;

/**
 * Suggestions while typing (issue 34): the titles, companies, skills, schools, places and
 * industries of the index whose words start with what was typed, with how many people have each,
 * from search_terms (counted again after loads and imports, and every 10 minutes: a few minutes
 * behind a change at most). With nothing found, the values like it ("did you mean"). And the values
 * of a build search the index does not know, so the page can say so instead of silently finding 0.
 */
export class SuggestionsService {
  private refreshTimer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private lastRefreshAt = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly logger?: Logger,
    /** Where suggestions are read: a read replica when there is one (db/read-replicas.ts), else the primary. */
    private readonly read: ReadQueries = (work) => work(ds),
  ) {}

  /** Asks the counted values, on a replica when there is one. */
  private terms<T>(ask: (terms: SearchTermsRepository) => Promise<T>): Promise<T> {
    return this.read((ds) => ask(new SearchTermsRepository(ds)));
  }

  async suggest(text: string, kinds: readonly SuggestionKind[] = SUGGESTION_KINDS, first = 8): Promise<Suggestion[]> {
    const typed = norm(text).slice(0, 100);
    if (typed.length < 2 || kinds.length === 0) return [];
    const found = await this.find(typed, kinds, first, 'matching');
    if (found.length > 0 || typed.length < 3) return found;
    return (await this.find(typed, kinds, first, 'similar')).map((s) => ({ ...s, didYouMean: true }));
  }

  /** The values of a build search's filters nobody in the index has, each with the likest known value. */
  async unknownValues(filters: Partial<Record<CheckedFilter, readonly string[] | null | undefined>>): Promise<UnknownValue[]> {
    const out: UnknownValue[] = [];
    for (const filter of Object.keys(FILTER_KINDS) as CheckedFilter[]) {
      for (const value of filters[filter] ?? []) {
        const typed = norm(value);
        if (!typed || (await this.known(FILTER_KINDS[filter], typed))) continue;
        const like = typed.length >= 3 ? (await this.find(typed, [FILTER_KINDS[filter]], 1, 'similar'))[0] : undefined;
        out.push({ filter, value, didYouMean: like && norm(like.value) !== typed ? like.value : null });
      }
    }
    return out;
  }

  /**
   * Counts the index's values again soon: once for changes close together, and at most once a
   * minute (a count reads every search row); failures are logged.
   */
  refreshSoon(): void {
    if (this.refreshTimer) return;
    const wait = Math.max(REFRESH_DELAY_MS, this.lastRefreshAt + REFRESH_GAP_MS - Date.now());
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.refresh().catch((err: unknown) => this.logger?.warn({ err }, 'could not count the suggestions again'));
    }, wait);
    this.refreshTimer.unref();
  }

  /** Counts the index's values again now (one count at a time in this process). */
  async refresh(): Promise<void> {
    this.refreshing ??= untimedWork(this.ds, (untimed) => new SearchTermsRepository(untimed).refresh()).finally(() => {
      this.refreshing = null;
      this.lastRefreshAt = Date.now();
    });
    return this.refreshing;
  }

  /** Counts again every 10 minutes on the job queue (once across every process): what profile writes changed since. */
  async startWorker(queue: JobQueue): Promise<void> {
    await queue.work(SEARCH_TERMS_QUEUE, () => this.refresh());
    await queue.schedule(SEARCH_TERMS_QUEUE, EVERY_TEN_MINUTES);
  }

  stop(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  /** Whether anyone in the index has this value of a filter (as the search reads it: names, aliases, 'City, Country'). */
  private async known(kind: SuggestionKind, typed: string): Promise<boolean> {
    switch (kind) {
      case 'title':
        return this.terms((t) => t.hasPhrase('title', typed));
      case 'company':
        return (await this.terms((t) => t.matching(['company'], typed, 50))).some((r) => norm(r.label) === typed);
      case 'school': {
        const school = VOCABULARY.schools.find((x) => namesOf(x.name, x.aliases).includes(typed));
        return (await this.terms((t) => t.counts('school', [school ? school.name.toLowerCase() : typed]))).size > 0;
      }
      case 'industry': {
        const industry = VOCABULARY.industries.find((x) => x.key === typed || namesOf(x.name, x.aliases).includes(typed));
        return (await this.terms((t) => t.counts('industry', [industry?.key ?? typed]))).size > 0;
      }
      case 'location': {
        const country = VOCABULARY.countries.find((c) => namesOf(c.name, c.aliases).includes(typed) || c.code.toLowerCase() === typed);
        const codes = country ? [country.code] : (areaNamed(typed)?.codes ?? (worldCountry(typed) ? [worldCountry(typed)!.code] : null));
        if (codes) return (await this.terms((t) => t.counts('country', [...codes]))).size > 0;
        const region = regionNamed(typed);
        if (region)
          return (
            (
              await this.terms((t) =>
                t.counts(
                  'city',
                  region.cities.map((c) => cityTerm(region, c)),
                ),
              )
            ).size > 0
          );
        const city = typed.split(',')[0].trim();
        return (await this.terms((t) => t.matching(['city'], city, 50))).some((r) => r.term.split('|')[0] === city);
      }
      default:
        return (await this.terms((t) => t.counts(kind, [typed]))).size > 0;
    }
  }

  private async find(typed: string, kinds: readonly SuggestionKind[], first: number, how: 'matching' | 'similar'): Promise<Suggestion[]> {
    const tableKinds = kinds.flatMap((k): TermKind[] => (k === 'location' ? ['city'] : k === 'industry' ? [] : [k]));
    const rows = tableKinds.length > 0 ? await this.terms((t) => t[how](tableKinds, typed, first)) : [];
    const out = rows.map((r) => this.fromRow(r));
    // Countries and industries by their names and aliases (the rows hold their codes and keys).
    if (how === 'matching') {
      if (kinds.includes('location')) out.push(...(await this.countries(typed)));
      if (kinds.includes('industry')) out.push(...(await this.industries(typed)));
    }
    const starts = (s: Suggestion) => norm(s.label).startsWith(typed);
    return out
      .filter((s) => s.people > 0)
      .sort((a, b) => Number(starts(b)) - Number(starts(a)) || b.people - a.people || a.label.localeCompare(b.label))
      .slice(0, first);
  }

  private fromRow(r: TermRow): Suggestion {
    const base = { people: r.people, didYouMean: false };
    switch (r.kind) {
      case 'city': {
        const country = countryNameOf(r.term.split('|')[1]);
        const label = `${r.label}, ${country}`;
        return { ...base, kind: 'location', value: label, label };
      }
      case 'school': {
        const name = SCHOOL_NAMES.get(r.term) ?? titleCase(r.label);
        return { ...base, kind: 'school', value: name, label: name };
      }
      default:
        return { ...base, kind: r.kind as SuggestionKind, value: r.label, label: r.label };
    }
  }

  private async countries(typed: string): Promise<Suggestion[]> {
    const named: Array<{ name: string; codes: readonly string[] }> = VOCABULARY.countries
      .filter((c) => wordStarts([...namesOf(c.name, c.aliases), c.code.toLowerCase()], typed))
      .map((c) => ({ name: c.name, codes: [c.code] }));
    // Other countries imports brought (by their English name), and areas of several ('DACH', 'Latin America').
    const ours = new Set(VOCABULARY.countries.map((c) => c.code));
    for (const [code, name] of worldCountries())
      if (!ours.has(code) && wordStarts([norm(name)], typed)) named.push({ name, codes: [code] });
    for (const area of AREAS) if (wordStarts(namesOf(area.name, area.aliases), typed)) named.push({ name: area.name, codes: area.codes });
    const counts = await this.terms((t) =>
      t.counts(
        'country',
        named.flatMap((c) => c.codes),
      ),
    );
    const places = named.map((c) => ({
      kind: 'location' as const,
      value: c.name,
      label: c.name,
      people: c.codes.reduce((sum, code) => sum + (counts.get(code) ?? 0), 0),
      didYouMean: false,
    }));
    // Regions ('Texas', 'Bavaria'), by the people of their cities.
    const regions = REGIONS.filter((r) => !r.byCityOnly && wordStarts(namesOf(r.name, r.aliases), typed));
    if (regions.length === 0) return places;
    const cityCounts = await this.terms((t) =>
      t.counts(
        'city',
        regions.flatMap((r) => r.cities.map((c) => cityTerm(r, c))),
      ),
    );
    for (const r of regions)
      places.push({
        kind: 'location',
        value: r.name,
        label: r.name,
        people: r.cities.reduce((sum, c) => sum + (cityCounts.get(cityTerm(r, c)) ?? 0), 0),
        didYouMean: false,
      });
    return places;
  }

  private async industries(typed: string): Promise<Suggestion[]> {
    const named = VOCABULARY.industries.filter((i) => wordStarts(namesOf(i.name, i.aliases), typed));
    const counts = await this.terms((t) =>
      t.counts(
        'industry',
        named.map((i) => i.key),
      ),
    );
    return named.map((i) => ({
      kind: 'industry',
      value: INDUSTRY_NAMES.get(i.key) ?? i.name,
      label: i.name,
      people: counts.get(i.key) ?? 0,
      didYouMean: false,
    }));
  }
}
