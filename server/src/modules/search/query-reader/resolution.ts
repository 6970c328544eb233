import { andOf, keywordExprToText, orOf } from './boolean-query';
import type { CompanyRef, Exclusions, Interpretation, InterpretationSpan, KeywordExpr, LocationRef } from './interpretation.types';
import type { Entry, FinalKind } from './entries';
import type { EntityPiece, ExcludePiece, KwPiece, Piece } from './pieces';

/**
 * Resolution: the pieces the reader made of a query become the interpretation. Lower-case 'or'
 * and negations are settled against their neighbours, a country right after its own city
 * ('Berlin, Germany') joins the city's chip, every recognised part becomes a constraint and a chip
 * with the text it came from, and the rest are ANDed into the keywords.
 */

/** Kinds whose lists are any-of: 'Berlin or Munich' is list glue between two of the same kind. */
const ORABLE = new Set<FinalKind>([
  'title',
  'seniority',
  'function',
  'location',
  'currentCompany',
  'pastCompany',
  'industry',
  'pastIndustry',
  'school',
  'degree',
]);

/** What a negating word rules out by its field when it comes before it; anything else is ruled out by its words. */
const NEGATED_BY_FIELD = new Set<FinalKind>(['seniority', 'skill', 'industry', 'currentCompany', 'location']);

function exprOf(p: Piece): KeywordExpr | null {
  if (p.t === 'kw') return p.expr;
  if (p.t === 'entity') return { kind: 'term', text: p.coreText, phrase: /\s/.test(p.coreText) };
  return null;
}

/** A field of study as keywords: the words typed, or also the field's name when they are another name of it. */
function fieldExpr(p: EntityPiece): KeywordExpr {
  const typed = exprOf(p)!;
  const name = p.entry.label.toLowerCase();
  if (p.coreText.toLowerCase() === name) return typed;
  return { kind: 'or', items: [typed, { kind: 'term', text: name, phrase: /\s/.test(name) }] };
}

/** Lower-case 'not'/'without'/... and 'or' between pieces, then fields of study as keyword phrases. */
function resolveMarks(pieces: Piece[]): Piece[] {
  // Negation: the next piece becomes an excluded keyword.
  const negated: Piece[] = [];
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k];
    if (p.t !== 'neg') {
      negated.push(p);
      continue;
    }
    const next = pieces[k + 1];
    const expr = next ? exprOf(next) : null;
    if (next && expr) {
      // 'not junior', 'without Angular', 'not at Google', 'not in fintech', 'except London': that
      // field ruled out; anything else ('not agencies') its words.
      const byField = next.t === 'entity' && NEGATED_BY_FIELD.has(next.final);
      negated.push({
        t: 'exclude',
        entry: byField ? next.entry : null,
        final: byField ? next.final : null,
        expr,
        start: p.start,
        end: next.end,
      });
      k++;
    }
  }
  // Fields of study are keyword phrases: as typed, or the field's own name when typed otherwise ('math' OR 'mathematics').
  const withFields: Piece[] = negated.map((p) =>
    p.t === 'entity' && p.final === 'field' ? { t: 'kw', expr: fieldExpr(p), start: p.start, end: p.end } : p,
  );
  // 'or' chains
  const out: Piece[] = [];
  for (let k = 0; k < withFields.length; k++) {
    const p = withFields[k];
    if (p.t === 'or' || p.t === 'neg') continue;
    const chain: Piece[] = [p];
    while (withFields[k + 1]?.t === 'or' && withFields[k + 2] && withFields[k + 2].t !== 'or' && withFields[k + 2].t !== 'neg') {
      chain.push(withFields[k + 2]);
      k += 2;
    }
    if (chain.length === 1) {
      out.push(p);
      continue;
    }
    const entities = chain.filter((c): c is EntityPiece => c.t === 'entity');
    const sameList =
      entities.length === chain.length && ORABLE.has(entities[0].final) && entities.every((c) => c.final === entities[0].final);
    const keywordish = chain.every((c) => c.t === 'kw' || (c.t === 'entity' && c.final === 'skill'));
    if (!sameList && keywordish) {
      const expr = orOf(chain.map((c) => exprOf(c)!));
      out.push({ t: 'kw', expr: expr!, start: chain[0].start, end: chain[chain.length - 1].end });
    } else {
      out.push(...chain);
    }
  }
  return out;
}

