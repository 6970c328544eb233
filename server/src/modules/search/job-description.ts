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

  const skills = [...mustSkills, ...niceSkills];
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
  const mustKeys = new Set(mustSkills.map((s) => s.toLowerCase()));
  const mustHave = [
    ...new Set(
      reading.spans
        .filter((s) => ['title', 'function', 'location'].includes(s.kind) || (s.kind === 'skill' && mustKeys.has(s.label.toLowerCase())))
        .map((s) => s.key),
    ),
  ];
  return { query, mustHave, mustHaveSkills: mustSkills, niceToHave: niceSkills };
}
