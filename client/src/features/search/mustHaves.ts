/**
 * Must-haves and nice-to-haves of an AI or persona search, as its chips show them: each chip has
 * its key in a must-have list (SearchInput.mustHave: a kind, or `skill:<key>`) and whether it is a
 * must-have now (the server's defaults applied). Toggling or removing a chip gives the new list,
 * which goes into the address (searchParams.ts). The build filters' boxes: searchFilters.ts.
 */

/** What a chip says of its must-have state. */
export interface KeyedChip {
  key: string;
  required: boolean;
  /** A negation: always kept, never in a must-have list. */
  excludes?: boolean;
}

/**
 * The must-have list once one chip is toggled: the keys of the chips that are must-haves after it,
 * once each, in the chips' order. Chips that share the toggled chip's key (two title chips) toggle
 * with it; the list is explicit from then on, so the defaults no longer apply. Negations always
 * hold and are never in the list.
 */
export function toggledMustHave(chips: readonly KeyedChip[], toggled: KeyedChip): string[] {
  const on = !toggled.required;
  const keys = chips.filter((chip) => !chip.excludes && (chip.key === toggled.key ? on : chip.required)).map((chip) => chip.key);
  return [...new Set(keys)];
}

/**
 * The must-have list once a chip is removed from the query: an explicit list loses the chip's key,
 * unless another chip of the search has the same key (it stays as the user marked it); the
 * defaults (null) stay the defaults.
 */
export function mustHaveWithoutChip(mustHave: readonly string[] | null, chips: readonly KeyedChip[], removed: KeyedChip): string[] | null {
  if (mustHave === null) return null;
  const shared = chips.filter((chip) => chip.key === removed.key).length > 1;
  return shared ? [...mustHave] : mustHave.filter((key) => key !== removed.key);
}