/** 'ex-fintech', 'ex-SaaS', 'ex-real estate': words lower-cased unless written like an acronym. */
function pastLabel(name: string): string {
  return `ex-${name
    .split(' ')
    .map((w) => (/[A-Z].*[A-Z]/.test(w) ? w : w.toLowerCase()))
    .join(' ')}`;
}

function labelOf(p: EntityPiece): string {
  switch (p.final) {
    case 'currentCompany':
      return `at ${companyName(p.entry)}`;
    case 'pastCompany':
      return `ex-${companyName(p.entry)}`;
    case 'pastIndustry':
      return pastLabel(p.entry.industryName ?? p.entry.label);
    default:
      return p.entry.label;
  }
}

function pushUnique<T>(list: T[], value: T, same: (a: T, b: T) => boolean = (a, b) => a === b): void {
  if (!list.some((x) => same(x, value))) list.push(value);
}

/** The interpretation of nothing: no constraint, no keywords. */
export function emptyInterpretation(): Interpretation {
  return {
    titles: [],
    seniorities: [],
    functions: [],
    locations: [],
    currentCompanies: [],
    pastCompanies: [],
    industries: [],
    pastIndustries: [],
    skills: [],
    yearsMin: null,
    yearsMax: null,
    schools: [],
    degrees: [],
    keywords: null,
    exclusions: { seniorities: [], skills: [], currentCompanies: [], industries: [], locations: [], words: [] },
    spans: [],
  };
}

/** The companies an entry names: one, or a group's ('FAANG'); and how a chip names them. */
const companiesOf = (e: Entry): CompanyRef[] => e.companies ?? [e.company!];
const companyName = (e: Entry): string => (e.companies ? e.label : e.company!.name);

/** The places an entry names: a city or a country, or an area's countries. */
const placesOf = (e: Entry): LocationRef[] => e.places ?? [e.location!];
const samePlace = (a: LocationRef, b: LocationRef) => a.city === b.city && a.region === b.region && a.countryCode === b.countryCode;

/** A negation into the exclusions, and its chip: 'Not Junior', 'Not at Acme', 'Not agencies'. */
function excludeSpan(x: Exclusions, p: ExcludePiece, text: string): InterpretationSpan {
  const e = p.entry;
  const span = (kind: InterpretationSpan['kind'], label: string, value: string): InterpretationSpan => ({
    kind,
    label,
    text,
    key: `not:${kind}:${value}`,
    excludes: true,
  });
  switch (e && p.final) {
    case 'seniority':
      for (const s of e!.seniorities ?? []) pushUnique(x.seniorities, s);
      return span('seniority', `Not ${e!.label}`, (e!.seniorities ?? []).join(','));
    case 'skill':
      pushUnique(x.skills, e!.skill!);
      return span('skill', `Not ${e!.label}`, e!.skill!);
    case 'industry':
      pushUnique(x.industries, e!.industry!);
      return span('industry', `Not ${e!.industryName ?? e!.label}`, e!.industry!);
    case 'currentCompany':
      for (const c of companiesOf(e!)) pushUnique(x.currentCompanies, c, (a, b) => a.id === b.id);
      return span(
        'currentCompany',
        `Not at ${companyName(e!)}`,
        companiesOf(e!)
          .map((c) => c.id)
          .join(','),
      );
    case 'location':
      for (const place of placesOf(e!)) pushUnique(x.locations, place, samePlace);
      return span('location', `Not in ${e!.location!.label}`, e!.location!.city ?? (e!.location!.area || e!.location!.countryCode));
    default: {
      x.words.push(p.expr);
      const printed = keywordExprToText(p.expr);
      const grouped = p.expr.kind === 'and' || p.expr.kind === 'or';
      return span('keywords', `Not ${grouped ? `(${printed})` : printed}`, printed);
    }
  }
}

