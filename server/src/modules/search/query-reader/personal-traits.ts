import { besideRole } from './beside-role';
import type { Piece } from './pieces';

/**
 * Personal traits in a query ('female software engineers', 'young marketing managers', 'sales
 * managers under 30'): gender, age, ethnicity, religion, family, health and sexual orientation are
 * no search criteria (choosing people by them is discrimination in most of the places recruiters
 * work, and the index holds none of them), so their words are left out of the search and the
 * reading says so. Left out only where they describe the people asked for: a trait word right
 * before or after a role ('female engineers', 'engineers who are women'), and an age ('under 30',
 * 'aged 25-35', '30 years old', 'in their 20s'). Elsewhere such a word is an ordinary keyword
 * ('black box testing', 'single sign-on', 'women's health nurse', 'a 10 year old company').
 */

/** Words that name a personal trait of a person. */
const TRAIT_WORDS = new Set([
  // gender
  'female',
  'females',
  'male',
  'males',
  'woman',
  'women',
  'man',
  'men',
  'girl',
  'girls',
  'guy',
  'guys',
  'lady',
  'ladies',
  'gentleman',
  'gentlemen',
  'mother',
  'mothers',
  'mom',
  'moms',
  'mum',
  'mums',
  'father',
  'fathers',
  'dad',
  'dads',
  // age
  'young',
  'younger',
  'youthful',
  'old',
  'older',
  'elderly',
  'millennial',
  'millennials',
  'boomer',
  'boomers',
  // ethnicity and religion
  'white',
  'black',
  'caucasian',
  'hispanic',
  'latino',
  'latina',
  'latinos',
  'latinas',
  'latinx',
  'christian',
  'christians',
  'muslim',
  'muslims',
  'jewish',
  'hindu',
  'hindus',
  'catholic',
  'catholics',
  // family, health, orientation, looks
  'married',
  'unmarried',
  'single',
  'divorced',
  'pregnant',
  'childless',
  'disabled',
  'handicapped',
  'gay',
  'lesbian',
  'straight',
  'queer',
  'lgbt',
  'lgbtq',
  'transgender',
  'attractive',
  'pretty',
  'handsome',
]);

/**
 * An age: 'under 30', 'over 50', 'aged 25-35', 'younger than 40', '30 years old', '25-year-olds',
 * 'in their 20s', '20-somethings'. A number after under/over is an age only when nothing it counts
 * follows ('over 50 employees', 'under 3 years' are not).
 */
const AGE =
  /\b(?:(?:under|below|over|above|younger\s+than|older\s+than|aged|age)\s+(?:1[6-9]|[2-9]\d)(?:\s*(?:-|–|to)\s*[2-9]\d)?(?!\s*(?:\+|%|[,.]\d|\d))(?=\s*(?:$|[,.;)]|(?:in|with|who|and|at|from|based|or|for|that|living|near)\b))|(?:1[6-9]|[2-9]\d)[\s-]*(?:years?|yrs?)[\s-]*olds?\b|\bin\s+their\s+(?:20|30|40|50|60|twentie|thirtie|fortie|fiftie|sixtie)s\b|\b(?:20|30|40)[\s-]*somethings?\b)/giu;

/** A query with its ages blanked (same length, so every other part keeps its place), and the ages as typed. */
export function blankAges(query: string): { text: string; ages: string[] } {
  const ages: string[] = [];
  let text = query;
  for (const m of query.matchAll(AGE)) {
    if ((query.slice(0, m.index).match(/"/g) ?? []).length % 2 === 1) continue; // quoted
    ages.push(m[0]);
    text = text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length);
  }
  return { text, ages };
}

/**
 * The pieces without the trait words that describe the role asked for (a keyword of one word,
 * unquoted, next to a role with only spaces, commas or 'who are' between, or next to another such
 * word: 'young female engineers'), and those words as typed.
 */
export function withoutTraits(text: string, pieces: Piece[]): { pieces: Piece[]; traits: string[] } {
  const { kept, left } = besideRole(text, pieces, (word) => TRAIT_WORDS.has(word), 'both');
  return { pieces: kept, traits: left };
}
