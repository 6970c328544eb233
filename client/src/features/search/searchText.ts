import dayjs from 'dayjs';

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** The totals of a search, as the server answers them (SearchResult). */
export interface SearchTotals {
  exactTotal: number;
  closestTotal: number;
  totalIsApproximate: boolean;
  /** The closest matches counted are the candidates ranked of a larger pool: there are more. */
  closestTotalIsApproximate?: boolean;
}

/**
 * The honest totals of a search: how many profiles meet everything asked, and apart from them how
 * many closest matches follow ("2 exact matches · 40 closest matches"; "0 exact matches · 129
 * closest matches"). "About" marks the estimated count: the exact matches, or the closest ones
 * when there are no exact matches ("About 150,000 exact matches"; "0 exact matches · about 900
 * closest matches"); "more than" a count of closest matches cut short ("0 exact matches · more
 * than 3,000 closest matches"). A lookalike search counts people ("263 people"; "More than
 * 10,000 people").
 */
export function totalLabel(
  { exactTotal, closestTotal, totalIsApproximate, closestTotalIsApproximate = false }: SearchTotals,
  lookalike = false,
): string {
  // A lookalike search has no constraints of the user's to meet: its results are people, not matches.
  if (lookalike) return `${totalIsApproximate ? 'More than ' : ''}${count(exactTotal + closestTotal, 'person', 'people')}`;
  const exact = count(exactTotal, 'exact match', 'exact matches');
  const approximateExact = totalIsApproximate && exactTotal > 0;
  const parts = [approximateExact ? `About ${exact}` : exact];
  if (closestTotal > 0) {
    const closest = count(closestTotal, 'closest match', 'closest matches');
    parts.push(closestTotalIsApproximate ? `more than ${closest}` : totalIsApproximate && !approximateExact ? `about ${closest}` : closest);
  }
  return parts.join(' · ');
}

/** When a past search ran (spec: Dated, as short month, day, year): 'Mar 4, 2025'. */
export function formatDated(createdAt: string): string {
  return dayjs(createdAt).format('MMM D, YYYY');
}

/** When a saved search ran: 'Nov 24, 2026, 6:01 AM' (runs can be minutes apart), in the browser's time zone. */
export function formatRunTime(at: string): string {
  return dayjs(at).format('MMM D, YYYY, h:mm A');
}

/**
 * Who is new in a saved search's run: '12 new since Nov 24, 2026, 6:01 AM', 'About 15,000 new
 * since …' (an estimate past 10,000), or 'Nothing new since …'.
 */
export function newSinceLabel(newCount: number, since: string, approximate = false): string {
  const when = formatRunTime(since);
  if (newCount === 0) return `Nothing new since ${when}`;
  return `${approximate ? 'About ' : ''}${newCount.toLocaleString('en-US')} new since ${when}`;
}
