import { SENIORITY_LEVELS, VOCABULARY, type SeniorityKey } from '../vocabulary';

/**
 * The seniority a job title states. Titles are first matched against the career ladders of the
 * vocabulary ('Senior {s} Engineer' with {s} one of the function's specialisations), which also tells
 * the function and the next rung; titles from elsewhere fall back to keywords (Junior, Senior,
 * Lead, Manager, Head of, Director, VP, Chief ...).
 */

export interface TitleSeniority {
  /** Index into SENIORITY_LEVELS: 0 entry ... 7 executive. */
  level: number;
  key: SeniorityKey;
  /** The ladder the title is on (a function key), when it matched one. */
  function: string | null;
  /** The specialisation that filled {s}, when the pattern had one. */
  specialisation: string | null;
}

interface LadderPattern {
  fn: string;
  level: number;
  regex: RegExp;
  hasSlot: boolean;
  /** Longer literal text is a more specific pattern: it wins when two match. */
  literal: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS: LadderPattern[] = VOCABULARY.functions
  .flatMap((fn) => {
    const slot = `(${fn.specialisations.map(escape).join('|')})`;
    return SENIORITY_LEVELS.flatMap((key, level) =>
      (fn.ladder[key] ?? []).map((pattern) => ({
        fn: fn.key,
        level,
        regex: new RegExp(`^${escape(pattern).replace(escape('{s}'), slot)}$`, 'i'),
        hasSlot: pattern.includes('{s}'),
        literal: pattern.replace('{s}', '').length,
      })),
    );
  })
  .sort((a, b) => b.literal - a.literal);

/** Keyword rules for titles the ladders do not know, checked in order. */
const KEYWORDS: Array<[RegExp, SeniorityKey]> = [
  [/\b(chief|ceo|cto|cfo|coo|cmo|cpo|cro|chro|founder|co-founder|cofounder|owner|partner)\b/i, 'executive'],
  [/\b(vp|svp|evp|vice president|president)\b/i, 'vp'],
  [/\b(director|head of|head,|managing director|general manager)\b/i, 'director'],
  [/\b(manager|management)\b/i, 'manager'],
  [/\b(lead|principal|staff|architect|team lead)\b/i, 'lead'],
  [/\b(senior|sr\.?|experienced)\b/i, 'senior'],
  [/\b(junior|jr\.?|intern|internship|trainee|graduate|apprentice|assistant|associate|entry)\b/i, 'entry'],
];

const cache = new Map<string, TitleSeniority | null>();
const CACHE_MAX = 20_000;

/** The seniority of a title; null for an empty title. Titles without any cue read as mid level. */
export function seniorityOf(title: string): TitleSeniority | null {
  const key = title.trim().replace(/\s+/g, ' ');
  if (!key) return null;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const result = readTitle(key);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, result);
  return result;
}

function readTitle(title: string): TitleSeniority {
  for (const p of PATTERNS) {
    const m = p.regex.exec(title);
    if (m) return { level: p.level, key: SENIORITY_LEVELS[p.level], function: p.fn, specialisation: p.hasSlot ? m[1] : null };
  }
  for (const [regex, key] of KEYWORDS) {
    if (regex.test(title)) return { level: SENIORITY_LEVELS.indexOf(key), key, function: null, specialisation: null };
  }
  return { level: SENIORITY_LEVELS.indexOf('mid'), key: 'mid', function: null, specialisation: null };
}

/**
 * The title of the next rung up the same ladder ('Senior Backend Engineer' -> 'Lead Backend Engineer'),
 * or null when the title is on no ladder or already at the top of it.
 */
export function nextRungTitle(s: TitleSeniority): string | null {
  if (!s.function) return null;
  const fn = VOCABULARY.functions.find((f) => f.key === s.function);
  if (!fn) return null;
  for (let level = s.level + 1; level < SENIORITY_LEVELS.length; level++) {
    const patterns = fn.ladder[SENIORITY_LEVELS[level]];
    if (!patterns || patterns.length === 0) continue;
    // Keep the specialisation when the next rung has a slot for it.
    const withSlot = s.specialisation ? patterns.find((p) => p.includes('{s}')) : undefined;
    if (withSlot) return withSlot.replace('{s}', s.specialisation!);
    const plain = patterns.find((p) => !p.includes('{s}'));
    return plain ?? patterns[0].replace(/,?\s*\{s\}\s*/, ' ').trim();
  }
  return null;
}
