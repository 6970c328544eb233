import type { DataSource } from 'typeorm';
import { SENIORITY_LEVELS } from '../vocabulary';
import { emptyQuery, type StructuredQuery } from './structured-query';

/**
 * Lookalike searches: "people like {name or profile link}" (also "similar to ...", "more like
 * ...", "lookalikes of ..."). The person is found by their profile link or username, else by
 * their full name; the search is then the person's own role, level, place, skills and industry,
 * every one soft, ranked like closest matches, without the person.
 */

const LOOKALIKE =
  /^\s*(?:(?:find|show(?:\s+me)?|search(?:\s+for)?)\s+)?(?:(?:more\s+)?(?:people|persons|profiles|candidates|prospects|others|someone|somebody)\s+(?:like|similar\s+to)|similar\s+(?:people\s+)?to|lookalikes?\s+(?:of|for|to)|more\s+like)\s+(.+?)\s*[.?!]?\s*$/i;
const PROFILE_LINK = /linkedin\.com\/in\/([^/?#\s]+)/i;

/** Who a lookalike search starts from (a name, a username or a profile link), or null when the text is not one. */
export function lookalikeTarget(text: string): string | null {
  const m = LOOKALIKE.exec(text);
  if (!m) return null;
  const who = m[1].replace(/^["'\u201c]|["'\u201d]$/g, '').trim();
  return who.length > 0 && who.length <= 200 ? who : null;
}

export interface LookalikePerson {
  id: string;
  firstName: string;
  lastName: string;
  headline: string;
  currentTitle: string | null;
  seniority: number | null;
  city: string;
  countryCode: string;
  industry: string | null;
  skills: string[];
}

/** The columns of a LookalikePerson, read from profiles under alias p. */
const PERSON_COLUMNS = `p.id::text AS id, p.first_name AS "firstName", p.last_name AS "lastName", p.headline, p.current_title AS "currentTitle",
  p.seniority, p.city, p.country_code AS "countryCode", p.industry, p.skills`;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The person a lookalike search names: by profile link or username first, then by full name (the fullest profile of that name). */
export async function findLookalikePerson(ds: DataSource, who: string): Promise<LookalikePerson | null> {
  const username = PROFILE_LINK.exec(who)?.[1] ?? (/^[\w-]+$/.test(who) && who.includes('-') ? who : null);
  if (username) {
    const [byUsername] = await ds.query(`SELECT ${PERSON_COLUMNS} FROM profiles p WHERE p.linkedin_username = $1`, [safeDecode(username)]);
    if (byUsername) return byUsername;
  }
  // The name is looked up in the search index's name-and-title document, then compared exactly.
  const [byName] = await ds.query(
    `SELECT ${PERSON_COLUMNS}
       FROM profile_search ps JOIN profiles p ON p.id = ps.profile_id
      WHERE ps.head_doc @@ phraseto_tsquery('english', $1) AND lower(p.first_name || ' ' || p.last_name) = lower($1)
      ORDER BY ps.quality DESC, ps.profile_id LIMIT 1`,
    [who.replace(/\s+/g, ' ')],
  );
  return byName ?? null;
}

/** The search for people like this person: their role, level, place, top skills and industry, all ranked, the person left out. */
export function lookalikeQuery(person: LookalikePerson): StructuredQuery {
  const q = emptyQuery();
  if (person.currentTitle) q.titles = [person.currentTitle.toLowerCase()];
  if (person.seniority !== null && person.seniority >= 0 && person.seniority < SENIORITY_LEVELS.length) q.seniorities = [person.seniority];
  q.locations = [{ city: person.city, countryCode: person.countryCode }];
  q.skills = person.skills.slice(0, 5).map((s) => s.toLowerCase());
  if (person.industry) q.industries = [person.industry.toLowerCase()];
  q.excludeIds = [person.id];
  return q;
}
