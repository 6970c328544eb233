/**
 * A text as a LIKE pattern matches it literally: LIKE's own characters (%, _ and the escape \\)
 * escaped, for `LIKE '%' || $1 || '%'` and the like, with PostgreSQL's default escape character.
 */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
