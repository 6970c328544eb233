/**
 * Whom a role serves, after the role ('executive assistant to the CEO', 'chief of staff to the
 * founders', 'engineering manager reporting to the CTO'): the people asked for hold the role, not
 * the executive's title, so these words are set aside before the rest is read (blanked, so every
 * other part keeps its place). 'CEO' alone, or 'CEO to be', are read as ever.
 */
const REPORTS_TO =
  /\b(?:(?:reporting|reports|report)\s+(?:directly\s+)?(?:in)?to|assisting|supporting|to|for)\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+)?(?:ceo|cto|cfo|coo|cmo|cpo|cro|ciso|cio|chro|founders?|co-?founders?|president|chair(?:man|woman|person)?|managing\s+director|md|executives?|exec\s+team|executive\s+team|leadership\s+team|c-?suite|c-?level|board)\b/giu;

/** The query with the words naming whom the role serves blanked (same length). */
export function blankReportsTo(query: string): string {
  return query.replace(REPORTS_TO, (m, at: number) => (at > 0 && /\S/.test(query.slice(0, at)) ? ' '.repeat(m.length) : m));
}
