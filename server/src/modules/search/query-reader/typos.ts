import type { Interpretation, KeywordExpr } from './interpretation.types';
import { FOREIGN_PLACES, FOREIGN_TITLES } from '../../vocabulary';
import { normKey } from './tokens';
import type { CompanyTables, VocabTables } from './vocabulary-tables';

/**
 * Typos: the words of a query nothing could read (left as keywords) that are an edit or two from a
 * word the vocabulary or the company list knows ('sofware' -> 'software', 'londn' -> 'london',
 * 'recrutier' -> 'recruiter'). A correction is kept only when the corrected word is then read as
 * part of something (a title, a place, a skill, ...): a word that stays a keyword either way is
 * left as typed.
 */

/** A word as typed and as corrected. */
export interface Fix {
  from: string;
  to: string;
}

/** The most words of one query to correct, and the longest word considered. */
const MAX_FIXES = 6;
const MAX_WORD = 24;

/** Rows of the distance table, reused (a query's words are compared with thousands of known words). */
let rowA = new Int32Array(32);
let rowB = new Int32Array(32);
let rowC = new Int32Array(32);

/** Optimal string alignment distance (edits: insert, delete, substitute, swap two neighbours), or max + 1 once beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rowA.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
    rowC = new Int32Array(b.length + 1);
  }
  // rowC: two rows up, rowA: the row above, rowB: this row.
  for (let j = 0; j <= b.length; j++) rowA[j] = j;
  for (let i = 1; i <= a.length; i++) {
    rowB[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(rowA[j] + 1, rowB[j - 1] + 1, rowA[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, rowC[j - 2] + 1);
      rowB[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = rowC;
    rowC = rowA;
    rowA = rowB;
    rowB = spare;
  }
  return rowA[b.length];
}

/** How many edits a word of this length may carry: none below 4 letters, one up to 7, two from 8. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * Every single word of the tables' phrases, by its first letter and length (built once per pair of
 * tables). A typo is looked for among words of the same first letter: a first letter mistyped is
 * rare, and it keeps a query's look-up to a few hundred comparisons.
 */
const wordsCache = new WeakMap<CompanyTables, Map<string, string[]>>();
function knownWords(vt: VocabTables, ct: CompanyTables): Map<string, string[]> {
  let byStart = wordsCache.get(ct);
  if (byStart) return byStart;
  const words = new Set<string>();
  for (const table of [vt.table, ct.table])
    for (const key of table.keys()) for (const w of key.split(' ')) if (w.length >= 3 && /^\p{L}+$/u.test(w)) words.add(w);
  byStart = new Map();
  for (const w of [...words].sort()) {
    const list = byStart.get(bucket(w[0], w.length)) ?? [];
    list.push(w);
    byStart.set(bucket(w[0], w.length), list);
  }
  wordsCache.set(ct, byStart);
  return byStart;
}
const bucket = (first: string, length: number) => `${first}${length}`;

/** The words of the foreign titles and places: a typo is read as the English word before them ('londn': London, not Londen). */
const FOREIGN_WORDS = new Set([...FOREIGN_TITLES, ...FOREIGN_PLACES].flatMap(([foreign]) => normKey(foreign).split(' ')));

/**
 * Words that are words, not typos of a place: languages and nationalities ('fluent German' is no
 * typo of Germany, 'Israeli' none of Israel, 'Indian' none of India).
 */
const REAL_WORDS = new Set(
  (
    'english british american canadian mexican brazilian argentinian argentine chilean colombian peruvian german french spanish ' +
    'dutch italian portuguese polish swedish danish finnish norwegian icelandic irish scottish welsh swiss austrian belgian czech ' +
    'slovak hungarian romanian bulgarian greek turkish russian ukrainian serbian croatian israeli arabic arab hebrew persian ' +
    'egyptian nigerian kenyan ghanaian ethiopian african european asian indian pakistani bangladeshi hindi urdu bengali tamil ' +
    'chinese mandarin cantonese japanese korean vietnamese thai filipino tagalog indonesian malay australian kiwi emirati saudi'
  ).split(' '),
);

