import type { SearchFilterName } from '../../graphql/generated';

/**
 * The words of suggestions while typing and of filter values the index does not know: how many
 * people a suggestion names, what a typo's suggestion is, and the notice above the results.
 */

/** Beside a suggestion: '1 person', '1,234 people'. */
export function peopleCount(people: number): string {
  return `${people.toLocaleString('en-US')} ${people === 1 ? 'person' : 'people'}`;
}

/** A suggestion's accessible name: 'Recruiter, 1,234 people' ('Did you mean Recruiter, 1,234 people'). */
export function suggestionName(s: { label: string; people: number; didYouMean: boolean }): string {
  return `${s.didYouMean ? 'Did you mean ' : ''}${s.label}, ${peopleCount(s.people)}`;
}

/** Under a filter while nothing it holds starts like the text. */
export const NO_SUGGESTION = 'Nobody in the index has that yet. Press Enter to use it anyway.';

/** The filters by the name a user reads on the form. */
const FILTER_LABELS: Record<SearchFilterName, string> = {
  titles: 'Job titles',
  currentCompanies: 'Current companies',
  pastCompanies: 'Past companies',
  skills: 'Skills',
  schools: 'Schools',
  locations: 'Locations',
  industries: 'Industries',
};

/**
 * A filter value nobody in the index has, as the notice above the results says it: 'Nobody in the
 * index has “Stripe” (Current companies).' with ' Did you mean “Stripeline”?' when the index has a
 * value like it.
 */
export function unknownValueLine(u: { filter: SearchFilterName; value: string; didYouMean?: string | null }): string {
  const line = `Nobody in the index has “${u.value}” (${FILTER_LABELS[u.filter] ?? u.filter}).`;
  return u.didYouMean ? `${line} Did you mean “${u.didYouMean}”?` : line;
}

/** Above the chips of a query read with its typos corrected: 'Showing results for {the query as read}.' */
export const SHOWING_RESULTS_FOR = 'Showing results for';

/** The link to the same search with its words as typed. */
export function asTypedLink(query: string): string {
  return `Search instead for ${query}`;
}

/**
 * Under the chips of a query that asked for personal traits: 'Left out “female” and “under 30”:
 * gender, age and other personal traits are not search criteria.'
 */
export function leftOutTraitsLine(words: readonly string[]): string {
  const quoted = words.map((w) => `“${w}”`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}` : quoted[0];
  return `Left out ${list}: gender, age and other personal traits are not search criteria.`;
}
