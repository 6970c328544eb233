import type { YearsPiece } from './pieces';
import { isFree, phraseAtIs, type Tokens } from './tokens';

/**
 * Years of experience, in whole years: 'more than 10 years' is yearsMin 10 (10.5 years is more
 * than 10), 'under 3 years' / 'less than 3 years' is yearsMax 2, 'up to 3 years' is yearsMax 3,
 * '5 years' and '5+ years' are yearsMin 5, '3-5 years' is 3..5.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
};
const YEAR_UNITS = new Set(['years', 'year', 'yrs', 'yr', 'y', 'yoe', 'ys']);

/** Words before the number of years: at least, under, between, ... */
const YEAR_QUALIFIERS: Array<[string[], string]> = [
  [['at', 'least'], 'min'],
  [['no', 'less', 'than'], 'min'],
  [['not', 'less', 'than'], 'min'],
  [['minimum', 'of'], 'min'],
  [['minimum'], 'min'],
  [['min'], 'min'],
  [['more', 'than'], 'min'],
  [['over'], 'min'],
  [['above'], 'min'],
  [['greater', 'than'], 'min'],
  [['upwards', 'of'], 'min'],
  [['in', 'excess', 'of'], 'min'],
  [['>'], 'min'],
  [['\u2265'], 'min'],
  [['plus'], 'min'],
  [['under'], 'lt'],
  [['less', 'than'], 'lt'],
  [['fewer', 'than'], 'lt'],
  [['below'], 'lt'],
  [['<'], 'lt'],
  [['up', 'to'], 'le'],
  [['at', 'most'], 'le'],
  [['no', 'more', 'than'], 'le'],
  [['not', 'more', 'than'], 'le'],
  [['maximum', 'of'], 'le'],
  [['maximum'], 'le'],
  [['max'], 'le'],
  [['\u2264'], 'le'],
  [['between'], 'between'],
  [['from'], 'between'],
  [['around'], 'about'],
  [['about'], 'about'],
  [['approximately'], 'about'],
  [['approx'], 'about'],
  [['roughly'], 'about'],
  [['~'], 'about'],
];
const YEAR_QUALIFIER_FIRST = new Set(YEAR_QUALIFIERS.map(([words]) => words[0]));
/** Words after the unit: 'of experience', ... */
const YEAR_TAIL: string[][] = [
  ['of', 'professional', 'experience'],
  ['of', 'work', 'experience'],
  ['of', 'relevant', 'experience'],
  ['of', 'industry', 'experience'],
  ['of', 'experience'],
  ['of', 'exp'],
  ['work', 'experience'],
  ['professional', 'experience'],
  ['relevant', 'experience'],
  ['experience'],
  ['exp'],
];
/** 'or more', 'or less', ... */
const YEAR_POSTFIX: Array<[string[], string]> = [
  [['or', 'more'], 'min'],
  [['or', 'above'], 'min'],
  [['or', 'greater'], 'min'],
  [['or', 'longer'], 'min'],
  [['plus'], 'min'],
  [['or', 'less'], 'le'],
  [['or', 'fewer'], 'le'],
  [['or', 'under'], 'le'],
  [['or', 'below'], 'le'],
  [['max'], 'le'],
  [['maximum'], 'le'],
  [['at', 'most'], 'le'],
  [['tops'], 'le'],
];

function numberAt(r: Tokens, i: number): number | null {
  const t = r.toks[i];
  if (!t || t.atomic || !isFree(r, i)) return null;
  if (/^\d+(\.\d+)?$/.test(t.norm)) {
    const n = Math.floor(Number(t.norm));
    return n <= 70 ? n : null;
  }
  return NUMBER_WORDS[t.norm] ?? null;
}

function tokIs(r: Tokens, i: number, ...norms: string[]): boolean {
  const t = r.toks[i];
  return !!t && !t.atomic && isFree(r, i) && !t.barrier && norms.includes(t.norm);
}

/**
 * The years at token i, if any: '5+ years', 'at least 5 years', 'over 10 yrs', '3-5 years', 'between 3 and 5 years',
 * 'under 3 years', '10+ yoe'. Their tokens are marked used.
 */
export function readYears(r: Tokens, i: number): YearsPiece | null {
  if (numberAt(r, i) === null && !YEAR_QUALIFIER_FIRST.has(r.toks[i].norm)) return null;
  let k = i;
  let mode = 'plain';
  for (const [words, m] of YEAR_QUALIFIERS) {
    if (phraseAtIs(r, i, words)) {
      k = i + words.length;
      mode = m;
      break;
    }
  }
  if (k > i && r.toks[k]?.barrier) return null;
  const a = numberAt(r, k);
  if (a === null) return null;
  k++;
  let b: number | null = null;
  if (tokIs(r, k, '+')) {
    if (mode === 'plain') mode = 'min';
    k++;
  }
  const sep = r.toks[k] ? r.query.slice(r.toks[k - 1].end, r.toks[k].start) : '';
  if (numberAt(r, k) !== null && !r.toks[k].barrier && /[-\u2013\u2014]/.test(sep)) {
    b = numberAt(r, k);
    k++;
  } else if ((tokIs(r, k, 'to') || (mode === 'between' && tokIs(r, k, 'and'))) && numberAt(r, k + 1) !== null && !r.toks[k + 1].barrier) {
    b = numberAt(r, k + 1);
    k += 2;
  }
  if (tokIs(r, k, '+')) k++;
  if (!tokIs(r, k, ...YEAR_UNITS)) return null;
  k++;
  if (tokIs(r, k, '+')) {
    if (mode === 'plain') mode = 'min';
    k++;
  }
  // 'of (work|professional|relevant) experience', 'experience', 'exp'
  for (const words of YEAR_TAIL) {
    if (words.every((w, d) => tokIs(r, k + d, w))) {
      k += words.length;
      break;
    }
  }
  for (const [words, m] of YEAR_POSTFIX) {
    if (words.every((w, d) => tokIs(r, k + d, w))) {
      if (b === null && (mode === 'plain' || mode === 'min')) mode = m;
      k += words.length;
      break;
    }
  }
  const unit = (n: number) => (n === 1 ? 'year' : 'years');
  let min: number | null = null;
  let max: number | null = null;
  let label: string;
  if (b !== null) {
    min = Math.min(a, b);
    max = Math.max(a, b);
    label = `${min}\u2013${max} years`;
  } else if (mode === 'lt') {
    max = Math.max(0, a - 1);
    label = `under ${a} ${unit(a)}`;
  } else if (mode === 'le') {
    max = a;
    label = `up to ${a} ${unit(a)}`;
  } else if (mode === 'about') {
    min = Math.max(0, a - 1);
    max = a + 1;
    label = `about ${a} ${unit(a)}`;
  } else {
    min = a;
    label = `${a}+ ${unit(a)}`;
  }
  for (let d = i; d < k; d++) r.status[d] = 'used';
  return { t: 'years', min, max, label, start: r.toks[i].start, end: r.toks[k - 1].end };
}
