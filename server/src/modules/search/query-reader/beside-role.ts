import type { Piece } from './pieces';

/** What a person is asked as: a role, a level or a field of work. */
const ROLE_KINDS = new Set(['title', 'seniority', 'function']);

/**
 * Words right beside a role that say something about it and are no keyword (personal traits
 * 'female engineers', a headcount '3 designers', a ladder's numeral 'Software Engineer II'): each
 * a keyword of one word, unquoted, with only spaces, commas or 'who are' between it and the role
 * or another such word, on the side(s) asked. The pieces without them, and them as typed.
 */
export function besideRole(
  text: string,
  pieces: Piece[],
  isWord: (lowerCase: string) => boolean,
  side: 'before' | 'after' | 'both',
): { kept: Piece[]; left: string[] } {
  const sorted = [...pieces].sort((a, b) => a.start - b.start);
  const matches = (p: Piece | undefined) => p?.t === 'kw' && p.expr.kind === 'term' && !p.expr.phrase && isWord(p.expr.text.toLowerCase());
  const isRole = (p: Piece | undefined) => p?.t === 'entity' && ROLE_KINDS.has(p.final);
  const gapOk = (from: number, to: number) => /^[\s,]*(?:who\s+(?:are|is)\s+)?$/iu.test(text.slice(from, to));
  const left = new Set<Piece>();
  sorted.forEach((p, i) => {
    if (!isRole(p)) return;
    if (side !== 'after')
      for (let j = i - 1, edge = p.start; j >= 0 && matches(sorted[j]) && gapOk(sorted[j].end, edge); edge = sorted[j].start, j--)
        left.add(sorted[j]);
    if (side !== 'before')
      for (let j = i + 1, edge = p.end; j < sorted.length && matches(sorted[j]) && gapOk(edge, sorted[j].start); edge = sorted[j].end, j++)
        left.add(sorted[j]);
  });
  if (left.size === 0) return { kept: pieces, left: [] };
  return { kept: pieces.filter((p) => !left.has(p)), left: sorted.filter((p) => left.has(p)).map((p) => text.slice(p.start, p.end)) };
}

/** A headcount before a role ('3 product designers', 'I need 2 nurses'): how many to hire, not who. */
export const isHeadcount = (word: string) => /^\d{1,3}$/.test(word);
/** A ladder's numeral after a title ('Software Engineer II', 'Analyst 3'): the level within a title, which the title's seniority already says. */
export const isLadderNumeral = (word: string) => /^(?:i{1,3}|iv|v|[1-5])$/.test(word);
