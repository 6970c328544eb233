import { CURATED_COMPANIES } from './companies';
import { DEGREES, FIELDS_OF_STUDY, SCHOOLS } from './education';
import { FUNCTIONS } from './functions';
import { INDUSTRIES } from './industries';
import { COUNTRIES } from './places';
import type { Vocabulary } from './vocabulary.types';

export { SENIORITY_LEVELS } from './vocabulary.types';
export { nearbyCities } from './places';
export { FOREIGN_PLACES, FOREIGN_TITLES } from './foreign-names';
export { AREAS, areaNamed, countryNameOf, foldWords, worldCountries, worldCountry } from './world-places';
export type { Area, WorldCountry } from './world-places';
export { regionalCity, regionCoded, regionPlaces, REGIONS, regionNamed } from './regions';
export { COMPANY_GROUPS } from './company-groups';
export type { Region } from './regions';
export { INDUSTRY_ROLE_SKILLS, relatedIndustries, SKILL_FAMILIES, skillContains, skillFamily, skillWords } from './skill-families';
export {
  ADJACENT_FUNCTIONS,
  classifyTitle,
  familiesNamedBy,
  familyClaims,
  holdsTitle,
  ladderClasses,
  TITLE_FAMILIES,
  titleFamily,
  titleHead,
  titleSynonyms,
} from './title-taxonomy';
export type { TitleClass, TitleFamily } from './title-taxonomy';
export type { City, Country, Degree, Industry, JobFunction, School, SeniorityKey, TitleFamilySpec, Vocabulary } from './vocabulary.types';

/**
 * The people vocabulary: what the natural-language query reader recognises, what the filters and
 * the analysis resolve names against, and what the profile generator draws from. Keys are stable
 * identifiers (stored in profile_search); names are shown. Order matters in places: skills are
 * listed most common first, curated companies get ids 1..10.
 */
export const VOCABULARY: Vocabulary = {
  functions: FUNCTIONS,
  countries: COUNTRIES,
  industries: INDUSTRIES,
  schools: SCHOOLS,
  degrees: DEGREES,
  fieldsOfStudy: FIELDS_OF_STUDY,
  curatedCompanies: CURATED_COMPANIES,
};

/** Country names by code ('DE' -> 'Germany'). */
export const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/** School names by their lower-case key, as the search rows keep them ('university of oxford' -> 'University of Oxford'). */
export const SCHOOL_NAMES: ReadonlyMap<string, string> = new Map(SCHOOLS.map((s) => [s.name.toLowerCase(), s.name]));

/** Industry names by key ('fintech' -> 'Fintech'). */
export const INDUSTRY_NAMES: ReadonlyMap<string, string> = new Map(INDUSTRIES.map((i) => [i.key, i.name]));

/** Each skill as the vocabulary writes it, by its lower-case key ('pytorch' -> 'PyTorch'); the first function to list it wins. */
export const SKILL_NAMES: ReadonlyMap<string, string> = new Map(
  FUNCTIONS.flatMap((f) => f.skills)
    .reverse()
    .map((s) => [s.toLowerCase(), s]),
);
