/**
 * What the add-to-list dialog says after adding (docs/product-spec.md §2 for one profile: 'Profile added to
 * list successfully!', 'List created and profile added successfully!'); "already in this list"
 * said as such, and counts for several profiles.
 */
export function addedMessage({
  count,
  fullName,
  listName,
  added,
  alreadyInList,
  created,
}: {
  /** How many profiles were asked for. */
  count: number;
  /** The person's name, when there was one. */
  fullName?: string;
  listName: string;
  added: number;
  alreadyInList: number;
  created: boolean;
}): { text: string; type: 'success' | 'info' } {
  const profiles = (n: number) => `${n} ${n === 1 ? 'profile' : 'profiles'}`;
  if (count === 1) {
    if (added === 1)
      return { text: created ? 'List created and profile added successfully!' : 'Profile added to list successfully!', type: 'success' };
    return { text: `${fullName ?? 'This profile'} is already in ${listName}.`, type: 'info' };
  }
  if (added === 0) return { text: `All ${profiles(alreadyInList)} were already in ${listName}.`, type: 'info' };
  const start = created ? `Created ${listName} and added ${profiles(added)}` : `Added ${profiles(added)} to ${listName}`;
  if (alreadyInList === 0) return { text: `${start}.`, type: 'success' };
  return { text: `${start}; ${alreadyInList} ${alreadyInList === 1 ? 'was' : 'were'} already in it.`, type: 'success' };
}
