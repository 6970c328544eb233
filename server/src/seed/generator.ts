import { wholeYears, yearsText } from '../modules/analysis/months';
import { sampleWorkModes } from './work-modes';
import { SAMPLE_SOURCE } from '../modules/profiles/profile.entity';
import { profileSearchRow, type ProfileSearchRow } from '../modules/profiles/profile-search-row';
import type { ContactWrite, ProfileFields } from '../modules/profiles/profile-writer.repository';
import { sampleProfileLink } from '../modules/profiles/profile-link';
import { monthString } from './calendar';
import { drawCareer, drawSkills, drawWorkExperiences, type Role } from './careers';
import { drawContacts, drawSocialProfiles, linkedinUsernameOf, REFERENCE_DAY, type FormerEmployer } from './contacts';
import { contextFor, type GeneratedCompany } from './companies';
import { COUNTRY_CUM, COUNTRY_TABLES, POOL_TABLES } from './country-tables';
import { drawEducation } from './education';
import { Rng } from './rng';
import { joinList } from './text';

/**
 * A generator of realistic people profiles, deterministic from a numeric seed: profile i depends
 * only on (seed, i) and the company list (itself a function of the seed, see companies.ts), never
 * on batch sizes, the clock or Math.random. "Now" is a fixed reference month (calendar.ts) so that
 * the same seed gives the same index on any day; only the days its contacts were last checked are
 * dated up to a day the caller gives (`checksUpTo`: a load gives its own, so that sample contacts
 * are not older than the retention rule allows when loaded; the reference month's last day by default).
 *
 * Written for speed (a million profiles in well under a minute on one core): every lookup the
 * generator needs is prepared once (country-tables.ts, function-tables.ts) or once per company
 * list (contextFor), and a profile is built with a single re-seeded PRNG and small arrays only.
 * This file assembles a profile; its parts are drawn, in a fixed order, by careers.ts,
 * education.ts and contacts.ts.
 */

/** One role of the career, parallel to profile.workExperiences (most recent first). */
export interface CareerStep {
  jobFunction: string;
  /** 0 entry ... 7 executive */
  seniority: number;
  companyId: number;
  /** True on the first role after a change of function. */
  switched: boolean;
}

/** A generated person: what the profile writer takes (ProfileWrite, with its search row), and how it was made. */
export interface GeneratedProfile {
  profile: ProfileFields;
  contacts: ContactWrite[];
  search: ProfileSearchRow;
  /** How the career was built (for tests); not stored as such. */
  career: CareerStep[];
  /** The name pool the person's name was drawn from. */
  namePool: string;
}

const rng = new Rng();

/** The latest employer before the current one on another domain, and the month the person left it. */
function formerEmployerOf(roles: readonly Role[], currentDomain: string): FormerEmployer | null {
  for (let i = roles.length - 2; i >= 0; i--)
    if (roles[i].company.domain !== currentDomain) return { domain: roles[i].company.domain, left: monthString(roles[i].end) };
  return null;
}

