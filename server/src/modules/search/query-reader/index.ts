import type { Interpretation } from './interpretation.types';
import { Reader } from './reader';
import { emptyInterpretation, resolve } from './resolution';
import { normKey } from './tokens';
import { applyFixes, typoFixes } from './typos';
import { companyTables, vocabTables, type InterpretContext } from './vocabulary-tables';
import { readWorkModes, type WorkModeSpan } from './work-modes';
import { besideRole, isHeadcount, isLadderNumeral } from './beside-role';
import { withLevelRanges } from './level-ranges';
import { blankAges, withoutTraits } from './personal-traits';
import { blankReportsTo } from './reports-to';

/**
 * The query reader of the `ai` search type: 'senior backend engineers in Berlin who know
 * Kubernetes, 5+ years, ex-fintech' becomes titles, seniorities, locations, companies, industries,
 * skills, years and education, plus the keywords nothing claimed.
 *
 * How it reads:
 *  - The boolean layer (boolean-query.ts) splits the query into its ANDed parts. Plain words, in or
 *    out of parentheses and whether joined by a space or an explicit AND, are read as natural
 *    language (AND means what a space means). A quoted phrase is read only as a whole entity name
 *    ('"Quorra Labs"', '"machine learning"'); otherwise it stays a keyword phrase. OR groups are kept
 *    literally as keywords. Negations (NOT, leading minus) become exclusions, never positive
 *    filters: a seniority, a skill or an industry by its field (`NOT junior`, `-angular`), anything
 *    else by its words (`-Google`, `NOT Berlin`).
 *  - The words are tokenised (case, accents, dots and apostrophes ignored; hyphens split words so
 *    'ex-fintech', 'Berlin-based' and 'full-stack' read naturally) and matched longest first against
 *    tables built once per vocabulary and per company list. Context words decide what a match means:
 *    cues before it ('in', 'based in', 'at', '@', 'ex-', 'formerly at', 'who know', 'went to', ...)
 *    and words after it ('-based', 'companies', 'alumni', 'people', 'background', 'degree', ...).
 *    Ambiguous short names ('US', 'LA', 'Go', 'R', 'BA', 'Penn', 'UT', ...) need their usual casing or
 *    a cue; function words such as 'data' or 'engineering' need a cue ('in data'), a seniority next to
 *    them ('head of engineering', 'data managers') or a people word ('data people').
 *  - Lower-case 'or' is read in context: between two things of the same list kind ('Berlin or
 *    Munich', 'senior or staff') it is list glue (lists are any-of); between two skills or two plain
 *    words it becomes a keyword OR (skills are otherwise all required); elsewhere it is ignored.
 *    Lower-case 'not', 'excluding', 'except', 'without' and 'no' rule out the next thing: a
 *    seniority, a skill, an industry, a current company or a place by its field ('not at Acme',
 *    'not in Munich'), anything else by its words ('not at agencies').
 *  - Years use whole years: 'more than 10 years' is yearsMin 10 (10.5 years is more than 10),
 *    'under 3 years' / 'less than 3 years' is yearsMax 2, 'up to 3 years' is yearsMax 3, '5 years'
 *    and '5+ years' are yearsMin 5, '3-5 years' is 3..5.
 *  - Every recognised part keeps the exact text it came from (with its cue: 'in Berlin', 'ex-fintech',
 *    'who know Kubernetes'); removing that text from the query removes the constraint.
 *
 * Where: tokens.ts (tokens and normalisation), lexicon.ts (the fixed word lists), cues.ts (the
 * words before and after a match), entries.ts and vocabulary-tables.ts (the lookup tables),
 * years.ts, work-modes.ts (remote and relocation, read first), reports-to.ts (whom a role serves,
 * set aside first), personal-traits.ts (gender, age and the like, left out), beside-role.ts (a
 * headcount, a ladder's numeral), level-ranges.ts (a level and above), typos.ts, reader.ts
 * (the longest-match scan, into the pieces of pieces.ts) and resolution.ts (pieces to
 * interpretation). The rest of the search module imports only this file.
 */

export type { InterpretContext } from './vocabulary-tables';

/**
 * Reads a natural-language query. Never throws; tables are built once per vocabulary and company
 * list. Words nothing can read that are a typo of a known word are read corrected (typos.ts), and
 * the reading says so (`corrected`); `asTyped` reads the words as typed.
 */
export function interpret(query: string, ctx: InterpretContext, opts: { asTyped?: boolean } = {}): Interpretation {
  const typed = typeof query === 'string' ? query.slice(0, 2000) : '';
  if (!typed.trim()) return emptyInterpretation();
  const modes = readWorkModes(typed);
  return withWorkModes(readText(modes.text, ctx, opts), modes.spans, typed);
}

