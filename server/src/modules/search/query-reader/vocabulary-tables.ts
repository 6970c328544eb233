import {
  AREAS,
  COMPANY_GROUPS,
  countryNameOf,
  FOREIGN_PLACES,
  FOREIGN_TITLES,
  regionPlaces,
  REGIONS,
  SENIORITY_LEVELS,
  type SeniorityKey,
  titleSynonyms,
  type Vocabulary,
  worldCountries,
} from '../../vocabulary';
import type { LocationRef } from './interpretation.types';
import type { Entry, Table } from './entries';
import { andAbove } from './level-ranges';
import {
  CASED_PLACES,
  DEGREE_LABELS,
  EXTRA_PLACE_ALIASES,
  FIELD_ALIASES,
  FUNCTION_ALIASES,
  FUNCTION_ROLE_WORDS,
  KEPT_PHRASES,
  LEADER_TITLE_WORDS,
  LEVEL_LABEL,
  LEVEL_PREFIXES,
  ROLE_EXPANSIONS,
  SENIORITY_WORDS,
  SKILL_ALIASES,
  STOP,
  STRONG_FUNCTION_ALIASES,
  VARIANTS,
  WEAK_DEGREES,
  WEAK_PLACES,
  WEAK_SCHOOLS,
  WEAK_SKILLS,
} from './lexicon';
import { cap, normKey, singular, titleKey } from './tokens';

/**
 * The lookup tables of the reader, built once per vocabulary and per company list: every
 * spelling of a title, seniority, function, skill, place, industry, school, degree and field of
 * study (and every company name) by its normalised key.
 */

/** What a query is read against: the vocabulary and the companies of the index. */
export interface InterpretContext {
  vocabulary: Vocabulary;
  companies: ReadonlyArray<{ id: number; name: string; industry: string }>;
}

export interface VocabTables {
  table: Table;
  maxLen: number;
  /** Normalised names of everything in the vocabulary (to spot company names that collide). */
  known: Set<string>;
  curated: Set<string>;
}

export interface CompanyTables {
  vocabulary: Vocabulary;
  table: Table;
  maxLen: number;
}

const vocabCache = new WeakMap<Vocabulary, VocabTables>();
const companyCache = new WeakMap<object, CompanyTables>();

function addEntry(table: Table, phrase: string, entry: Entry): number {
  const key = normKey(phrase);
  if (!key) return 0;
  const list = table.get(key);
  if (!list) table.set(key, [entry]);
  else if (!list.includes(entry)) list.push(entry);
  return key.split(' ').length;
}

function variantsOf(key: string): string[] {
  const out = [key];
  for (const [a, b] of VARIANTS) {
    for (const k of [...out]) {
      const padded = ` ${k} `;
      if (padded.includes(` ${a} `)) out.push(padded.replace(` ${a} `, ` ${b} `).trim());
    }
  }
  return out;
}

const initials = (text: string) =>
  normKey(text)
    .split(' ')
    .filter((w) => w && w !== 'of' && w !== 'and' && w !== '&')
    .map((w) => w[0])
    .join('');

/**
 * A leader title that names more than a function ('head of talent acquisition', 'director of
 * product management') is read as that title; one that names a function ('head of sales',
 * 'vp of engineering', 'director of customer success') is read as a level of that function.
 */
function specificLeaderTitle(key: string, v: Vocabulary): boolean {
  const m = /^(?:head|director|vp|svp|evp|vice president) of (.+)$/.exec(key);
  if (!m) return false;
  const object = m[1];
  if (object.split(' ').length < 2) return false;
  return !v.functions.some((f) => normKey(f.name) === object || normKey(f.key.replace(/_/g, ' ')) === object);
}

/** Countries whose names are as often a first name or a word: read as the country only after a place cue. */
const NAME_LIKE_COUNTRIES = new Set(['JO', 'TD', 'JE', 'GG', 'NE', 'ML', 'GN', 'DM', 'TG', 'IM', 'CW', 'MF', 'BL', 'SH', 'VA']);

/** What a foreign phrase may stand for: a title, a role word, a level or a place. */
const FOREIGN_KINDS = new Set<Entry['kind']>(['title', 'function', 'seniority', 'location']);

