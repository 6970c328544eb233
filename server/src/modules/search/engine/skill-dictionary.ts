import type { DataSource } from 'typeorm';
import { LRUCache } from 'lru-cache';
import { likeEscaped } from '../../../common/sql-like';
import { skillContains, skillFamily } from '../../vocabulary';
import type { SkillMatch } from '../structured-query';
import { TEXT_SEARCH } from '../../profiles/text-search';

/** At most this many skills of the index stand for one skill asked (the most common first). */
const MAX_CONTAINING = 200;

/**
 * The skills of a search resolved against the skills of the index (search_terms, recounted within
 * a minute of a change): a skill asked is met by itself and by every skill that contains it as
 * whole words ('SaaS' by 'SaaS Sales' and 'B2B SaaS', 'Python' by 'Python (Programming
 * Language)'), and nearly by the skills of its families (skill-families.ts). Resolutions are kept
 * for a minute.
 */
export class SkillDictionary {
  private readonly resolved = new LRUCache<string, SkillMatch>({ max: 5_000, ttl: 60_000 });

  constructor(private readonly ds: DataSource) {}

  async resolve(keys: readonly string[]): Promise<Record<string, SkillMatch>> {
    const out: Record<string, SkillMatch> = {};
    for (const raw of new Set(keys)) {
      const key = raw.toLowerCase();
      let match = this.resolved.get(key);
      if (!match) {
        const candidates = await this.containing(key);
        const containing = candidates.filter((term) => term !== key && skillContains(term, key)).slice(0, MAX_CONTAINING);
        const met = [key, ...containing.sort()];
        const words = await this.wordsOf(key, met);
        match = { met, family: skillFamily(key).filter((k) => !containing.includes(k)), ...(words ? { words } : {}) };
        this.resolved.set(key, match);
      }
      out[key] = match;
    }
    return out;
  }

  /**
   * The skill keys of the index whose text holds `key` anywhere, most people first: the candidates
   * the caller checks word by word. The trigram index of search_terms finds them from three letters.
   */
  private async containing(key: string): Promise<string[]> {
    const rows: Array<{ term: string }> = await this.ds.query(
      `SELECT term FROM search_terms WHERE kind = 'skill' AND search LIKE $1 ORDER BY people DESC LIMIT $2`,
      [`%${likeEscaped(key)}%`, MAX_CONTAINING * 5],
    );
    return rows.map((r) => r.term);
  }

  /**
   * The skill's words as the keyword document holds them (plainto_tsquery, the document's own
   * parser and dictionary), when every skill meeting it has them all; else null. One statement, no table read.
   */
  private async wordsOf(key: string, met: string[]): Promise<string | null> {
    const [row]: Array<{ words: string; nodes: number; implied: boolean }> = await this.ds.query(
      `SELECT plainto_tsquery('${TEXT_SEARCH}', $1)::text AS words, numnode(plainto_tsquery('${TEXT_SEARCH}', $1))::int AS nodes,
         coalesce(bool_and(plainto_tsquery('${TEXT_SEARCH}', m) @> plainto_tsquery('${TEXT_SEARCH}', $1)), true) AS implied
       FROM unnest($2::text[]) AS m`,
      [key, met],
    );
    return row && row.nodes > 0 && row.implied ? row.words : null;
  }

  forget(): void {
    this.resolved.clear();
  }
}
