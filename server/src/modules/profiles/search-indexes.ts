/**
 * The indexes of profile_search that TypeORM cannot describe (GIN) or that the bulk loader drops
 * before a load and builds again after it. The migration creates the same set; a test checks that
 * the database has exactly these.
 *
 * Constraints that hold for a large share of profiles (seniority, years, function, degree) have no
 * index of their own: in a BitmapAnd their bitmaps cost more than they save. They are checked on
 * the rows the selective indexes find, and seniority rides along in the place indexes.
 */
export const SEARCH_INDEXES: ReadonlyArray<{ name: string; sql: string }> = [
  { name: 'IDX_profile_search_doc', sql: 'USING gin (doc)' },
  { name: 'IDX_profile_search_head_doc', sql: 'USING gin (head_doc)' },
  { name: 'IDX_profile_search_skill_keys', sql: 'USING gin (skill_keys)' },
  { name: 'IDX_profile_search_company_ids', sql: 'USING gin (company_ids)' },
  { name: 'IDX_profile_search_industries', sql: 'USING gin (industries)' },
  { name: 'IDX_profile_search_school_keys', sql: 'USING gin (school_keys)' },
  { name: 'IDX_profile_search_place', sql: '(country_code, city_key, seniority)' },
  { name: 'IDX_profile_search_city', sql: '(city_key, seniority)' },
  { name: 'IDX_profile_search_current_company', sql: '(current_company_id)' },
  // The title alone, for the bitmaps of searches that combine a title family with other conditions
  // (a keyword, a skill, a company): the covering index below holds each entry's other columns, and
  // a bitmap of a large family read from it touched about 25 times the pages (292 against 105 ms
  // for the 556,000 developers of five million profiles). Deduplicated, it costs about 7 bytes a profile.
  { name: 'IDX_profile_search_title', sql: '(title_key)' },
  // Title-led searches read this index alone (an index-only scan): it carries the columns of the
  // other constraints, with the place in the key so that a title in a country or a city is a range
  // of it. Larger than the rest, and worth it: no heap visit per candidate.
  {
    name: 'IDX_profile_search_title_key',
    sql: '(title_key, country_code, city_key) INCLUDE (profile_id, seniority, job_function, current_company_id, years, industry, industries, skill_keys, quality)',
  },
  // Broad searches list their best matches first by walking this index (see compiled-query.ts); it
  // carries the columns their constraints read, so the walk skips non-matches without the table.
  {
    name: 'IDX_profile_search_quality',
    sql: '(quality DESC, profile_id) INCLUDE (title_key, seniority, job_function, city_key, country_code, current_company_id, years, industry)',
  },
];

export function createIndexSql(index: { name: string; sql: string }): string {
  return `CREATE INDEX IF NOT EXISTS "${index.name}" ON profile_search ${index.sql}`;
}