/** The plain words of a reading's keywords: its top-level terms ANDed together (never words under OR or NOT). */
function plainWords(keywords: KeywordExpr | null): string[] {
  if (!keywords) return [];
  const parts = keywords.kind === 'and' ? keywords.items : [keywords];
  return parts.flatMap((p) => (p.kind === 'term' && !p.phrase ? p.text.split(/\s+/) : []));
}

/**
 * The known words likest to a word (the fewest edits, within what it may carry), those that name
 * something by themselves first ('engineer' before 'engine'); none for a known word.
 */
function nearest(word: string, byStart: Map<string, string[]>, vt: VocabTables): string[] {
  const max = allowedEdits(word.length);
  if (max === 0 || word.length > MAX_WORD || !/^\p{L}+$/u.test(word)) return [];
  if (byStart.get(bucket(word[0], word.length))?.includes(word) || REAL_WORDS.has(word)) return [];
  let found: string[] = [];
  let bestDistance = max;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of byStart.get(bucket(word[0], length)) ?? []) {
      const d = editDistance(word, candidate, bestDistance);
      if (d < bestDistance) {
        found = [candidate];
        bestDistance = d;
      } else if (d === bestDistance) found.push(candidate);
    }
  }
  const rank = (w: string) => (vt.table.has(w) ? 0 : 2) + (FOREIGN_WORDS.has(w) ? 1 : 0);
  return found.sort((x, y) => rank(x) - rank(y) || x.localeCompare(y)).slice(0, 4);
}

/** The query with each fix applied to the first whole word it names (case aside). */
export function applyFixes(text: string, fixes: readonly Fix[]): string {
  let out = text;
  for (const { from, to } of fixes) {
    const at = new RegExp(`(^|[^\\p{L}\\p{N}])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}\\p{N}])`, 'iu').exec(out);
    if (at) out = `${out.slice(0, at.index + at[1].length)}${to}${out.slice(at.index + at[1].length + from.length)}`;
  }
  return out;
}

/**
 * The typos of a reading worth correcting: each unread word with its likest known word, kept when
 * reading the query again with it makes it part of something. `read` reads a text as the query is
 * read. Null when there is nothing to correct.
 */
export function typoFixes(
  text: string,
  reading: Interpretation,
  vt: VocabTables,
  ct: CompanyTables,
  read: (text: string) => Interpretation,
): { text: string; fixes: Fix[]; reading: Interpretation } | null {
  const byStart = knownWords(vt, ct);
  const words: Array<{ from: string; options: string[] }> = [];
  for (const word of plainWords(reading.keywords)) {
    const lower = word.toLowerCase();
    if (words.length >= MAX_FIXES || words.some((w) => w.from === lower)) continue;
    const options = nearest(lower, byStart, vt);
    if (options.length > 0) words.push({ from: lower, options });
  }
  if (words.length === 0) return null;
  // Each word's likest option first; a word still unread tries its next one, up to four.
  const kept = new Map<string, string>();
  let pending = words;
  for (let round = 0; round < 4 && pending.length > 0; round++) {
    const trying = pending.filter((w) => w.options[round] !== undefined).map((w) => ({ from: w.from, to: w.options[round] }));
    if (trying.length === 0) break;
    const tried = read(applyFixes(text, [...[...kept].map(([from, to]) => ({ from, to })), ...trying]));
    const unread = new Set(plainWords(tried.keywords).map((w) => w.toLowerCase()));
    for (const fix of trying) if (!unread.has(fix.to)) kept.set(fix.from, fix.to);
    pending = pending.filter((w) => !kept.has(w.from));
  }
  if (kept.size === 0) return null;
  const fixes = words.filter((w) => kept.has(w.from)).map((w) => ({ from: w.from, to: kept.get(w.from)! }));
  const corrected = applyFixes(text, fixes);
  return { text: corrected, fixes, reading: read(corrected) };
}
