import { useEffect, useMemo, useState } from 'react';
import { type SearchSuggestionsQuery, type SuggestionKind, useSearchSuggestionsQuery } from '../../graphql/generated';

export type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/** How long typing must pause before suggestions are asked for. */
const PAUSE_MS = 150;
/** Suggestions need this many characters (the server answers nothing for fewer). */
export const SUGGEST_FROM = 2;

/**
 * Suggestions of one kind for what is being typed: asked once typing pauses and at least two
 * characters are there, answered from the cache when the same text comes again. `typed` is what
 * the field holds now; `suggestions` belong to the text last asked (empty before).
 */
export function useSuggestions(kind: SuggestionKind, typed: string) {
  const [asked, setAsked] = useState('');
  const text = typed.trim();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const wanted = asked.length >= SUGGEST_FROM && asked === text;
  const { data, loading } = useSearchSuggestionsQuery({
    variables: { text: asked, kinds: [kind], first: 8 },
    skip: asked.length < SUGGEST_FROM,
    fetchPolicy: 'cache-first',
  });
  const suggestions = useMemo(() => (wanted ? (data?.searchSuggestions ?? []) : []), [wanted, data]);
  return { suggestions, loading: text.length >= SUGGEST_FROM && (loading || asked !== text), answered: wanted && !loading };
}
