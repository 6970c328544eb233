/**
 * The text search configurations of the people index (migration AccentInsensitiveSearch):
 * PostgreSQL's english and simple, with the accents taken off a word before its dictionary reads
 * it, so that 'novakova' finds Nováková and 'José García' finds Jose Garcia. Every search document
 * and every query of them names one of these.
 */
/** Words stemmed (PostgreSQL's english): the search documents and the keyword queries. */
export const TEXT_SEARCH = 'people_english';
/** Words as typed, accents aside (PostgreSQL's simple): whether the index holds a word at all. */
export const TEXT_SEARCH_AS_TYPED = 'people_simple';

/** Letters of the scripts whose names are typed with their parts joined (kana, Han, Hangul), as a PostgreSQL pattern. */
const JOINED_SCRIPT_SQL = '[\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff]';

/**
 * SQL: the profile `p` found through its search row `ps` has the full name `param` (a parameter
 * such as $1) as people write it: case, accents and apostrophes aside ('siobhan obrien' is
 * Siobhán O'Brien), a Chinese, Japanese or Korean name with its parts joined either way round
 * ('李娜' is 娜 李). The search document narrows first (it holds those forms: nameForms).
 */
export function sameFullNameSql(param: string): string {
  const plain = (x: string) => `regexp_replace(unaccent(lower(${x})), '[''’]', '', 'g')`;
  return `ps.head_doc @@ plainto_tsquery('${TEXT_SEARCH}', ${param})
    AND (${plain(`p.first_name || ' ' || p.last_name`)} = ${plain(param)}
         OR (p.first_name || p.last_name ~ '${JOINED_SCRIPT_SQL}'
             AND regexp_replace(${param}, '\\s+', '', 'g') IN (p.first_name || p.last_name, p.last_name || p.first_name)))`;
}
