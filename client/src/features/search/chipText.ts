/**
 * Removing one chip of an AI search from its text: the chip's words go, and the words that only
 * made sense with them.
 */

/** Words that mean nothing once the part after them is gone ("engineers in" -> "engineers"). */
const CONNECTORS = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'on',
  'of',
  'for',
  'from',
  'to',
  'by',
  'near',
  'with',
  'within',
  'without',
  'and',
  'or',
  'but',
  'nor',
  'who',
  'that',
  'which',
  'are',
  'is',
  'was',
  'were',
  'has',
  'have',
  'having',
  'based',
  'located',
  'living',
  'working',
  'worked',
]);
const JOINERS = new Set(['and', 'or', 'but', 'nor']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The query without one chip's text (its first occurrence, as a whole word when it can be found
 * as one), tidied around the gap: no double spaces, no dangling commas, no dangling words such as
 * a trailing 'in' ("engineers in London" minus "London" is "engineers"; "in London and Paris"
 * minus "London" is "in Paris"; "engineers in London with Python" minus "London" is
 * "engineers with Python").
 */
export function removeChipText(query: string, text: string): string {
  const needle = text.trim();
  if (!needle) return query.trim();
  const whole = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'iu').exec(query);
  const start = whole ? whole.index + whole[1].length : query.toLowerCase().indexOf(needle.toLowerCase());
  if (start < 0) return query.trim();
  return tidyGap(query.slice(0, start), query.slice(start + needle.length));
}

function tokens(text: string): string[] {
  return text
    .replace(/\s*,\s*/g, ' , ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Joins the text before and after a removed part, dropping what the removal left dangling. */
export function tidyGap(before: string, after: string): string {
  const left = tokens(before);
  const right = tokens(after);
  const isConnector = (t: string | undefined) => t !== undefined && CONNECTORS.has(t.toLowerCase());
  const isJoiner = (t: string | undefined) => t !== undefined && JOINERS.has(t.toLowerCase());
  for (;;) {
    const l = left[left.length - 1];
    const r = right[0];
    if (isJoiner(r) && (l === undefined || l === ',' || isConnector(l))) right.shift();
    else if (isConnector(l) && (r === undefined || r === ',' || isConnector(r))) left.pop();
    else if (r === ',' && (l === undefined || l === ',')) right.shift();
    else if (l === ',' && r === undefined) left.pop();
    else break;
  }
  return [...left, ...right].join(' ').replace(/ ,/g, ',').trim();
}
