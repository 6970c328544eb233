import type { Interpretation } from './query-reader/interpretation.types';

/**
 * A job description read into a search (issue 34, "Start from a job description"), by rules and
 * the query reader alone (no outside service): the title and level from the heading (or a "Job
 * title:" line), the place from a "Location:" line or the first place the text names, the years
 * asked, the skills (those under "nice to have", "bonus", "preferred" or "a plus" are
 * nice-to-haves; the others must-haves), the industry, a remote role (a nice-to-have: people who
 * work remotely now) and relocation offered (people open to relocating meet the place). It answers an AI query that reads back
 * as those parts, and the must-haves to run it with, for the recruiter to adjust before searching.
 */

/** The longest description read (characters), the most skills of each kind kept. */
export const JOB_DESCRIPTION_MAX = 20_000;
const SKILLS_MAX = 6;

export interface JobDescriptionReading {
  /** An AI query that reads back as what the description asks: 'Senior Backend Engineer in Berlin who know Kubernetes, Go, 5+ years'. */
  query: string;
  /** The must-haves to run it with (SearchInput.mustHave): the role, the place, the must-have skills. */
  mustHave: string[];
  /** The skills read as required, as the vocabulary writes them. */
  mustHaveSkills: string[];
  /** The skills read as nice-to-haves (for the recruiter to see which gave way). */
  niceToHave: string[];
  /** Who read it: the rules alone, or the rules with what the configured model added (job-description-model.ts). */
  readBy: 'rules' | 'model';
}

/** What a description asks, before it is written as a query. */
export interface JobDescriptionParts {
  /** The role as written ('Senior Backend Engineer'), or ''. */
  role: string;
  /** The place as the vocabulary names it, or ''. */
  place: string;
  /** The skills, as the vocabulary writes them: required, and nice-to-have. */
  must: string[];
  nice: string[];
  yearsMin: number | null;
  yearsMax: number | null;
  industry: string;
  remote: boolean;
  relocation: boolean;
}

/** Lines that open a section of nice-to-haves, or hold one. */
const NICE = /\b(nice[\s-]to[\s-]haves?|bonus|preferred|a plus|is a plus|are a plus|desirable|ideally|optional)\b/i;
/** Lines that open a section of requirements again. */
const REQUIRED = /\b(requirements?|required|must[\s-]haves?|what you (bring|need|have)|you (have|bring)|qualifications?|skills)\b/i;
/** A heading line: short, no sentence end. */
const HEADING = /^[^.!?]{2,80}$/;
/** Lines that name the role or the place outright. */
const TITLE_LINE = /^\s*(job\s*title|position|role|title)\s*[:\-–]\s*(.+)$/i;
const PLACE_LINE = /^\s*(location|based in|place of work|office|where)\s*[:\-–]\s*(.+)$/i;

type Read = (text: string) => Interpretation;

/** The text of the parts of a reading of these kinds, as they were written. */
function partsOf(reading: Interpretation, kinds: readonly string[]): string {
  return reading.spans
    .filter((s) => kinds.includes(s.kind))
    .map((s) => s.text)
    .join(' ');
}

export function readJobDescription(description: string, read: Read): JobDescriptionReading | null {
  const parts = readJobDescriptionParts(description, read);
  return parts && composeJobDescription(parts, read, 'rules');
}