/** The interpretation of `text` from the pieces the reader made of it. */
export function resolve(text: string, read: Piece[]): Interpretation {
  const result = emptyInterpretation();
  let pieces = resolveMarks(read);

  // 'Berlin, Germany': the country only repeats the city's.
  const merged: Piece[] = [];
  for (const p of pieces) {
    const prev = merged[merged.length - 1];
    if (
      prev?.t === 'entity' &&
      p.t === 'entity' &&
      prev.final === 'location' &&
      p.final === 'location' &&
      prev.entry.location!.city &&
      !p.entry.location!.city &&
      prev.entry.location!.countryCode === p.entry.location!.countryCode &&
      /^[\s,]*$/.test(text.slice(prev.end, p.start))
    ) {
      prev.end = p.end;
      continue;
    }
    merged.push(p);
  }
  pieces = merged;

  const keywordPieces: KwPiece[] = [];
  const claimed: Array<{ start: number; end: number }> = [];
  for (const p of pieces) {
    if (p.t === 'kw') {
      keywordPieces.push(p);
      continue;
    }
    if (p.t === 'years') {
      result.yearsMin = p.min === null ? result.yearsMin : Math.max(result.yearsMin ?? 0, p.min);
      result.yearsMax = p.max === null ? result.yearsMax : Math.min(result.yearsMax ?? p.max, p.max);
      result.spans.push({ kind: 'years', label: p.label, text: text.slice(p.start, p.end), key: 'years' });
      claimed.push(p);
      continue;
    }
    if (p.t === 'exclude') {
      result.spans.push(excludeSpan(result.exclusions, p, text.slice(p.start, p.end)));
      claimed.push(p);
      continue;
    }
    if (p.t !== 'entity') continue;
    const e = p.entry;
    switch (p.final) {
      case 'title':
        for (const title of e.titles ?? []) pushUnique(result.titles, title);
        for (const s of e.seniorities ?? []) pushUnique(result.seniorities, s);
        break;
      case 'seniority':
        for (const s of e.seniorities ?? []) pushUnique(result.seniorities, s);
        break;
      case 'function':
        pushUnique(result.functions, e.functionKey!);
        break;
      case 'location':
        for (const place of placesOf(e)) pushUnique(result.locations, place, samePlace);
        break;
      case 'currentCompany':
        for (const c of companiesOf(e)) pushUnique(result.currentCompanies, c, (a, b) => a.id === b.id);
        break;
      case 'pastCompany':
        for (const c of companiesOf(e)) pushUnique(result.pastCompanies, c, (a, b) => a.id === b.id);
        break;
      case 'industry':
        pushUnique(result.industries, e.industry!);
        break;
      case 'pastIndustry':
        pushUnique(result.pastIndustries, e.industry!);
        break;
      case 'skill':
        pushUnique(result.skills, e.skill!);
        break;
      case 'school':
        pushUnique(result.schools, e.school!);
        break;
      case 'degree':
        pushUnique(result.degrees, e.degree!);
        break;
      default:
        continue;
    }
    result.spans.push({
      kind: p.final as InterpretationSpan['kind'],
      label: labelOf(p),
      text: text.slice(p.start, p.end),
      key: p.final === 'skill' ? `skill:${e.skill}` : p.final,
    });
    claimed.push(p);
  }

  result.keywords = andOf(keywordPieces.map((p) => p.expr));
  if (result.keywords) {
    const printed = keywordExprToText(result.keywords);
    const start = Math.min(...keywordPieces.map((p) => p.start));
    const end = Math.max(...keywordPieces.map((p) => p.end));
    const contiguous = !claimed.some((c) => c.start < end && c.end > start);
    // One chip for the keywords: the query text they came from when it is one stretch, else the printed expression.
    result.spans.push({ kind: 'keywords', label: printed, text: contiguous ? text.slice(start, end) : printed, key: 'keywords' });
  }
  return result;
}
