/**
 * The list the add-to-list dialog preselects: the last one this user added to on this browser
 * (kept in local storage per user), else the list changed most recently.
 */

const KEY_PREFIX = 'talentlens.lastList.';

export function rememberLastList(userId: string | undefined, listId: string): void {
  if (!userId) return;
  try {
    localStorage.setItem(KEY_PREFIX + userId, listId);
  } catch {
    // Storage full or refused (private mode): the dialog falls back to the most recently changed list.
  }
}

function lastListId(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(KEY_PREFIX + userId);
  } catch {
    return null;
  }
}

/** The id to preselect among these lists: the remembered one while it exists, else the one changed last; undefined for none. */
export function preferredListId(lists: ReadonlyArray<{ id: string; updatedAt: string }>, userId: string | undefined): string | undefined {
  const remembered = lastListId(userId);
  if (remembered && lists.some((l) => l.id === remembered)) return remembered;
  let latest: { id: string; updatedAt: string } | undefined;
  for (const list of lists) if (!latest || list.updatedAt > latest.updatedAt) latest = list;
  return latest?.id;
}