/** What the description asks, by rules; null when it names no role, place or skill. */
export function readJobDescriptionParts(description: string, read: Read): JobDescriptionParts | null {
  const lines = description
    .slice(0, JOB_DESCRIPTION_MAX)
    .split(/\r?\n|(?<=[.;])\s+(?=[A-Z•\-*])/)
    .map((l) => l.replace(/^[\s•\-*·–]+/, '').trim())
    .filter(Boolean);
  if (lines.length === 0) return null;

  // The role: a "Job title:" line, else the first heading-like line among the first five that names
  // a title, else the first of the first ten lines that does ("We're hiring a Registered Nurse ...").
  let role = '';
  const titled = lines.map((l) => TITLE_LINE.exec(l)?.[2]).find(Boolean);
  const headings = lines.slice(0, 5).filter((l) => HEADING.test(l));
  for (const candidate of titled ? [titled] : [...headings, ...lines.slice(0, 10)]) {
    const reading = read(candidate);
    if (reading.titles.length > 0 || reading.functions.length > 0) {
      role = partsOf(reading, ['seniority', 'title', 'function']);
      break;
    }
  }

  // The place: a "Location:" line, else the first place the text names.
  let place = '';
  const placed = lines.map((l) => PLACE_LINE.exec(l)?.[2]).find(Boolean);
  for (const candidate of placed ? [placed, ...lines] : lines) {
    const found = read(candidate).spans.find((s) => s.kind === 'location');
    if (found) {
      place = found.label;
      break;
    }
  }

  // Years, skills and the industry, line by line; a line after a nice-to-have heading is a nice-to-have until a requirements heading.
  let yearsMin: number | null = null;
  let yearsMax: number | null = null;
  const must = new Map<string, string>();
  const nice = new Map<string, string>();
  let industry = '';
  let inNice = false;
  // A remote role ('Location: Remote') and relocation offered ('relocation package'): a wish for
  // people who work remotely now; people open to relocating meet the place.
  let remote = false;
  let relocation = false;
  for (const line of lines) {
    const heading = HEADING.test(line) && line.length < 60;
    if (heading && NICE.test(line)) inNice = true;
    else if (heading && REQUIRED.test(line)) inNice = false;
    // Skills named in a list are read as skills: the reader wants a cue before a weak one ('with Go').
    const reading = read(`with ${line}`);
    if (yearsMin === null && yearsMax === null && (reading.yearsMin !== null || reading.yearsMax !== null)) {
      yearsMin = reading.yearsMin;
      yearsMax = reading.yearsMax;
    }
    remote ||= reading.remote === true;
    relocation ||= reading.relocation === true;
    if (!industry && reading.industries.length > 0) industry = reading.spans.find((s) => s.kind === 'industry')?.label ?? '';
    const niceHere = inNice || NICE.test(line);
    for (const span of reading.spans.filter((s) => s.kind === 'skill' && !s.excludes)) {
      const key = span.key.slice('skill:'.length);
      if (niceHere) {
        if (!must.has(key)) nice.set(key, span.label);
      } else {
        nice.delete(key);
        must.set(key, span.label);
      }
    }
  }
  const mustSkills = [...must.values()].slice(0, SKILLS_MAX);
  const niceSkills = [...nice.values()].filter((s) => !mustSkills.includes(s)).slice(0, SKILLS_MAX);
  if (!role && !place && mustSkills.length + niceSkills.length === 0) return null;
  return { role, place, must: mustSkills, nice: niceSkills, yearsMin, yearsMax, industry, remote, relocation };
}

/** The parts written as an AI query that reads back as them, with the must-haves to run it with. */
export function composeJobDescription(
  parts: JobDescriptionParts,
  read: Read,
  readBy: JobDescriptionReading['readBy'],
): JobDescriptionReading {
  const { role, place, yearsMin, yearsMax, industry, remote, relocation } = parts;
  const skills = [...parts.must, ...parts.nice];
  const query = [
    remote ? 'remote' : '',
    role || 'people',
    place ? `in ${place}` : '',
    relocation && place ? 'or open to relocation' : '',
    skills.length > 0 ? `who know ${skills.join(', ')}` : '',
    yearsMin !== null && yearsMax !== null
      ? `, ${yearsMin}-${yearsMax} years`
      : yearsMin !== null
        ? `, ${yearsMin}+ years`
        : yearsMax !== null
          ? `, up to ${yearsMax} years`
          : '',
    industry ? `, ${industry} industry` : '',
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+,/g, ',');
  // The must-haves as the search's keys, from the composed query's own reading.
  const reading = read(query);
  const mustKeys = new Set(parts.must.map((s) => s.toLowerCase()));
  const mustHave = [
    ...new Set(
      reading.spans
        .filter((s) => ['title', 'function', 'location'].includes(s.kind) || (s.kind === 'skill' && mustKeys.has(s.label.toLowerCase())))
        .map((s) => s.key),
    ),
  ];
  return { query, mustHave, mustHaveSkills: parts.must, niceToHave: parts.nice, readBy };
}

