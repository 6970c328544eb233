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
