import type { SearchType } from '../../graphql/generated';

/** The tab of each search type (docs/product-spec.md §4 and §9), in tab order: index 0 ai, 1 build, 2 persona. */
const TABS: Record<SearchType, { label: string; helper: string }> = {
  ai: {
    label: 'AI Search',
    helper: 'Describe who you are looking for in plain language, for example "engineering managers in Berlin who know Kubernetes".',
  },
  build: {
    label: 'Build your Search',
    helper: 'Build a precise search with keywords, boolean operators (AND, OR, NOT) and filters for complex criteria.',
  },
  persona: {
    label: 'Persona',
    helper: 'Search by persona type, such as first-time manager, scale-up leader or seasoned executive.',
  },
};

export interface SearchTab {
  type: SearchType;
  label: string;
  helper: string;
}

export const SEARCH_TABS: readonly SearchTab[] = (Object.keys(TABS) as SearchType[]).map((type) => ({ type, ...TABS[type] }));

/** True for a search type the server knows (the values of the generated SearchType). */
export function isSearchType(value: string | null | undefined): value is SearchType {
  return typeof value === 'string' && Object.hasOwn(TABS, value);
}

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
