/**
 * Tokens and normalisation: how the reader splits text into words and compares them (case, accents,
 * dots and apostrophes ignored; hyphens split words), and the tokens of a query with how far each
 * has been read.
 */

const TOKEN_RE = /\d+(?:\.\d+)?|\.?\p{L}[\p{L}\p{N}\p{M}.'\u2019&+#]*|[@&+<>~\u2265\u2264]/gu;

export function normWord(raw: string): string {
  let s = raw
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '');
  if (s.length > 1) s = s[0] + s.slice(1).replace(/\./g, '');
  if (s === '.') return '';
  return s;
}

export function wordsOf(text: string): Array<{ raw: string; start: number; end: number }> {
  const out: Array<{ raw: string; start: number; end: number }> = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m; m = TOKEN_RE.exec(text)) out.push({ raw: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** The lookup key of a phrase: its normalised tokens joined by single spaces. */
export function normKey(text: string): string {
  return wordsOf(text)
    .map((w) => normWord(w.raw))
    .filter(Boolean)
    .join(' ');
}

export function singular(w: string): string | null {
  if (w.length < 3) return null;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(w)) return null;
  if (/(ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return null;
}

export const cap = (w: string) => (w ? w[0].toUpperCase() + w.slice(1) : w);
/** A title as the role phrase matched against current titles: lower case, hyphens as spaces ('full stack developer'). */
export const titleKey = (title: string) => title.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

export interface Tok {
  raw: string;
  norm: string;
  start: number;
  end: number;
  /** Index of the query word it came from. */
  word: number;
  /** Something (an operator, a parenthesis, a quote, a kept group) separates it from the token before. */
  barrier: boolean;
  /** A quoted phrase, read only as a whole. */
  atomic: boolean;
  phraseText?: string;
}

export type Status = 'free' | 'used' | 'stop' | 'left' | 'forced';

/** The tokens of a query and how far each has been read. */
export interface Tokens {
  readonly query: string;
  readonly toks: Tok[];
  readonly status: Status[];
}

export function isFree(t: Tokens, i: number): boolean {
  return i < t.toks.length && t.status[i] === 'free';
}

/** Whether the free tokens from i are `words`, without crossing a barrier or a quoted phrase. */
export function phraseAtIs(t: Tokens, i: number, words: string[]): boolean {
  for (let k = 0; k < words.length; k++) {
    const u = t.toks[i + k];
    if (!u || u.atomic || !isFree(t, i + k) || (k > 0 && u.barrier) || u.norm !== words[k]) return false;
  }
  return true;
}
