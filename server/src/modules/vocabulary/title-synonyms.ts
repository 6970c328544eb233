import { FUNCTIONS } from './functions';
import { SENIORITY_LEVELS } from './vocabulary.types';

/**
 * Other spellings of a title (part of the title taxonomy, title-taxonomy.ts): word groups that
 * mean the same inside a title, the ladders' acronyms and their spelled-out forms.
 */

/** C-level acronyms the ladders do not spell out themselves. */
export const EXTRA_ACRONYMS: Record<string, string> = {
  cio: 'chief information officer',
  ciso: 'chief information security officer',
  cmo: 'chief marketing officer',
  cdo: 'chief data officer',
  cno: 'chief nursing officer',
  clo: 'chief legal officer',
  cto: 'chief technology officer',
  cfo: 'chief financial officer',
  coo: 'chief operating officer',
  ceo: 'chief executive officer',
  cro: 'chief revenue officer',
  chro: 'chief human resources officer',
};

/** Groups of spellings that mean the same inside a title (matched on whole words). */
const SYNONYM_GROUPS: string[][] = [
  ['backend', 'back-end', 'back end'],
  ['frontend', 'front-end', 'front end'],
  ['full-stack', 'full stack', 'fullstack'],
  ['devops', 'dev ops'],
  ['site reliability engineer', 'sre'],
  ['site reliability engineering', 'sre'],
  ['software engineer', 'swe'],
  ['software development engineer', 'sde'],
  ['machine learning', 'ml'],
  ['quality assurance', 'qa'],
  ['registered nurse', 'rn'],
  ['nurse practitioner', 'np'],
  ['talent acquisition', 'ta'],
  ['hr business partner', 'hrbp', 'human resources business partner'],
  ['human resources', 'hr'],
  ['account executive', 'ae'],
  ['sales development representative', 'sdr'],
  ['business development representative', 'bdr'],
  ['customer success manager', 'csm'],
  ['general counsel', 'gc'],
  ['physical therapist', 'physiotherapist'],
  ['head teacher', 'headteacher'],
  ['mathematics', 'maths', 'math'],
  ['chef de cuisine', 'head chef'],
  ['attorney', 'lawyer'],
  ['hvac technician', 'hvac tech'],
  ['vice president', 'vp'],
  ['senior vice president', 'svp'],
  ['executive vice president', 'evp'],
  ['senior', 'sr'],
  ['junior', 'jr'],
];
/** Kinds of software work where 'engineer' and 'developer' are the same title. */
const DEVELOPER_KINDS = [
  'software',
  'backend',
  'back-end',
  'back end',
  'frontend',
  'front-end',
  'front end',
  'full-stack',
  'full stack',
  'fullstack',
  'mobile',
  'web',
  'ios',
  'android',
  'embedded',
  'game',
  'application',
];
for (const kind of DEVELOPER_KINDS) SYNONYM_GROUPS.push([`${kind} engineer`, `${kind} developer`]);

// Acronym titles of the ladders and their spelled-out forms ('cto' = 'chief technology officer').
for (const fn of FUNCTIONS)
  for (const level of SENIORITY_LEVELS) {
    const titles = fn.ladder[level] ?? [];
    for (const acronym of titles.filter((t) => /^[A-Z]{2,5}$/.test(t))) {
      const full = titles.find(
        (t) =>
          t !== acronym &&
          !t.includes('{s}') &&
          t
            .split(/\s+/)
            .filter((w) => !['of', 'and', '&'].includes(w.toLowerCase()))
            .map((w) => w[0])
            .join('')
            .toUpperCase() === acronym,
      );
      if (full) SYNONYM_GROUPS.push([full.toLowerCase(), acronym.toLowerCase()]);
    }
  }
for (const [acronym, full] of Object.entries(EXTRA_ACRONYMS))
  if (!SYNONYM_GROUPS.some((g) => g.includes(acronym))) SYNONYM_GROUPS.push([full, acronym]);

const MAX_SYNONYMS = 32;

/**
 * Other spellings of a title phrase that mean the same title, lower case, the phrase itself first:
 * 'backend engineer' -> ['backend engineer', 'backend developer', 'back-end engineer', ...],
 * 'rn' -> ['rn', 'registered nurse'], 'vp sales' -> ['vp sales', 'vp of sales', ...].
 */
export function titleSynonyms(phrase: string): string[] {
  const first = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!first) return [];
  const out = [first];
  const seen = new Set(out);
  const add = (s: string) => {
    const t = s.replace(/\s+/g, ' ').trim();
    if (t && !seen.has(t) && out.length < MAX_SYNONYMS) {
      seen.add(t);
      out.push(t);
    }
  };
  for (let i = 0; i < out.length && out.length < MAX_SYNONYMS; i++) {
    const padded = ` ${out[i]} `;
    for (const group of SYNONYM_GROUPS)
      for (const a of group) if (padded.includes(` ${a} `)) for (const b of group) if (b !== a) add(padded.replace(` ${a} `, ` ${b} `));
    // 'vp sales' = 'vp of sales'; 'director of sales' = 'sales director'
    const lead = /^(vp|svp|evp|vice president|senior vice president|executive vice president|director) (of )?(.+)$/.exec(out[i]);
    if (lead) {
      add(lead[2] ? `${lead[1]} ${lead[3]}` : `${lead[1]} of ${lead[3]}`);
      if (lead[1] === 'director') add(`${lead[3]} director`);
    }
    const trailing = /^(.+) director$/.exec(out[i]);
    if (trailing && !trailing[1].includes(' director')) add(`director of ${trailing[1]}`);
  }
  return out;
}
