import type { PersonMatchStatus } from '../../graphql/generated';

/** The words of matching a file against the index (MatchFileButton). */

export const MATCH_MAX_BYTES = 1_000_000;

export const MATCH_STATUS_TAG: Record<PersonMatchStatus, { label: string; color: string }> = {
  exact: { label: 'Exact', color: 'green' },
  probable: { label: 'Probable', color: 'gold' },
  not_found: { label: 'Not found', color: 'default' },
};

/** '3 exact · 1 probable · 2 not found'. */
export function matchSummary(m: { exact: number; probable: number; notFound: number }): string {
  return `${m.exact} exact · ${m.probable} probable · ${m.notFound} not found`;
}

/** The save button's words: 'Save 4 people as a list'. */
export function saveMatchesLabel(count: number): string {
  return count === 1 ? 'Save 1 person as a list' : `Save ${count} people as a list`;
}

/** The list's name before the user changes it: the file's name without its extension. */
export function listNameForFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim();
  return `Matched: ${base || 'my file'}`.slice(0, 100);
}

/** Why a chosen file is refused before it is sent; null when it can be sent. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MATCH_MAX_BYTES) return 'The file is too big: at most 1,000 people and 1 MB at a time.';
  if (!/\.(csv|txt)$/i.test(file.name)) return 'Choose a CSV file (.csv).';
  return null;
}
