import type { KeywordExpr } from './interpretation.types';
import type { Entry, FinalKind } from './entries';

/** What the reader makes of a query, in pieces of its text, before they are resolved into the interpretation. */

/** A thing of the vocabulary or the company list, with its cue and suffix in start..end. */
export interface EntityPiece {
  t: 'entity';
  final: FinalKind;
  entry: Entry;
  start: number;
  end: number;
  coreText: string;
  tokFrom: number;
  tokTo: number;
}
export interface YearsPiece {
  t: 'years';
  min: number | null;
  max: number | null;
  label: string;
  start: number;
  end: number;
}
export interface KwPiece {
  t: 'kw';
  expr: KeywordExpr;
  start: number;
  end: number;
}
/** A lower-case 'or' or a negating word, resolved against its neighbours. */
export interface MarkPiece {
  t: 'or' | 'neg';
  start: number;
  end: number;
}
/**
 * A negation: the entry it names when it is a thing that can be ruled out by its field (a seniority,
 * a skill, ...), or null to rule out the words of `expr`.
 */
export interface ExcludePiece {
  t: 'exclude';
  entry: Entry | null;
  final: FinalKind | null;
  expr: KeywordExpr;
  start: number;
  end: number;
}
export type Piece = EntityPiece | YearsPiece | KwPiece | MarkPiece | ExcludePiece;