function buildVocabTables(v: Vocabulary): VocabTables {
  const table: Table = new Map();
  let maxLen = 1;
  const add = (phrase: string, entry: Entry) => {
    maxLen = Math.max(maxLen, addEntry(table, phrase, entry));
  };

  // Seniority
  for (const [phrases, levels, label] of SENIORITY_WORDS) {
    const entry: Entry = { kind: 'seniority', label: label ?? LEVEL_LABEL[levels[levels.length - 1]], rank: 12, seniorities: levels };
    for (const p of phrases) add(p, entry);
    // 'VP+', 'Director+': the level and every level above it (level-ranges.ts reads 'and above').
    for (const p of phrases) if (!p.includes(' ')) add(`${p}+`, andAbove(entry));
  }

  // Titles: every ladder title without its level prefix, plus the role words
  const titleEntries = new Map<string, Entry>();
  const titleFunction = new Map<string, string>();
  const allBases = new Set<string>();
  for (const f of v.functions) {
    const byBase = new Map<string, { label: string; levels: Set<SeniorityKey> }>();
    for (const level of SENIORITY_LEVELS) {
      for (const pattern of f.ladder[level] ?? []) {
        const filled = pattern.includes(', {s}')
          ? [pattern.replace(', {s}', '')]
          : pattern.includes('{s}')
            ? f.specialisations.map((s) => pattern.replace('{s}', s))
            : [pattern];
        for (const title of filled) {
          if (title.includes(',') || title.includes('&')) continue;
          let words = title.split(/\s+/);
          while (words.length > 1 && LEVEL_PREFIXES.has(words[0].toLowerCase())) words = words.slice(1);
          const base = words.join(' ');
          const key = normKey(base);
          allBases.add(key);
          if (key.split(' ').some((w) => LEADER_TITLE_WORDS.has(w)) && !specificLeaderTitle(key, v)) continue;
          // 'Senior Associate' leaves 'associate', a level word of other titles ('associate product manager'), not a title.
          if (LEVEL_PREFIXES.has(key)) continue;
          const known = byBase.get(key) ?? { label: base, levels: new Set<SeniorityKey>() };
          known.levels.add(level);
          byBase.set(key, known);
        }
      }
    }
    // Acronym titles ('CTO') go with their spelled-out form on the same level ('Chief Technology Officer').
    for (const level of SENIORITY_LEVELS) {
      const titles = f.ladder[level] ?? [];
      for (const acronym of titles.filter((t) => /^[A-Z]{2,5}$/.test(t))) {
        const full = titles.find((t) => t !== acronym && !t.includes('{s}') && initials(t) === acronym.toLowerCase());
        const entryTitles = full ? [titleKey(acronym), titleKey(full)] : [titleKey(acronym)];
        const acronymEntry: Entry = { kind: 'title', label: acronym, rank: 10, titles: entryTitles };
        titleEntries.set(normKey(acronym), acronymEntry);
        for (const k of variantsOf(normKey(acronym))) add(k, acronymEntry);
        if (full) {
          const fullEntry: Entry = { kind: 'title', label: full, rank: 10, titles: entryTitles };
          titleEntries.set(normKey(full), fullEntry);
          add(full, fullEntry);
          byBase.delete(normKey(full));
        }
        byBase.delete(normKey(acronym));
      }
    }
    for (const [key, { label, levels }] of byBase) {
      if (titleEntries.has(key)) {
        const existing = titleEntries.get(key)!;
        if (existing.seniorities && !(levels.size === 1 && levels.has('manager'))) delete existing.seniorities;
        continue;
      }
      const entry: Entry = { kind: 'title', label, rank: 10, titles: [titleKey(label)] };
      if (levels.size === 1 && levels.has('manager')) entry.seniorities = ['manager'];
      titleEntries.set(key, entry);
      titleFunction.set(key, f.key);
      for (const k of variantsOf(key)) add(k, entry);
    }
  }

  // Functions: names, keys and aliases (weak), role words naming a field (strong)
  for (const f of v.functions) {
    const weakEntry: Entry = { kind: 'function', label: f.name, rank: 45, weak: true, functionKey: f.key };
    const strongEntry: Entry = { kind: 'function', label: f.name, rank: 32, functionKey: f.key };
    const weakWords = new Set<string>([
      f.key.replace(/_/g, ' '),
      f.name,
      ...f.name.split('&').map((s) => s.trim()),
      ...(FUNCTION_ALIASES[f.key] ?? []),
    ]);
    const roleKeys = new Set(f.roleWords.map((r) => normKey(r)));
    for (const w of weakWords) {
      if (!w) continue;
      add(w, roleKeys.has(normKey(w)) || STRONG_FUNCTION_ALIASES.has(normKey(w)) ? strongEntry : weakEntry);
    }
    for (const rw of f.roleWords) {
      const key = normKey(rw);
      const sing = key.split(' ');
      const last = singular(sing[sing.length - 1]);
      const singularKey = last && roleKeys.has([...sing.slice(0, -1), last].join(' ')) ? [...sing.slice(0, -1), last].join(' ') : key;
      if (table.get(singularKey)?.some((e) => e.kind === 'seniority')) continue; // 'executive' is a seniority
      if (FUNCTION_ROLE_WORDS.has(singularKey) || weakWords.has(rw)) {
        add(rw, strongEntry);
        continue;
      }
      const existing = titleEntries.get(singularKey) ?? table.get(singularKey)?.find((e) => e.kind === 'title');
      if (existing) {
        add(rw, existing);
        continue;
      }
      const expansion =
        ROLE_EXPANSIONS[singularKey] ??
        (singularKey.length <= 4 && !singularKey.includes(' ')
          ? [...titleEntries.keys()].find((k) => titleFunction.get(k) === f.key && k.includes(' ') && initials(k) === singularKey)
          : undefined);
      if (expansion) {
        const target = titleEntries.get(normKey(expansion));
        if (target) {
          add(rw, target);
          continue;
        }
      }
      const inTitles = [...allBases].some((b) => ` ${b} `.includes(` ${singularKey} `));
      if (inTitles) {
        const entry: Entry = { kind: 'title', label: singularKey.split(' ').map(cap).join(' '), rank: 10, titles: [singularKey] };
        titleEntries.set(singularKey, entry);
        for (const k of variantsOf(singularKey)) add(k, entry);
        if (singularKey !== key) add(rw, entry);
      } else {
        add(rw, strongEntry);
      }
    }
  }

  // Other spellings of a title that the ladders do not write ('software developer', 'maths teacher'):
  // the same title, unless the spelling already reads as something.
  for (const [key, entry] of [...titleEntries]) {
    for (const synonym of titleSynonyms(key).slice(1)) {
      const k = normKey(synonym);
      if (k.includes(' ') && !table.has(k)) add(synonym, entry);
    }
  }

  // Skills
  const skillNames = new Map<string, string>();
  for (const f of v.functions) for (const s of f.skills) if (!skillNames.has(s.toLowerCase())) skillNames.set(s.toLowerCase(), s);
  for (const [key, name] of skillNames) {
    const entry: Entry = { kind: 'skill', label: name, rank: 35, skill: key };
    if (WEAK_SKILLS[key]) {
      entry.weak = true;
      entry.exact = WEAK_SKILLS[key];
    }
    for (const k of variantsOf(normKey(name))) add(k, entry);
    for (const alias of SKILL_ALIASES[key] ?? []) {
      // An alias of a weak skill ('golang') is unambiguous by itself.
      add(alias, entry.weak ? { ...entry, weak: false } : entry);
    }
  }

  // Places: cities carry their country
  for (const country of v.countries) {
    const countryLoc: LocationRef = { countryCode: country.code, label: country.name };
    const countryEntry: Entry = { kind: 'location', label: country.name, rank: 20, location: countryLoc };
    for (const name of [country.name, ...(country.aliases ?? [])]) {
      const key = normKey(name);
      add(name, WEAK_PLACES.has(key) ? { ...countryEntry, weak: true, exact: CASED_PLACES.has(key) ? [name] : [] } : countryEntry);
    }
    for (const city of country.cities) {
      const sameAsCountry = normKey(city.name) === normKey(country.name);
      const loc: LocationRef = sameAsCountry
        ? countryLoc
        : { city: city.name, countryCode: country.code, label: `${city.name}, ${country.name}` };
      const cityEntry: Entry = { kind: 'location', label: loc.label, rank: 20, location: loc };
      for (const name of [city.name, ...(city.aliases ?? [])]) {
        const key = normKey(name);
        add(name, WEAK_PLACES.has(key) ? { ...cityEntry, weak: true, exact: CASED_PLACES.has(key) ? [name] : [] } : cityEntry);
      }
      for (const extra of EXTRA_PLACE_ALIASES[city.name] ?? [])
        if (!table.has(normKey(extra))) add(extra, { ...cityEntry, weak: true, exact: [extra] });
    }
  }

  // Every other country of the world, for the people imports bring from anywhere: by its name typed
  // capitalised or after a place cue ('in hungary'); names that are as often a first name or a word
  // ('Jordan', 'Chad') only after a cue.
  const inVocabulary = new Set(v.countries.map((c) => c.code));
  for (const [code, name] of worldCountries()) {
    if (inVocabulary.has(code)) continue;
    const entry: Entry = { kind: 'location', label: name, rank: 20, location: { countryCode: code, label: name } };
    add(name, { ...entry, weak: true, exact: NAME_LIKE_COUNTRIES.has(code) ? [] : [name] });
  }
  // Areas of several countries ('EMEA', 'DACH', 'the Nordics', 'LATAM'): a place of their countries.
  for (const area of AREAS) {
    const entry: Entry = {
      kind: 'location',
      label: area.name,
      rank: 20,
      location: { countryCode: '', label: area.name, area: area.name },
      places: area.codes.map((code) => ({ countryCode: code, label: countryNameOf(code), area: area.name })),
    };
    for (const name of area.aliases) add(name, entry);
    for (const name of area.weakNames ?? []) add(name, { ...entry, weak: true, exact: [name] });
  }
  // Regions of a country ('Texas', 'Bavaria', 'Ontario'): their cities, by their name capitalised or after a place cue.
  for (const region of REGIONS) {
    if (region.byCityOnly) continue;
    const country = countryNameOf(region.countryCode);
    const entry: Entry = {
      kind: 'location',
      label: region.name,
      rank: 20,
      location: { countryCode: region.countryCode, label: region.name, area: region.name },
      places: regionPlaces(region).map((p) => ({ ...p, label: p.city ? `${p.city}, ${country}` : region.name })),
    };
    for (const name of [region.name, ...region.aliases]) add(name, { ...entry, weak: true, exact: region.cueOnly ? [] : [name] });
  }

  // Industries
  for (const ind of v.industries) {
    const canonical: Entry = { kind: 'industry', label: ind.name, rank: 30, canonical: true, industry: ind.key, industryName: ind.name };
    const alias: Entry = { ...canonical, rank: 40, canonical: false };
    add(ind.key.replace(/_/g, ' '), canonical);
    add(ind.name, canonical);
    for (const a of ind.aliases ?? []) if (!table.get(normKey(a))?.includes(canonical)) add(a, alias);
  }

  // Schools
  for (const school of v.schools) {
    const entry: Entry = { kind: 'school', label: school.name, rank: 25, school: school.name };
    for (const name of [school.name, ...(school.aliases ?? [])]) {
      const key = normKey(name);
      const acronym = /^[A-Z][A-Za-z]{1,4}$/.test(name) && name.replace(/[a-z]/g, '').length >= 2;
      if (WEAK_SCHOOLS.has(key) || key.length <= 2) add(name, { ...entry, weak: true });
      else if (acronym) add(name, { ...entry, weak: true, exact: [name] });
      else add(name, entry);
    }
  }

  // Degrees
  for (const degree of v.degrees) {
    const entry: Entry = {
      kind: 'degree',
      label: DEGREE_LABELS[degree.level] ?? degree.names[0] ?? degree.level,
      rank: 27,
      degree: degree.level,
    };
    for (const name of [...degree.names, ...(degree.aliases ?? [])]) {
      const key = normKey(name);
      if (WEAK_DEGREES.has(key))
        add(name, { ...entry, weak: true, exact: [...degree.names.filter((n) => normKey(n) === key), key.toUpperCase()] });
      else add(name, entry);
    }
  }

  // Fields of study: kept together as a keyword phrase ('computer science')
  for (const field of v.fieldsOfStudy) {
    const entry: Entry = { kind: 'field', label: field, rank: 90 };
    add(field, entry);
    for (const alias of FIELD_ALIASES[field] ?? []) add(alias, entry);
  }
  for (const phrase of KEPT_PHRASES) add(phrase, { kind: 'field', label: phrase, rank: 5, kept: true });

  // Titles and places in German, French, Spanish, Dutch and Portuguese: read as their English phrase
  // (the same chip and the same search); a phrase that already names something else keeps it.
  for (const [foreign, english] of [...FOREIGN_TITLES, ...FOREIGN_PLACES]) {
    const key = normKey(foreign);
    if (!key || table.has(key)) continue;
    for (const entry of table.get(normKey(english)) ?? [])
      if (FOREIGN_KINDS.has(entry.kind)) add(foreign, entry.weak ? { ...entry, weak: false, exact: undefined } : entry);
  }

  const known = new Set<string>([...table.keys(), ...STOP]);
  const curated = new Set(v.curatedCompanies.map((c) => normKey(c.name)));
  return { table, maxLen, known, curated };
}

