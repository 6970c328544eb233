/**
 * The words of a search found in a card's text (ResultMatch.highlights), split out so the card can
 * mark them. Pure: no React, no antd.
 *
 * - Case-insensitive: 'react' marks 'React'.
 * - A term starts at a word's start and may take an inflection at its end ('engineer' marks
 *   'Engineers' whole, 'manage' marks 'managing'), but never the start of a longer word ('java'
 *   leaves 'JavaScript' alone, 'go' leaves 'good' alone).
 * - A phrase ('product manager') matches across any white space; the inflection goes on its last word.
 * - Where two terms overlap, the longer one wins ('product manager' over 'manager').
 * - Accents aside, as the search finds them: 'novakova' marks 'Nováková', 'zürich' 'Zurich'.
 */

export interface TextPart {
  text: string;
  /** True for a part that matched one of the terms. */
  mark: boolean;
}

/** What may follow a term inside the same word: plurals, 's, the usual verb and agent endings. */
const INFLECTION = "(?:['’]s|s|es|d|ed|ing|er|ers)?";
const WORD_CHAR = '[\\p{L}\\p{N}]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One term as a pattern: its words joined by any white space; a term that ends with a letter or a
 * digit takes an inflection and must end the word there ('c++' needs neither).
 */
function termPattern(term: string): string {
  const words = term.split(/\s+/).map(escapeRegExp);
  const body = words.join('\\s+');
  if (!new RegExp(`${WORD_CHAR}$`, 'u').test(term)) return body;
  // A final 'e' may give way to 'ing' ('manage', 'managing').
  const ending = body.endsWith('e') ? `(?:e${INFLECTION}|ing)` : INFLECTION;
  return `${body.endsWith('e') ? body.slice(0, -1) : body}${ending}(?!${WORD_CHAR})`;
}

/** Letters with no accent to take off that the search still reads as another ('Łódź' is found as 'lodz'). */
const PLAIN_LETTER: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
};

/** A character without its accents ('á' to 'a', a combining accent alone to nothing). */
function plain(ch: string): string {
  return PLAIN_LETTER[ch] ?? ch.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** The text without accents, and for each of its characters (and its end) where in `text` it came from. */
function withoutAccents(text: string): { text: string; from: number[] } {
  let out = '';
  const from: number[] = [];
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    const base = plain(ch);
    for (let k = 0; k < base.length; k++) from.push(i);
    out += base;
    i += ch.length;
  }
  from.push(text.length);
  return { text: out, from };
}

/** The terms worth looking for: trimmed, lower-cased, without accents or duplicates, longest first. */
function cleanTerms(terms: readonly string[]): string[] {
  const unique = new Set(terms.map((term) => withoutAccents(term.trim().replace(/\s+/g, ' ').toLowerCase()).text).filter(Boolean));
  return [...unique].sort((a, b) => b.length - a.length);
}

/** A regular expression that finds any of the terms, or null when there are none. */
export function highlightPattern(terms: readonly string[]): RegExp | null {
  const clean = cleanTerms(terms);
  if (clean.length === 0) return null;
  // A term starts a word: never right after a letter or a digit.
  const alternatives = clean.map(termPattern).join('|');
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})`, 'giu');
}

/**
 * The text in parts, in order, with the parts that match one of the terms marked. Joined, the
 * parts are the text unchanged. No terms, or no match: the whole text as one unmarked part.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const pattern = highlightPattern(terms);
  if (!pattern || !text) return text ? [{ text, mark: false }] : [];
  // Matched without accents, marked in the text as written: a match's ends are mapped back, and
  // an accent written as a mark of its own after the last letter goes with it.
  const bare = withoutAccents(text);
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of bare.text.matchAll(pattern)) {
    if (found[0] === '') continue;
    const start = bare.from[found.index];
    let end = bare.from[found.index + found[0].length];
    while (end < text.length && /\p{M}/u.test(text[end])) end++;
    if (start > last) parts.push({ text: text.slice(last, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
