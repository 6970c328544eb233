/** Search types (spec sections 4 and 9): tab index 0 ai, 1 build, 2 persona. */
export type SearchType = 'ai' | 'build' | 'persona';

export interface SearchTab {
  type: SearchType;
  label: string;
  helper: string;
}

export const SEARCH_TABS: readonly SearchTab[] = [
  {
    type: 'ai',
    label: 'AI Search',
    helper: 'Describe who you are looking for in plain language, for example "engineering managers in Berlin who grew a team".',
  },
  {
    type: 'build',
    label: 'Build your Search',
    helper: 'Build a precise search with keywords, boolean operators (AND, OR, NOT) and filters for complex criteria.',
  },
  {
    type: 'persona',
    label: 'Persona',
    helper: 'Search by persona type, such as first-time manager, scale-up leader or seasoned executive.',
  },
];

export function searchTypeAt(index: number): SearchType {
  return SEARCH_TABS[index]?.type ?? 'ai';
}

/** ai -> 0, build -> 1, persona -> 2; anything else is the AI tab. */
export function searchTabIndex(type: string | null | undefined): number {
  return Math.max(
    0,
    SEARCH_TABS.findIndex((tab) => tab.type === type),
  );
}

/** Where a search goes: /search?q={encoded query}&page=1&type={type}. Null when the trimmed query is empty. */
export function searchUrl(query: string, type: SearchType, page = 1): string | null {
  const q = query.trim();
  if (!q) return null;
  return `/search?q=${encodeURIComponent(q)}&page=${page}&type=${type}`;
}
