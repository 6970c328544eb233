import type { DataSource } from 'typeorm';
import type { TitleMatch } from '../structured-query';
import { ADJACENT_FUNCTIONS, classifyTitle, familiesNamedBy, titleSynonyms, type TitleClass } from '../../vocabulary/title-taxonomy';
import { readTitle } from '../../imports/readings';

/**
 * The job titles of the index (job_titles: one row per distinct current title, a few thousand),
 * each classified by the title taxonomy into a family, a function and a level (as written, else as
 * an import reads it). A title phrase of
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
    // A title the taxonomy cannot place as written is read as an import reads it (abbreviations,
    // German, French, Spanish, Portuguese and Dutch titles: 'vp, eng', 'Développeuse logicielle'),
    // so that the people an import classified are in their family for searches too.
    for (const { key } of rows) classes.set(key, classifyTitle(key) ?? readTitle(key));
    this.loaded = { at: Date.now(), classes };
    return classes;
  }

  forget(): void {
    this.loaded = null;
  }

  /**
   * The title keys that name a phrase literally: the phrase or a synonym of it as whole words of
   * the title, plurals aside ('backend engineers' names 'senior backend engineer'). Words are
   * compared whole, never stemmed: 'developer' is not 'development', 'accountant' not 'account'.
   */
  private literalKeys(phrase: string, classes: Map<string, TitleClass | null>): string[] {
    const spellings = titleSynonyms(phrase)
      .map(titleWords)
      .filter((w) => w.length > 0);
    const keys: string[] = [];
    for (const key of classes.keys()) {
      const words = titleWords(key);
      if (spellings.some((s) => containsRun(words, s))) keys.push(key);
    }
    return keys;
  }

  /** The graded title keys of the title phrases of a search. */
  async resolve(phrases: string[]): Promise<TitleMatch> {
    const classes = await this.classes();
    const literal = new Set<string>();
    const met = new Set<string>();
    const families = new Set<string>();
    // A phrase that names a specialisation ('backend engineer') names every title of that
    // specialisation in the families it reaches: 'Software Engineer, Backend', 'Backend Developer'.
    const specialisations = new Set<string>();
    // A phrase that names a specialisation of a family ('data scientist', 'devops engineer') stands
    // for that specialisation, not the whole family it belongs to (research scientists, SREs).
    for (const phrase of phrases) {
      const words = titleWords(phrase);
      let named = false;
      for (const key of this.literalKeys(phrase, classes)) {
        literal.add(key);
        met.add(key);
        const c = classes.get(key);
        if (c?.specialisation && containsRun(words, titleWords(c.specialisation))) {
          specialisations.add(`${c.family}|${c.specialisation}`);
          named = true;
        }
      }
      if (!named) for (const family of familiesNamedBy(phrase)) families.add(family);
    }
    if (specialisations.size > 0) {
      for (const [key, c] of classes) {
        if (c?.specialisation && specialisations.has(`${c.family}|${c.specialisation}`)) {
          literal.add(key);
          met.add(key);
        }
      }
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

/** A title's words for literal matching: lower case, hyphens and punctuation as spaces, each word singular. */
export function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#&]+/u)
    .filter(Boolean)
    .map((w) =>
      w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w,
    );
}

/** Whether `words` holds `run` as consecutive words. */
function containsRun(words: string[], run: string[]): boolean {
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}
