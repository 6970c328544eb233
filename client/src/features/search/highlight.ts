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

/** The terms worth looking for: trimmed, lower-cased, without duplicates, longest first. */
function cleanTerms(terms: readonly string[]): string[] {
  const unique = new Set(terms.map((term) => term.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean));
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
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (found[0] === '') continue;
    if (start > last) parts.push({ text: text.slice(last, start), mark: false });
    parts.push({ text: found[0], mark: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
