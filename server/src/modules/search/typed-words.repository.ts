import type { DataSource } from 'typeorm';
import { TEXT_SEARCH_AS_TYPED } from '../profiles/text-search';

/**
 * The words, of those given, that someone in the index has as typed in their name or current title
 * (head_doc: 'jana' of Jana Nováková; a word its English stem changes, 'mary', is not found so), or
 * as the city they live in (city_key: 'budapest', a city the vocabulary does not know). A query's
 * word the index holds is no typo, however near a known word it is ('Jana' is a person, not a
 * misspelt 'Java'; Budapest is not Bukarest). Two lookups of the index a word, each by an index.
 */
export async function wordsTheIndexHolds(ds: DataSource, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows: Array<{ word: string }> = await ds.query(
    // As typed (accents aside, no stemming): the English stem of a misspelt word may be a real one's
    // ('enginers' and 'engineers' are both 'engin').
    `SELECT w AS word FROM unnest($1::text[]) AS w
      WHERE (numnode(plainto_tsquery('${TEXT_SEARCH_AS_TYPED}', w)) > 0
             AND EXISTS (SELECT 1 FROM profile_search WHERE head_doc @@ plainto_tsquery('${TEXT_SEARCH_AS_TYPED}', w)))
         OR EXISTS (SELECT 1 FROM profile_search WHERE city_key = lower(w))`,
    [words],
  );
  return rows.map((r) => r.word);
}
