import type { DataSource } from 'typeorm';
import type { TitleMatch } from '../../../modules/search/structured-query';
import {
  ADJACENT_FUNCTIONS,
  classifyTitle,
  familiesNamedBy,
  titleSynonyms,
  type TitleClass,
} from '../../../modules/vocabulary/title-taxonomy';

/**
 * The job titles of the index (job_titles: one row per distinct current title, a few thousand),
 * each classified by the title taxonomy into a family, a function and a level. A title phrase of
 * a search is resolved here into the title keys it stands for, graded: the titles it names
 * literally (or by a synonym) and, when it names a whole family ('software engineer'), every
 * title of the family meet it; titles of the same family, of the same function and level, and of
 * the same function are nearer and nearer misses, used to rank closest matches.
 */
export class TitleDictionary {
  private loaded: { at: number; classes: Map<string, TitleClass | null> } | null = null;
  private loading: Promise<Map<string, TitleClass | null>> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly ttlMs = 60_000,
  ) {}

  /** Every title key of the index with its class (null when the taxonomy cannot place it). */
  async classes(): Promise<Map<string, TitleClass | null>> {
    if (this.loaded && Date.now() - this.loaded.at < this.ttlMs) return this.loaded.classes;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Map<string, TitleClass | null>> {
    const rows: Array<{ key: string }> = await this.ds.query(`SELECT title_key AS key FROM job_titles`);
    const classes = new Map<string, TitleClass | null>();
    for (const { key } of rows) classes.set(key, classifyTitle(key));
    this.loaded = { at: Date.now(), classes };
    return classes;
  }

  forget(): void {
    this.loaded = null;
  }

  /** The title keys that name a phrase literally: the phrase or a synonym of it, as a phrase of the title (stemmed). */
  private async literalKeys(phrase: string): Promise<string[]> {
    const spellings = titleSynonyms(phrase);
    const rows: Array<{ key: string }> = await this.ds.query(
      `SELECT title_key AS key FROM job_titles, unnest($1::text[]) s(phrase) WHERE doc @@ phraseto_tsquery('english', s.phrase) GROUP BY title_key`,
      [spellings],
    );
    return rows.map((r) => r.key);
  }

  /** The graded title keys of the title phrases of a search. */
  async resolve(phrases: string[]): Promise<TitleMatch> {
    const classes = await this.classes();
    const literal = new Set<string>();
    const met = new Set<string>();
    const families = new Set<string>();
    for (const phrase of phrases) {
      for (const key of await this.literalKeys(phrase)) {
        literal.add(key);
        met.add(key);
      }
      for (const family of familiesNamedBy(phrase)) families.add(family);
    }
    const levelsByFunction = new Map<string, Set<number>>();
    const sameFamily = new Set<string>();
    for (const key of literal) {
      const c = classes.get(key);
      if (!c) continue;
      sameFamily.add(c.family);
      if (!levelsByFunction.has(c.functionKey)) levelsByFunction.set(c.functionKey, new Set());
      levelsByFunction.get(c.functionKey)!.add(c.level);
    }
    for (const [key, c] of classes) {
      if (!c || !families.has(c.family)) continue;
      met.add(key);
      if (!levelsByFunction.has(c.functionKey)) levelsByFunction.set(c.functionKey, new Set());
    }
    const family: string[] = [];
    const level: string[] = [];
    const func: string[] = [];
    const adjacent: string[] = [];
    const near = new Set<string>();
    for (const f of levelsByFunction.keys()) for (const a of ADJACENT_FUNCTIONS[f] ?? []) if (!levelsByFunction.has(a)) near.add(a);
    for (const [key, c] of classes) {
      if (!c || met.has(key)) continue;
      const levels = levelsByFunction.get(c.functionKey);
      if (sameFamily.has(c.family) || families.has(c.family)) family.push(key);
      else if (levels && levels.has(c.level)) level.push(key);
      else if (levels) func.push(key);
      else if (near.has(c.functionKey)) adjacent.push(key);
    }
    const sorted = (xs: Iterable<string>) => [...xs].sort();
    return {
      met: sorted(met),
      literal: sorted(literal),
      family: family.sort(),
      level: level.sort(),
      func: func.sort(),
      adjacent: adjacent.sort(),
      families: sorted([...families, ...sameFamily]),
    };
  }
}
