import type { DataSource } from 'typeorm';
import { likeEscaped } from '../../common/sql-like';

/** The kinds of search_terms rows (see the SearchTerms migration). */
export type TermKind = 'title' | 'company' | 'skill' | 'school' | 'city' | 'country' | 'industry';

/** A value of the index with how many people have it. */
export interface TermRow {
  kind: TermKind;
  /** Its key: a title key, a company id, a skill or school key, 'city|CC', a country code, an industry key. */
  term: string;
  label: string;
  people: number;
}

/** How like a typo must be to what it meant (pg_trgm's word likeness, 0..1). */
const TYPO_LIKENESS = 0.45;

/** Word starts: a label's separators read as spaces, so 'stack' starts a word of 'full-stack'. */
const WORDS = `(' ' || translate(search, '-,/()&.', '       '))`;

/**
 * search_terms, the index's values with their counts: matched by prefix and word start, by
 * likeness for typos, and refreshed as a whole.
 */
export class SearchTermsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Values of these kinds one of whose words starts with `text` (lower case), those that start
   * with it first, then the most people. Two letters match the start of the value only (the prefix
   * index); three or more any word (the trigram index finds the candidates).
   */
  async matching(kinds: readonly TermKind[], text: string, limit: number): Promise<TermRow[]> {
    const prefix = `${likeEscaped(text)}%`;
    if (text.length < 3) {
      return this.ds.query(
        `SELECT kind, term, label, people FROM search_terms
          WHERE kind = ANY($1::varchar[]) AND search LIKE $2
          ORDER BY people DESC, search LIMIT $3`,
        [kinds, prefix, limit],
      );
    }
    return this.ds.query(
      `SELECT kind, term, label, people FROM search_terms
        WHERE kind = ANY($1::varchar[]) AND search LIKE $2 AND ${WORDS} LIKE $3
        ORDER BY (search LIKE $4) DESC, people DESC, search LIMIT $5`,
      [kinds, `%${likeEscaped(text)}%`, `% ${likeEscaped(text)}%`, prefix, limit],
    );
  }

  /**
   * Values of these kinds some words of which are like `text` (a typo of it: 'recrutier',
   * 'sofware enginer'), the likest first. The trigram index finds them; its word likeness must be
   * above 0.45 (pg_trgm's default, 0.6, misses one swapped pair of letters in a word of nine).
   */
  async similar(kinds: readonly TermKind[], text: string, limit: number): Promise<TermRow[]> {
    return this.ds.transaction(async (tx) => {
      await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_LIKENESS}`);
      return tx.query(
        `SELECT kind, term, label, people FROM search_terms
          WHERE kind = ANY($1::varchar[]) AND $2 <% search
          ORDER BY word_similarity($2, search) DESC, people DESC, search LIMIT $3`,
        [kinds, text, limit],
      );
    });
  }

  /** How many people have each of these values of one kind (values the index lacks are left out). */
  async counts(kind: TermKind, terms: readonly string[]): Promise<Map<string, number>> {
    if (terms.length === 0) return new Map();
    const rows: Array<{ term: string; people: number }> = await this.ds.query(
      `SELECT term, people FROM search_terms WHERE kind = $1 AND term = ANY($2::text[])`,
      [kind, terms],
    );
    return new Map(rows.map((r) => [r.term, r.people]));
  }

  /** Whether some value of this kind has `text` (lower case) as a whole phrase of its words. */
  async hasPhrase(kind: TermKind, text: string): Promise<boolean> {
    const rows = await this.ds.query(
      `SELECT 1 FROM search_terms WHERE kind = $1 AND search LIKE $2 AND (${WORDS} || ' ') LIKE $3 LIMIT 1`,
      [kind, `%${likeEscaped(text)}%`, `% ${likeEscaped(text)} %`],
    );
    return rows.length > 0;
  }

  /**
   * Counts everything again (10 s at a million profiles on a slow machine: run it on a connection
   * without the requests' time limits); readers keep the old figures until it is done.
   */
  async refresh(): Promise<void> {
    await this.ds.query('REFRESH MATERIALIZED VIEW CONCURRENTLY search_terms');
  }
}
