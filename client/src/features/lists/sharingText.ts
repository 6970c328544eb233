import dayjs from 'dayjs';
import type { ListStage, TeamRole } from '../../graphql/generated';
import { STAGE_LABELS } from './stageLabels';

/**
 * The words and rules of lists shared with a team (docs/decisions.md, "Teams"): who may change who
 * sees a list, how a shared list is marked, and who did what on its entries.
 */

/** The tag on a list the team sees. */
export const SHARED_TAG = 'Shared with team';

/**
 * Whether the user may share or unshare a list, or delete it (as the server decides): their own
 * private list; a shared list when it is theirs or they are the team's owner or an admin.
 */
export function canManageList(list: { shared: boolean; ownedByYou: boolean }, role: TeamRole | null | undefined): boolean {
  if (list.ownedByYou) return true;
  return list.shared && (role === 'owner' || role === 'admin');
}

/** Whether to offer sharing at all: a list is shared only with a team, so outside one only unsharing is left. */
export function offersSharing(list: { shared: boolean; ownedByYou: boolean }, role: TeamRole | null | undefined): boolean {
  return (list.shared || Boolean(role)) && canManageList(list, role);
}

/** 'Owner: Ann Lee' on a teammate's shared list; null on the user's own. */
export function ownerText(list: { ownedByYou: boolean; ownerName: string }): string | null {
  return list.ownedByYou ? null : `Owner: ${list.ownerName}`;
}

/** What the share control does: 'Share with team', or 'Make private'. */
export function shareActionText(shared: boolean): string {
  return shared ? 'Make private' : 'Share with team';
}

/** After sharing or unsharing: 'Backend Berlin is now shared with your team.', '… is now private to you.' */
export function sharedMessage(list: { name: string; shared: boolean; ownedByYou: boolean; ownerName: string }): string {
  if (list.shared) return `“${list.name}” is now shared with your team.`;
  return `“${list.name}” is now private to ${list.ownedByYou ? 'you' : list.ownerName}.`;
}

/** 'Nov 27' this year, 'Nov 27, 2025' before. */
export function shortDate(iso: string, now: dayjs.Dayjs = dayjs()): string {
  const day = dayjs(iso);
  return day.format(day.year() === now.year() ? 'MMM D' : 'MMM D, YYYY');
}

/**
 * Who did what on an entry of a shared list: 'Added by Ann Lee' and 'Stage set by Ben Roe · Nov 27'
 * (each left out when unknown: entries older than teams, a stage never changed).
 */
export function entryAttribution(
  entry: { addedBy?: string | null; stageChangedBy?: string | null; stageChangedAt?: string | null },
  now: dayjs.Dayjs = dayjs(),
): string[] {
  const lines: string[] = [];
  if (entry.addedBy) lines.push(`Added by ${entry.addedBy}`);
  if (entry.stageChangedBy)
    lines.push(`Stage set by ${entry.stageChangedBy}${entry.stageChangedAt ? ` · ${shortDate(entry.stageChangedAt, now)}` : ''}`);
  return lines;
}

/**
 * The stage history of an entry, newest first, a line each: 'Interviewing · Ben Roe · Nov 27'
 * (the stage's label; 'a former member' once that account is gone).
 */
export function stageHistoryLines(
  history: ReadonlyArray<{ stage: ListStage; changedBy?: string | null; changedAt: string }>,
  now: dayjs.Dayjs = dayjs(),
): string[] {
  return history.map((h) => `${STAGE_LABELS[h.stage] ?? h.stage} · ${h.changedBy ?? 'a former member'} · ${shortDate(h.changedAt, now)}`);
}
