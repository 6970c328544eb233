import dayjs from 'dayjs';

/** "1,234 profiles", or "About 150,000 profiles" when the server only estimates the total. */
export function totalLabel(total: number, approximate: boolean): string {
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'profile' : 'profiles'}`;
  return approximate ? `About ${count}` : count;
}

/** When a past search ran (spec: Dated, as short month, day, year): 'Mar 4, 2025'. */
export function formatDated(createdAt: string): string {
  return dayjs(createdAt).format('MMM D, YYYY');
}
