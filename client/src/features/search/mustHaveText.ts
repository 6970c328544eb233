/**
 * The words of must-haves and nice-to-haves: the chips' heading and toggles, what the results page
 * says of the closest matches' relaxed nice-to-haves and of a search nobody meets, and how many
 * nice-to-haves a card meets.
 */

/** Above the chips of an AI search. */
export const CHIPS_HEADING = 'Searching for (remove one to widen the search; mark the must-haves):';

/** The accessible name of a chip's toggle or a filter's box: 'Must-have: Kubernetes'. */
export function mustHaveName(label: string): string {
  return `Must-have: ${label}`;
}

/** What a chip or a card's constraint is, for screen readers: 'must-have' or 'nice-to-have'. */
export function wishState(required: boolean): string {
  return required ? 'must-have' : 'nice-to-have';
}

/** What a negation chip ('Not Angular') is, for screen readers and its tooltip. */
export const EXCLUDED_STATE = 'left out of every result';

/** Under the chips, when the query rules something out. */
export const EXCLUDED_LEGEND = 'Not: no result has it';

/** A nice-to-have the page's closest matches relax (SearchResult.relaxed). */
export interface Relaxed {
  label: string;
  missedBy: number;
  shown: number;
}

/**
 * Above a page of closest matches: that they keep every must-have, and which nice-to-haves they
 * relax ('Closest matches keep every must-have. Relaxed on this page: Kubernetes (missed by 6 of
 * 10), Senior (missed by 3 of 10).'). Null when nothing is relaxed (a page of exact matches).
 */
export function relaxedLine(relaxed: readonly Relaxed[]): string | null {
  const missed = relaxed.filter((wish) => wish.missedBy > 0);
  if (missed.length === 0) return null;
  const parts = missed.map((wish) => `${wish.label} (missed by ${wish.missedBy} of ${wish.shown})`);
  return `Closest matches keep every must-have. Relaxed on this page: ${parts.join(', ')}.`;
}

/** When nobody keeps the must-haves: not even closest matches are shown. */
export const NOBODY_MEETS_MUST_HAVES = 'Nobody meets all your must-haves. Make one a nice-to-have to see the closest matches.';

/**
 * Why a search shows nobody, when must-haves are the reason: no exact and no closest match while
 * something is a must-have. Null otherwise (the page's usual advice applies).
 */
export function noResultsReason(totals: { exactTotal: number; closestTotal: number }, anyMustHave: boolean): string | null {
  return anyMustHave && totals.exactTotal === 0 && totals.closestTotal === 0 ? NOBODY_MEETS_MUST_HAVES : null;
}

/** One constraint of a card (ConstraintCheck), as far as must-haves go. */
export interface Checked {
  met: boolean;
  /** Missed, but nearly (a related skill, a nearby city, a level away). */
  near?: boolean;
  required: boolean;
}

/**
 * On a closest match's card: how many of the search's nice-to-haves it meets, and how many of the
 * others it nearly meets ('Meets 2 of 3 nice-to-haves'; 'Meets 1 of 3 nice-to-haves, 1 nearly';
 * 'Meets 0 of 1 nice-to-have'). Null when the search has no nice-to-haves.
 */
export function niceToHavesMet(constraints: readonly Checked[]): string | null {
  const nice = constraints.filter((c) => !c.required);
  if (nice.length === 0) return null;
  const met = nice.filter((c) => c.met).length;
  const near = nice.filter((c) => !c.met && c.near).length;
  return `Meets ${met} of ${nice.length} ${nice.length === 1 ? 'nice-to-have' : 'nice-to-haves'}${near > 0 ? `, ${near} nearly` : ''}`;
}

/** The kinds of constraints as a must-have summary names them. */
const KIND_NAMES: Record<string, string> = {
  title: 'title',
  function: 'function',
  seniority: 'seniority',
  location: 'location',
  currentCompany: 'current company',
  pastCompany: 'past company',
  industry: 'industry',
  pastIndustry: 'past industry',
  skill: 'skills',
  years: 'years of experience',
  school: 'school',
  degree: 'degree',
  remote: 'remote',
  relocation: 'open to relocation',
  keywords: 'keywords',
};

/**
 * The must-haves a saved or past search was run with, beside it: null for the defaults, 'No
 * must-haves' for none, otherwise 'Must-haves: title, location, kubernetes' (a skill by its key).
 */
export function mustHaveSummary(mustHave: readonly string[] | null | undefined): string | null {
  if (mustHave == null) return null;
  if (mustHave.length === 0) return 'No must-haves';
  const names = mustHave.map((key) => (key.startsWith('skill:') ? key.slice('skill:'.length) : (KIND_NAMES[key] ?? key)));
  return `Must-haves: ${[...new Set(names)].join(', ')}`;
}