/** One profile: deterministic from (seed, index), the company list (generateCompanies(seed)) and the day its contacts' checks run up to. */
export function generateProfile(
  seed: number,
  index: number,
  companies: readonly GeneratedCompany[],
  checksUpTo: string = REFERENCE_DAY,
): GeneratedProfile {
  const ctx = contextFor(companies);
  rng.reset(seed, index);

  // Who and where
  const ct = COUNTRY_TABLES[rng.weighted(COUNTRY_CUM)];
  const country = ct.country;
  const pool = POOL_TABLES[rng.chance(0.08) ? rng.int(POOL_TABLES.length) : rng.pick(ct.poolIndices)];
  const fi = rng.int(pool.firstNames.length);
  const li = rng.int(pool.lastNames.length);
  const firstName = pool.firstNames[fi];
  const lastName = pool.lastNames[li];
  const cityIndex = rng.weighted(ct.cityCum);
  const city = country.cities[cityIndex];
  const location = ct.locations[cityIndex];

  // What: the career (function, level, roles), then skills, education and the work history
  const drawn = drawCareer(rng, ctx, country.code);
  const { ft, roles, current, experienceMonths } = drawn;
  const n = roles.length;
  const last = roles[n - 1];
  const currentCompany = last.company;
  // Their own words state the whole years the search filters on and the card's check states (wholeYears).
  const years = wholeYears(experienceMonths);
  const skills = drawSkills(rng, drawn);
  const credentials = drawEducation(rng, drawn, ct);
  const workExperiences = drawWorkExperiences(rng, drawn, ct, location);

  // Headline and summary
  const headline = current
    ? `${last.title} at ${currentCompany.name}`
    : `${last.title}, previously at ${currentCompany.name} · Open to new opportunities`;
  const phrase = ft.phrases[last.spec];
  let summary =
    years >= 1 ? `${last.title} with ${yearsText(years)} of experience in ${phrase}.` : `Early-career ${last.title} focused on ${phrase}.`;
  const s3 = skills.length >= 3 ? [skills[0], skills[1], skills[2]] : skills;
  const roll = rng.next();
  if (roll < 0.45) summary += ` Skilled in ${joinList(s3)}.`;
  else if (roll < 0.8) summary += ` Works mostly with ${joinList(s3.slice(0, 2))}.`;
  if (n > 1 && rng.chance(0.6)) {
    const prev = roles[n - 2].company.name === currentCompany.name ? (n > 2 ? roles[n - 3].company.name : null) : roles[n - 2].company.name;
    if (prev) summary += ` Previously at ${prev}.`;
  } else if (rng.chance(0.4)) summary += ` Based in ${city.name}.`;

  // Remote work and relocation (drawn apart from the random stream: seed/work-modes.ts).
  const modes = sampleWorkModes(index, ft.fn.key);
  if (modes.remote && workExperiences[0]?.end === null) workExperiences[0] = { ...workExperiences[0], location: 'Remote' };
  if (modes.relocates) summary += ' Open to relocation.';

  // Identity, social profiles and contacts
  const linkedinUsername = linkedinUsernameOf(pool, fi, li, seed, index);
  const fnKey = ft.fn.key;
  const socialProfiles = drawSocialProfiles(rng, pool, fi, li, fnKey, linkedinUsername);
  const contacts = drawContacts(rng, pool, fi, li, currentCompany.domain, ct, formerEmployerOf(roles, currentCompany.domain), checksUpTo);

  const profile: ProfileFields = {
    id: String(index + 1),
    linkedinUsername,
    // How the REST routes address the person (docs/product-spec.md §7); shown as a link nowhere (the person is a sample).
    linkedinLink: sampleProfileLink(linkedinUsername),
    firstName,
    lastName,
    profilePicture: null,
    headline,
    summary,
    city: city.name,
    country: country.name,
    countryCode: country.code,
    // Sample people are found in a region by their city (vocabulary/regions.ts); only sources name a region.
    region: null,
    currentTitle: last.title,
    currentCompanyId: currentCompany.id,
    currentCompany: currentCompany.name,
    seniority: last.level,
    jobFunction: fnKey,
    industry: currentCompany.industry,
    experienceMonths,
    skills,
    socialProfiles,
    workExperiences,
    academicCredentials: credentials,
    source: SAMPLE_SOURCE,
  };

  const companyIds: number[] = [];
  const industries: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const c = roles[i].company;
    if (!companyIds.includes(c.id)) companyIds.push(c.id);
    if (!industries.includes(c.industry)) industries.push(c.industry);
  }

  const career: CareerStep[] = [];
  for (let i = n - 1; i >= 0; i--)
    career.push({
      jobFunction: roles[i].ft.fn.key,
      seniority: roles[i].level,
      companyId: roles[i].company.id,
      switched: roles[i].switched,
    });

  return { profile, contacts, search: profileSearchRow(profile, { companyIds, industries }), career, namePool: pool.key };
}
