/**
 * Remote work and relocation in a query ('remote Python developers', 'nurses willing to relocate
 * to Toronto'): read before the rest, their words set aside (blanked, so that every other part
 * keeps its place in the text) and given their own chips. A negated or quoted mention ('NOT
 * remote', '"remote sensing"') is left to the rest of the reader.
 */

/** Each rule: what it sets, and the phrases that say it (case aside, whole words). */
const RULES: ReadonlyArray<{ mode: 'remote' | 'relocation'; label: string; pattern: RegExp }> = [
  {
    mode: 'remote',
    label: 'Remote',
    pattern:
      /\b(?:(?:fully|100%|full[- ]time)\s+)?remote(?:ly)?(?:[- ](?:only|first|friendly))?\b(?!\s+(?:sensing|patient|monitoring|desktop|access|pilot))|\bwork(?:ing|s)?\s+from\s+home\b|\bwfh\b|\bhome[- ]based\b/giu,
  },
  {
    mode: 'relocation',
    label: 'Open to relocation',
    pattern:
      /\b(?:(?:who\s+(?:are|is|would\s+be)\s+)?(?:open|willing|happy|ready|able)\s+to\s+(?:relocat(?:e|ing|ion)|move))\b|\b(?:who\s+would|would|could)\s+relocate\b|\brelocat(?:e|ing|ion)\b(?!\s+(?:specialist|manager|coordinator|consultant))/giu,
  },
];

export interface WorkModeSpan {
  mode: 'remote' | 'relocation';
  label: string;
  text: string;
  /** 'NOT remote': remote roles are left out. */
  excludes?: boolean;
}

/**
 * The work modes a query names and the query with their words blanked (same length, so the rest
 * reads as before and every other part's text is still the query's own).
 */
export function readWorkModes(query: string): { text: string; spans: WorkModeSpan[] } {
  const spans: WorkModeSpan[] = [];
  let text = query;
  for (const rule of RULES) {
    for (const m of query.matchAll(rule.pattern)) {
      let at = m.index;
      if (quoted(query, at)) continue;
      if (text.slice(at, at + m[0].length) !== m[0]) continue; // taken by an earlier rule
      const negation = NEGATION.exec(query.slice(0, at))?.[0].trimStart() ?? '';
      // A negated relocation ('not open to relocation') is left to the rest of the reader.
      if (negation && rule.mode !== 'remote') continue;
      at -= negation.length;
      const said = query.slice(at, m.index + m[0].length);
      const excludes = negation !== '';
      if (!spans.some((s) => s.mode === rule.mode && !!s.excludes === excludes))
        spans.push({
          mode: rule.mode,
          label: excludes ? `Not ${rule.label.toLowerCase()}` : rule.label,
          text: said,
          ...(excludes ? { excludes } : {}),
        });
      text = text.slice(0, at) + ' '.repeat(said.length) + text.slice(at + said.length);
    }
  }
  return { text, spans };
}

/** A negation right before a word: 'NOT ', '-', 'not ', 'no ', 'without ', 'non-'. */
const NEGATION = /(?:(?<=^|\s)-|\b(?:not|no|without|except|excluding|non)[\s-]+)$/iu;

/** Whether the word at `at` is inside double quotes. */
function quoted(query: string, at: number): boolean {
  return (query.slice(0, at).match(/"/g) ?? []).length % 2 === 1;
}
