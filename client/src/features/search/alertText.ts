import type { SavedSearchAlert } from '../../graphql/generated';

/**
 * The words of saved-search alerts (the e-mail of who is new): the select's label and options, in
 * the save dialog and on each row of /searches, and what the page says once one is set.
 */

/** The label of the select, in the save dialog and (with the search's name) on each row. */
export const ALERT_LABEL = 'E-mail me new people';

/** The accessible name of a row's select: 'E-mail me new people: Berlin SREs'. */
export function alertSelectName(searchName: string): string {
  return `${ALERT_LABEL}: ${searchName}`;
}

/** Each value's label, keyed by the generated enum: a new server value fails type-checking. */
export const ALERT_LABELS: Record<SavedSearchAlert, string> = { off: 'Off', daily: 'Daily', weekly: 'Weekly' };

/** The select's options, in the order shown. */
export const ALERT_OPTIONS: ReadonlyArray<{ value: SavedSearchAlert; label: string }> = (['off', 'daily', 'weekly'] as const).map(
  (value) => ({ value, label: ALERT_LABELS[value] }),
);

/** What the page says once an alert is set: 'We will e-mail you new people for "Berlin SREs" weekly.' */
export function alertSetText(alert: SavedSearchAlert, searchName: string): string {
  return alert === 'off'
    ? `No more e-mails for "${searchName}".`
    : `We will e-mail you new people for "${searchName}" ${alert === 'daily' ? 'every day' : 'every week'}.`;
}

/** Under the select in the save dialog. */
export const ALERT_HINT = 'Only when someone new matches: a list of who, why they match and a link back here.';

/**
 * The saved search an alert e-mail's link opens (`/searches?run={id}`): the row with that id, or
 * null (deleted since, another account's, or no such link).
 */
export function savedSearchToRun<T extends { id: string }>(items: readonly T[], runId: string | null): T | null {
  if (!runId) return null;
  return items.find((item) => item.id === runId.toLowerCase()) ?? null;
}