/** What the configured model read in a description (job-description-model.ts asks for exactly this). */
export interface ModelParts {
  title: string | null;
  place: string | null;
  remote: boolean;
  relocation: boolean;
  yearsMin: number | null;
  yearsMax: number | null;
  industry: string | null;
  mustHaveSkills: string[];
  niceToHaveSkills: string[];
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Lower case, words only, one space between: how a value is looked for in the description. */
const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()} `;

/**
 * The rules' reading with what the model read and the rules did not: never worse than the rules.
 * The rules' parts all stand (their role, place, years and industry, and which skills are required);
 * the model only fills a part the rules left empty and adds skills they missed. Each thing it adds
 * must be written in the description (a value the model made up is dropped) and must read as what
 * it claims to be through the same query reader (a title as a title, a place as a place, a skill as
 * a skill), so a search can run on it.
 */
export function withModelParts(
  rules: JobDescriptionParts | null,
  model: ModelParts,
  description: string,
  read: Read,
): JobDescriptionParts | null {
  const text = plain(description.slice(0, JOB_DESCRIPTION_MAX));
  const written = (value: string | null): value is string => !!value && plain(value).trim() !== '' && text.includes(plain(value));
  const parts: JobDescriptionParts = rules
    ? { ...rules, must: [...rules.must], nice: [...rules.nice] }
    : { role: '', place: '', must: [], nice: [], yearsMin: null, yearsMax: null, industry: '', remote: false, relocation: false };

  if (!parts.role && written(model.title)) {
    const reading = read(model.title);
    if (reading.titles.length > 0 || reading.functions.length > 0) parts.role = partsOf(reading, ['seniority', 'title', 'function']);
  }
  if (!parts.place && written(model.place)) parts.place = read(model.place).spans.find((s) => s.kind === 'location')?.label ?? '';
  if (!parts.industry && written(model.industry)) {
    const reading = read(model.industry);
    if (reading.industries.length > 0) parts.industry = reading.spans.find((s) => s.kind === 'industry')?.label ?? '';
  }
  // Years only when the rules read none, and only figures the description writes (in digits or words).
  const yearsWritten = (n: number | null) =>
    n === null ||
    new RegExp(`(^|\\D)${n}(\\D|$)`).test(description) ||
    (n < NUMBER_WORDS.length && new RegExp(`\\b${NUMBER_WORDS[n]}\\b`, 'i').test(description));
  if (parts.yearsMin === null && parts.yearsMax === null && yearsWritten(model.yearsMin) && yearsWritten(model.yearsMax)) {
    const ordered = model.yearsMin === null || model.yearsMax === null || model.yearsMin <= model.yearsMax;
    if (ordered) [parts.yearsMin, parts.yearsMax] = [model.yearsMin, model.yearsMax];
  }
  parts.remote ||= model.remote && /\bremote\b/i.test(description);
  parts.relocation ||= model.relocation && /\brelocat/i.test(description);

  // Skills: the rules decided which of theirs are required; the model's others join as it says.
  const known = new Set([...parts.must, ...parts.nice].map((s) => s.toLowerCase()));
  const asSkill = (value: string): string | null => {
    if (!written(value)) return null;
    const span = read(`with ${value}`).spans.find((s) => s.kind === 'skill' && !s.excludes);
    return span ? span.label : null;
  };
  for (const [wanted, into] of [
    [model.mustHaveSkills, parts.must],
    [model.niceToHaveSkills, parts.nice],
  ] as const) {
    for (const value of wanted) {
      const skill = asSkill(value);
      if (!skill || known.has(skill.toLowerCase()) || into.length >= SKILLS_MAX) continue;
      known.add(skill.toLowerCase());
      into.push(skill);
    }
  }
  if (!parts.role && !parts.place && parts.must.length + parts.nice.length === 0) return null;
  return parts;
}