function readText(typed: string, ctx: InterpretContext, opts: { asTyped?: boolean }): Interpretation {
  // Ages are no search criteria (personal-traits.ts): set aside before the rest, as the work modes are.
  const { text, ages } = blankAges(blankReportsTo(typed));
  return withAges(readWords(text, ctx, opts), ages, typed);
}

/**
 * A build filter's value as the AI search reads it, so that both forms take what recruiters type:
 * a skill by its key ('k8s': 'kubernetes', 'golang': 'go'), a title as its words ('Sr. SWE':
 * 'senior software engineer', 'Softwareentwickler': 'software engineer'). Null when the value is
 * not one thing of that kind as a whole (the filter then takes it as typed).
 */
export function readFilterValue(kind: 'skill' | 'title', value: string, ctx: InterpretContext): string | null {
  const typed = value.trim();
  if (!typed) return null;
  if (kind === 'skill') {
    const entry = vocabTables(ctx.vocabulary)
      .table.get(normKey(typed))
      ?.find((e) => e.kind === 'skill');
    return entry?.skill ?? null;
  }
  const reading = interpret(typed, ctx, { asTyped: true });
  const titles = reading.spans.filter((s) => s.kind === 'title');
  const levels = reading.spans.filter((s) => s.kind === 'seniority');
  if (titles.length !== 1 || levels.length > 1 || titles.length + levels.length !== reading.spans.length || reading.keywords) return null;
  return [...levels, ...titles].map((s) => s.label.toLowerCase()).join(' ');
}

/** The reading with the ages set aside before it among the personal traits it left out, in the query's order. */
function withAges(reading: Interpretation, ages: string[], typed: string): Interpretation {
  if (ages.length === 0) return reading;
  const leftOut = [...ages, ...(reading.leftOut ?? [])].sort((a, b) => typed.indexOf(a) - typed.indexOf(b));
  return { ...reading, leftOut };
}

function readWords(text: string, ctx: InterpretContext, opts: { asTyped?: boolean }): Interpretation {
  if (!text.trim()) return emptyInterpretation();
  const vt = vocabTables(ctx.vocabulary);
  const ct = companyTables(ctx, vt);
  const read = (t: string) => {
    const reader = new Reader(t, vt, ct);
    reader.tokenize();
    reader.read();
    // A headcount and a ladder's numeral beside a role are no criteria; personal traits none either, and said.
    const counted = besideRole(t, withLevelRanges(t, reader.pieces), isHeadcount, 'before').kept;
    const numbered = besideRole(t, counted, isLadderNumeral, 'after').kept;
    const { pieces, traits } = withoutTraits(t, numbered);
    const resolved = resolve(t, pieces);
    return traits.length ? { ...resolved, leftOut: traits } : resolved;
  };
  const reading = read(text);
  if (opts.asTyped || !reading.keywords) return reading;
  const typos = typoFixes(text, reading, vt, ct, read);
  if (!typos) return reading;
  // Each part keeps the text it came from as typed, so that removing it from the query still works.
  const back = typos.fixes.map(({ from, to }) => ({ from: to, to: from }));
  return {
    ...typos.reading,
    spans: typos.reading.spans.map((s) => ({ ...s, text: text.includes(s.text) ? s.text : applyFixes(s.text, back) })),
    corrected: { text: typos.text, fixes: typos.fixes },
  };
}

/**
 * The reading of a query whose work-mode words were blanked, with those modes and their chips
 * added: every chip's text is the query's own again (a keyword chip that spanned a blanked word
 * is named by its expression), and a corrected query is the query as typed with the fixes.
 */
function withWorkModes(reading: Interpretation, modes: WorkModeSpan[], typed: string): Interpretation {
  if (modes.length === 0) return reading;
  const spans = reading.spans.map((s) => (typed.includes(s.text) ? s : { ...s, text: s.label }));
  // With a place, relocation is part of it ("Berlin, or open to relocation"): its chip is the place's must-have.
  const relocationKey = reading.locations.length > 0 ? 'location' : 'relocation';
  for (const m of modes)
    spans.push(
      m.excludes
        ? { kind: m.mode, label: m.label, text: m.text, key: `not:${m.mode}`, excludes: true }
        : { kind: m.mode, label: m.label, text: m.text, key: m.mode === 'relocation' ? relocationKey : m.mode },
    );
  const wants = (mode: WorkModeSpan['mode']) => modes.some((m) => m.mode === mode && !m.excludes);
  return {
    ...reading,
    ...(wants('remote') ? { remote: true } : {}),
    ...(wants('relocation') ? { relocation: true } : {}),
    ...(modes.some((m) => m.excludes) ? { exclusions: { ...reading.exclusions, remote: true } } : {}),
    spans,
    ...(reading.corrected ? { corrected: { ...reading.corrected, text: applyFixes(typed, reading.corrected.fixes) } } : {}),
  };
}
