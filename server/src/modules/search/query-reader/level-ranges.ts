import { SENIORITY_LEVELS } from '../../vocabulary';
import type { Entry } from './entries';
import type { Piece } from './pieces';

/** A level's entry as the level and every level above it ('Director and above'). */
export function andAbove(entry: Entry): Entry {
  const from = Math.min(...(entry.seniorities ?? []).map((s) => SENIORITY_LEVELS.indexOf(s)));
  return { ...entry, label: `${entry.label} and above`, seniorities: [...SENIORITY_LEVELS.slice(from)] };
}

/** The words after a level that ask for it and every level above ('and above', 'or higher', 'level and up'). */
const AND_ABOVE = /^\s*(?:levels?\s+)?(?:and|or|&)\s+(?:above|higher|up|beyond|more\s+senior)\b/i;

/**
 * A level and every level above it ('director and above in marketing', 'senior or higher
 * engineers', 'manager level and up'): the level's piece takes the words and the levels up to the
 * top, and the words stop being keywords (they were required keywords: 'above').
 */
export function withLevelRanges(text: string, pieces: Piece[]): Piece[] {
  const taken = new Set<Piece>();
  const ranged = pieces.map((p) => {
    if (p.t !== 'entity' || p.final !== 'seniority' || !p.entry.seniorities?.length) return p;
    const m = AND_ABOVE.exec(text.slice(p.end));
    if (!m) return p;
    const end = p.end + m[0].length;
    for (const q of pieces) if (q !== p && q.start >= p.end && q.end <= end) taken.add(q);
    return { ...p, end, entry: andAbove(p.entry) };
  });
  return taken.size === 0 && ranged.every((p, i) => p === pieces[i]) ? pieces : ranged.filter((p) => !taken.has(p));
}