/** The tables of a vocabulary, built on first use and kept as long as the vocabulary lives. */
export function vocabTables(v: Vocabulary): VocabTables {
  let t = vocabCache.get(v);
  if (!t) {
    t = buildVocabTables(v);
    vocabCache.set(v, t);
  }
  return t;
}

/** A company name's legal form and the like at its end, as normKey writes it ('mckinsey company', 'acme gmbh', 'globex corp'). */
const LEGAL_FORM =
  /(?:\s+(?:and|&))?\s+(?:company|co|inc|incorporated|llc|llp|ltd|limited|gmbh|ag|sa|sas|sarl|bv|nv|plc|corp|corporation|pty|srl|spa|ab|oy|as|se|kg|pvt|private|group|holdings?)(?:\s+(?:ltd|limited|inc|llc|co|kg))?$/;

/** The table of a company list, built on first use and kept as long as the list lives (for the same vocabulary). */
export function companyTables(ctx: InterpretContext, vt: VocabTables): CompanyTables {
  const cached = companyCache.get(ctx.companies);
  if (cached && cached.vocabulary === ctx.vocabulary) return cached;
  const table: Table = new Map();
  let maxLen = 1;
  for (const c of ctx.companies) {
    const key = normKey(c.name);
    if (!key || table.has(key)) continue;
    const curated = vt.curated.has(key);
    const entry: Entry = {
      kind: 'company',
      label: c.name,
      rank: curated ? 22 : 50,
      company: { id: c.id, name: c.name },
      needsCaps: !curated || vt.known.has(key),
    };
    table.set(key, [entry]);
    maxLen = Math.max(maxLen, key.split(' ').length);
  }
  // Companies by their name without the legal form ('McKinsey' for 'McKinsey & Company', 'Acme' for
  // 'Acme GmbH'), capitalised or after a cue, when no company or word of the vocabulary has that name.
  for (const c of ctx.companies) {
    const short = normKey(c.name).replace(LEGAL_FORM, '');
    if (!short || short === normKey(c.name) || table.has(short) || vt.known.has(short)) continue;
    table.set(short, [{ kind: 'company', label: c.name, rank: 50, company: { id: c.id, name: c.name }, needsCaps: true }]);
  }
  // Groups ('ex-FAANG', 'Big 4'): the companies of the index each names, by their name with or without the legal form.
  for (const group of COMPANY_GROUPS) {
    const members = group.members.flatMap((m) => table.get(normKey(m))?.find((e) => e.kind === 'company')?.company ?? []);
    const companies = members.filter((c, i) => members.findIndex((d) => d.id === c.id) === i);
    if (companies.length === 0) continue;
    const entry: Entry = { kind: 'company', label: group.name, rank: 22, company: companies[0], companies };
    for (const alias of group.aliases) {
      const key = normKey(alias);
      table.set(key, [entry]);
      maxLen = Math.max(maxLen, key.split(' ').length);
    }
  }
  const built = { vocabulary: ctx.vocabulary, table, maxLen };
  companyCache.set(ctx.companies, built);
  return built;
}
