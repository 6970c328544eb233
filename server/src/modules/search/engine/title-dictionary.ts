import { setImmediate } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import type { TitleMatch } from '../structured-query';
import {
  ADJACENT_FUNCTIONS,
  classifyTitle,
  familiesNamedBy,
  ladderClasses,
  titleSynonyms,
  type TitleClass,
} from '../../vocabulary/title-taxonomy';
import { readTitle } from '../../imports/readings';

/** A title of the index: its class (null when the taxonomy cannot place it) and its words for literal matching. */
interface TitleEntry {
  cls: TitleClass | null;
  words: string[];
}

/** New titles classified between turns of the event loop: a first load of a large index never holds up requests long. */
const CLASSIFY_SLICE = 500;

/** Adds `key` to the set of `group` in `index`. */
function file(index: Map<string, Set<string>>, group: string, key: string): void {
  let keys = index.get(group);
  if (!keys) index.set(group, (keys = new Set()));
  keys.add(key);
}

/** Removes `key` from the set of `group` in `index`. */
function unfile(index: Map<string, Set<string>>, group: string, key: string): void {
  const keys = index.get(group);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(group);
}

/**
 * The job titles of the index (job_titles: one row per distinct current title; a few thousand
 * in the sample index, hundreds of thousands after a real file),
 * each classified by the title taxonomy into a family, a function and a level (as written, else as
 * an import reads it). A title phrase of
 * a search is resolved here into the title keys it stands for, graded: the titles it names
 * literally (or by a synonym) and, when it names a whole family ('software engineer'), every
 * title of the family meet it; titles of the same family, of the same function and level, and of
 * the same function are nearer and nearer misses, used to rank closest matches.
 */
export class TitleDictionary {
  /**
   * Every title of the index, classified once: a title's class never changes, so a reload (after
   * an import, or a minute) classifies only the titles new since the last, and drops those gone. A
   * real file brings hundreds of thousands of distinct titles.
   */
  private readonly entries = new Map<string, TitleEntry>();
  /** The titles by each of their words, family and function: a phrase is resolved among the titles it can concern. */
  private readonly byWord = new Map<string, Set<string>>();
  private readonly byFamily = new Map<string, Set<string>>();
  private readonly byFunction = new Map<string, Set<string>>();
  private loadedAt: number | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly ttlMs = 60_000,
  ) {}

  /** The titles of the index, read again when the last read is older than the time to live or was forgotten. */
  private async current(): Promise<void> {
    if (this.loadedAt !== null && Date.now() - this.loadedAt < this.ttlMs) return;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const rows: Array<{ key: string }> = await this.ds.query(`SELECT title_key AS key FROM job_titles`);
    const present = new Set<string>();
    let fresh = 0;
    for (const { key } of rows) {
      present.add(key);
      if (this.entries.has(key)) continue;
      this.add(key);
      if (++fresh % CLASSIFY_SLICE === 0) await setImmediate();
    }
    if (this.entries.size > present.size) for (const key of [...this.entries.keys()]) if (!present.has(key)) this.remove(key);
    this.loadedAt = Date.now();
  }

  private add(key: string): void {
    // A ladder title has its exact class; any other is read as an import reads it (abbreviations,
    // German, French, Spanish, Portuguese and Dutch titles: 'vp, eng', 'Développeuse logicielle';
    // 'Solutions Engineer' in sales, 'L&D Manager' in people), so that the people an import
    // classified are in the same family for searches.
    const cls = ladderClasses(key).length > 0 ? classifyTitle(key) : readTitle(key);
    const words = titleWords(key);
    this.entries.set(key, { cls, words });
    for (const w of new Set(words)) file(this.byWord, w, key);
    if (cls) {
      file(this.byFamily, cls.family, key);
      file(this.byFunction, cls.functionKey, key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)!;
    this.entries.delete(key);
    for (const w of new Set(entry.words)) unfile(this.byWord, w, key);
    if (entry.cls) {
      unfile(this.byFamily, entry.cls.family, key);
      unfile(this.byFunction, entry.cls.functionKey, key);
    }
  }

  /** Reads the titles afresh at the next resolution (those already classified keep their class). */
  forget(): void {
    this.loadedAt = null;
  }

  /**
   * The title keys that name a phrase literally: the phrase or a synonym of it as whole words of
   * the title, plurals aside ('backend engineers' names 'senior backend engineer'). Words are
   * compared whole, never stemmed: 'developer' is not 'development', 'accountant' not 'account'.
   * Only the titles holding the spelling's rarest word are compared.
   */
  private literalKeys(phrase: string): Set<string> {
    const keys = new Set<string>();
    for (const spelling of titleSynonyms(phrase).map(titleWords)) {
      if (spelling.length === 0) continue;
      let fewest: Set<string> | undefined;
      for (const w of spelling) {
        const holders = this.byWord.get(w);
        if (!holders || holders.size < (fewest?.size ?? Infinity)) fewest = holders;
        if (!holders) break;
      }
      if (!fewest) continue;
      for (const key of fewest) if (containsRun(this.entries.get(key)!.words, spelling)) keys.add(key);
    }
    return keys;
  }

  /** The graded title keys of the title phrases of a search. */
  async resolve(phrases: string[]): Promise<TitleMatch> {
    await this.current();
    const classOf = (key: string) => this.entries.get(key)?.cls ?? null;
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
      for (const key of this.literalKeys(phrase)) {
        literal.add(key);
        met.add(key);
        const c = classOf(key);
        if (c?.specialisation && containsRun(words, titleWords(c.specialisation))) {
          specialisations.add(`${c.family}|${c.specialisation}`);
          named = true;
        }
      }
      if (!named) for (const family of familiesNamedBy(phrase)) families.add(family);
    }
    for (const named of specialisations) {
      const family = named.slice(0, named.indexOf('|'));
      for (const key of this.byFamily.get(family) ?? []) {
        const c = classOf(key)!;
        if (c.specialisation && specialisations.has(`${c.family}|${c.specialisation}`)) {
          literal.add(key);
          met.add(key);
        }
      }
    }
    const levelsByFunction = new Map<string, Set<number>>();
    const sameFamily = new Set<string>();
    for (const key of literal) {
      const c = classOf(key);
      if (!c) continue;
      sameFamily.add(c.family);
      if (!levelsByFunction.has(c.functionKey)) levelsByFunction.set(c.functionKey, new Set());
      levelsByFunction.get(c.functionKey)!.add(c.level);
    }
    for (const f of families)
      for (const key of this.byFamily.get(f) ?? []) {
        met.add(key);
        const fn = classOf(key)!.functionKey;
        if (!levelsByFunction.has(fn)) levelsByFunction.set(fn, new Set());
      }
    const near = new Set<string>();
    for (const f of levelsByFunction.keys()) for (const a of ADJACENT_FUNCTIONS[f] ?? []) if (!levelsByFunction.has(a)) near.add(a);
    // The near misses are titles of the families and functions above: only those are graded.
    const graded = new Set<string>();
    for (const f of [...sameFamily, ...families]) for (const key of this.byFamily.get(f) ?? []) graded.add(key);
    for (const fn of [...levelsByFunction.keys(), ...near]) for (const key of this.byFunction.get(fn) ?? []) graded.add(key);
    const family: string[] = [];
    const level: string[] = [];
    const func: string[] = [];
    const adjacent: string[] = [];
    for (const key of graded) {
      const c = classOf(key);
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
